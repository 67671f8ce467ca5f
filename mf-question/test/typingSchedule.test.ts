import {
  FINISH_AFTER_END_MS,
  MAX_LAG_MS,
  TYPING_MS_PER_CHAR,
  advanceTyping,
  createTypingSchedule,
  recordArrival,
  recordEnd,
} from '../src/hooks/typingSchedule';

/** Ticks every TYPING_MS_PER_CHAR ms from `from` to `to`, returning [time, shown] samples. */
function run(schedule: ReturnType<typeof createTypingSchedule>, from: number, to: number) {
  const samples: [number, number][] = [];
  for (let now = from + TYPING_MS_PER_CHAR; now <= to; now += TYPING_MS_PER_CHAR) {
    samples.push([now, advanceTyping(schedule, now)]);
  }
  return samples;
}

describe('typing schedule', () => {
  it('types one character per TYPING_MS_PER_CHAR (40 ms) when nothing is late', () => {
    const schedule = createTypingSchedule(0);
    recordArrival(schedule, 10, 0);
    const samples = run(schedule, 0, 200);
    expect(samples.map(([, shown]) => shown)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never types past what has arrived', () => {
    const schedule = createTypingSchedule(0);
    recordArrival(schedule, 3, 0);
    const samples = run(schedule, 0, 400);
    expect(Math.max(...samples.map(([, shown]) => shown))).toBe(3);
  });

  it('speeds up so no received piece waits more than about a second', () => {
    const schedule = createTypingSchedule(0);
    // 400 ms first piece, then 50 pieces a second of 4 characters (the benchmark load).
    const arrivals: [number, number][] = [];
    for (let i = 0; i < 100; i += 1) arrivals.push([400 + i * 20, (i + 1) * 4]);
    let now = 400;
    let worstLag = 0;
    const pending = [...arrivals];
    const seen: [number, number][] = [];
    schedule.lastTick = 400;
    while (now < 4000) {
      while (pending.length && pending[0][0] <= now) {
        const [at, end] = pending.shift()!;
        recordArrival(schedule, end, at);
        seen.push([at, end]);
      }
      if (!pending.length) recordEnd(schedule, arrivals[arrivals.length - 1][0]);
      const shown = advanceTyping(schedule, now);
      for (const [at, end] of seen) if (shown < end) worstLag = Math.max(worstLag, now - at);
      now += TYPING_MS_PER_CHAR;
    }
    expect(worstLag).toBeLessThanOrEqual(MAX_LAG_MS + TYPING_MS_PER_CHAR);
    expect(schedule.position).toBe(400);
  });

  it('finishes soon after the stream ends even with a big backlog', () => {
    const schedule = createTypingSchedule(0);
    recordArrival(schedule, 2000, 0);
    recordEnd(schedule, 0);
    const samples = run(schedule, 0, 1000);
    const finishedAt = samples.find(([, shown]) => shown === 2000)?.[0];
    expect(finishedAt).toBeDefined();
    expect(finishedAt!).toBeLessThanOrEqual(FINISH_AFTER_END_MS + TYPING_MS_PER_CHAR);
  });

  it('catches up smoothly: a backlog is spread over several ticks, not shown in one jump', () => {
    const schedule = createTypingSchedule(0);
    recordArrival(schedule, 300, 0);
    const steps = run(schedule, 0, 400).map(([, shown]) => shown);
    expect(steps[0]).toBeLessThan(30);
    expect(steps[steps.length - 1]).toBeGreaterThan(100);
  });
});
