import { retryAfterSeconds, SlidingWindowLimiter } from './sliding-window-limiter.js';

describe('SlidingWindowLimiter', () => {
  it('allows the limit per window per key, then again once the window slides', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.tryAcquire('alice').allowed)).toEqual([true, true, true]);
    expect(limiter.tryAcquire('alice')).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(limiter.tryAcquire('bob').allowed).toBe(true);
    now += 59_999;
    expect(limiter.tryAcquire('alice')).toEqual({ allowed: false, retryAfterMs: 1 });
    now += 1;
    expect(limiter.tryAcquire('alice').allowed).toBe(true);
  });

  it('says how long until the oldest request in the window leaves it; refused requests do not count', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 10_000, now: () => now });
    limiter.tryAcquire('k');
    now = 4_000;
    limiter.tryAcquire('k');
    now = 5_000;
    for (let i = 0; i < 5; i++)
      expect(limiter.tryAcquire('k')).toEqual({ allowed: false, retryAfterMs: 5_000 });
    now = 10_000;
    expect(limiter.tryAcquire('k').allowed).toBe(true);
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterMs: 4_000 });
  });

  it('check does not count; record does', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1 });
    expect(limiter.check('k').allowed).toBe(true);
    expect(limiter.check('k').allowed).toBe(true);
    limiter.record('k');
    expect(limiter.check('k').allowed).toBe(false);
  });

  it('forgets the least recently used key past maxKeys (memory stays bounded)', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, maxKeys: 2 });
    limiter.tryAcquire('a');
    limiter.tryAcquire('b');
    limiter.check('a');
    limiter.tryAcquire('c'); // 'a' is the oldest inserted: forgotten
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('b').allowed).toBe(false);
    expect(limiter.check('c').allowed).toBe(false);
  });

  it('Retry-After is whole seconds, at least 1', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1_000)).toBe(1);
    expect(retryAfterSeconds(1_001)).toBe(2);
    expect(retryAfterSeconds(0)).toBe(1);
  });
});
