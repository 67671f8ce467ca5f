/**
 * Per-student sliding window of answer requests, kept in memory (one backend process; a
 * restart forgets it, which errs on the student's side).
 */
export class AnswerRateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a request and says whether it is allowed; a refused one does not count. */
  tryAcquire(userId: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(userId) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(userId, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(userId, recent);
    if (this.hits.size > 10_000) this.forgetIdle(now);
    return true;
  }

  /** Bounds memory: drops students with no request inside the window. */
  private forgetIdle(now: number): void {
    for (const [userId, times] of this.hits) {
      if (times.every((at) => now - at >= this.windowMs)) this.hits.delete(userId);
    }
  }
}
