/** Spec: the answer is typed out at about one character every 40 ms. */
export const TYPING_MS_PER_CHAR = 40;
/** The typed text never trails a received piece by more than about this long. */
export const MAX_LAG_MS = 900;
/** Once the stream has ended, whatever is left is typed out within this time. */
export const FINISH_AFTER_END_MS = 400;

export interface TypingSchedule {
  /** Characters typed so far (fractional: the next one is partly "due"). */
  position: number;
  /** Characters received so far. */
  received: number;
  /** When each piece arrived, by the text length after it. */
  arrivals: { end: number; at: number }[];
  endedAt: number | null;
  lastTick: number;
}

export function createTypingSchedule(now = 0): TypingSchedule {
  return { position: 0, received: 0, arrivals: [], endedAt: null, lastTick: now };
}

export function recordArrival(schedule: TypingSchedule, length: number, now: number): void {
  if (length <= schedule.received) return;
  schedule.received = length;
  schedule.arrivals.push({ end: length, at: now });
}

export function recordEnd(schedule: TypingSchedule, now: number): void {
  if (schedule.endedAt === null) schedule.endedAt = now;
}

/**
 * Advances the typing to `now`: at least one character per TYPING_MS_PER_CHAR, and faster
 * when needed so that every received piece is fully typed by its deadline (arrival +
 * MAX_LAG_MS, or end of stream + FINISH_AFTER_END_MS). Between ticks the speed needed to
 * meet the deadline is spread evenly, so catching up looks like faster typing, not a jump.
 * Returns the number of characters to show.
 */
export function advanceTyping(schedule: TypingSchedule, now: number): number {
  const elapsed = Math.max(0, now - schedule.lastTick);
  const from = schedule.position;
  let target = from + elapsed / TYPING_MS_PER_CHAR;
  for (const arrival of schedule.arrivals) {
    if (arrival.end <= from) continue;
    let deadline = arrival.at + MAX_LAG_MS;
    if (schedule.endedAt !== null) deadline = Math.min(deadline, schedule.endedAt + FINISH_AFTER_END_MS);
    const window = deadline - schedule.lastTick;
    const due = window <= elapsed ? arrival.end : from + (arrival.end - from) * (elapsed / window);
    target = Math.max(target, due);
  }
  schedule.position = Math.min(schedule.received, target);
  schedule.lastTick = now;
  schedule.arrivals = schedule.arrivals.filter((arrival) => arrival.end > schedule.position);
  return Math.floor(schedule.position);
}
