import { jest } from '@jest/globals';
import { MemoryWindow } from './memory-window.js';

describe('MemoryWindow (a limit counted in this process)', () => {
  const start = new Date('2026-11-26T09:00:00Z');
  beforeEach(() => {
    jest.useFakeTimers({ now: start });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts per key in a window that starts at the key first request, then starts again', () => {
    const window = new MemoryWindow(60);
    expect(window.add('a')).toEqual({ consumed: 1, msBeforeNext: 60_000 });
    jest.advanceTimersByTime(20_000);
    expect(window.add('a')).toEqual({ consumed: 2, msBeforeNext: 40_000 });
    expect(window.add('b')).toEqual({ consumed: 1, msBeforeNext: 60_000 });
    expect(window.get('a')).toEqual({ consumed: 2, msBeforeNext: 40_000 });
    jest.advanceTimersByTime(40_000);
    expect(window.get('a')).toBeUndefined();
    expect(window.add('a')).toEqual({ consumed: 1, msBeforeNext: 60_000 });
    expect(window.get('b')).toEqual({ consumed: 1, msBeforeNext: 20_000 });
  });

  it('gives a point back only within the window it was counted in', () => {
    const window = new MemoryWindow(10);
    window.add('a');
    window.add('a');
    window.refund('a');
    expect(window.get('a')?.consumed).toBe(1);
    jest.advanceTimersByTime(10_000);
    window.refund('a');
    expect(window.add('a').consumed).toBe(1);
    window.delete('a');
    expect(window.get('a')).toBeUndefined();
  });

  it('forgets expired keys, so memory holds only the keys of one window', () => {
    const window = new MemoryWindow(1);
    for (let i = 0; i < 1000; i++) window.add(`address-${i}`);
    jest.advanceTimersByTime(1_000);
    window.add('late');
    const entries = (window as unknown as { entries: Map<string, unknown> }).entries;
    expect([...entries.keys()]).toEqual(['late']);
  });
});
