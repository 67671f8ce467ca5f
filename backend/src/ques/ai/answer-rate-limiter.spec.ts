import { AnswerRateLimiter } from './answer-rate-limiter.js';

describe('AnswerRateLimiter', () => {
  it('allows the limit per window per student, then again once the window slides', () => {
    let now = 1_000_000;
    const limiter = new AnswerRateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.tryAcquire('alice'))).toEqual([true, true, true]);
    expect(limiter.tryAcquire('alice')).toBe(false);
    expect(limiter.tryAcquire('bob')).toBe(true);
    now += 59_999;
    expect(limiter.tryAcquire('alice')).toBe(false);
    now += 1;
    expect(limiter.tryAcquire('alice')).toBe(true);
  });
});
