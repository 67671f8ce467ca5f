import { jest } from '@jest/globals';
import { InMemoryAnswerClaims } from './in-memory-answer-claims.js';
import { InMemoryLiveAnswerBus } from './in-memory-live-answer-bus.js';
import { compareEventIds, eventId, type LiveAnswerEvent, parseEventId } from './live-answer-bus.js';

describe('InMemoryLiveAnswerBus', () => {
  it('replays from an id, delivers live events to subscribers, forgets a finished stream after the retention', async () => {
    jest.useFakeTimers();
    try {
      const bus = new InMemoryLiveAnswerBus(1000);
      expect(await bus.replay('a', null)).toBeNull();
      await bus.open('a');
      const live: LiveAnswerEvent[] = [];
      const unsubscribe = await bus.subscribe('a', (event) => live.push(event));
      await bus.publish('a', { id: eventId(3), type: 'chunk', text: 'abc' });
      await bus.publish('a', { id: eventId(5), type: 'chunk', text: 'de' });
      expect((await bus.replay('a', eventId(3)))!.map((e) => e.id)).toEqual(['5-0']);
      await bus.publish('a', { id: eventId(5, 'final'), type: 'done' });
      expect(live.map((e) => e.id)).toEqual(['3-0', '5-0', '5-2']);
      await unsubscribe();
      expect((await bus.replay('a', null))!.length).toBe(3);
      jest.advanceTimersByTime(1001);
      expect(await bus.replay('a', null)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('open forgets the previous stream of the answer (retry, regenerate)', async () => {
    const bus = new InMemoryLiveAnswerBus();
    await bus.publish('a', { id: eventId(1, 'final'), type: 'stopped' });
    await bus.open('a');
    expect(await bus.replay('a', null)).toEqual([]);
  });

  it('passes stop requests to the generation', async () => {
    const bus = new InMemoryLiveAnswerBus();
    const stop = jest.fn();
    const off = await bus.onStopRequested('a', stop);
    await bus.requestStop('a');
    await off();
    await bus.requestStop('a');
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

describe('event ids', () => {
  it('order by characters then final, and refuse what is not ours', () => {
    expect(compareEventIds('10-0', '9-0')).toBeGreaterThan(0);
    expect(compareEventIds('10-1', '10-0')).toBeGreaterThan(0);
    expect(parseEventId('abc')).toBeNull();
    expect(parseEventId('12-0')).toEqual([12, 0]);
  });
});

describe('InMemoryAnswerClaims', () => {
  it('one claim per answer, at most N per student', async () => {
    const claims = new InMemoryAnswerClaims();
    expect(await claims.claim('a', 's', 2)).toBe('claimed');
    expect(await claims.claim('a', 's', 2)).toBe('taken');
    expect(await claims.claim('b', 's', 2)).toBe('claimed');
    expect(await claims.claim('c', 's', 2)).toBe('student_busy');
    expect(await claims.claim('c', 'other', 2)).toBe('claimed');
    await claims.release('a', 's');
    expect(await claims.isClaimed('a')).toBe(false);
    expect(await claims.claim('c2', 's', 2)).toBe('claimed');
  });
});
