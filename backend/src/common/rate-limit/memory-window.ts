/** A key's count in its window, as a limit reads it. */
export interface WindowCount {
  consumed: number;
  msBeforeNext: number;
}

interface Entry {
  consumed: number;
  expiresAt: number;
}

/**
 * Fixed-window counters in this process's memory, answered at once: the window of a key starts at
 * its first request, as in Redis (INCR + PEXPIRE). Kept instead of rate-limiter-flexible's
 * RateLimiterMemory, which answers every count through promises and a timer per key: on the
 * busiest calls that was a tenth of the request's CPU (decision 0015). Expired keys are dropped by
 * a sweep at most once per window, so memory stays bounded by the keys seen in one window.
 */
export class MemoryWindow {
  private readonly entries = new Map<string, Entry>();
  private readonly durationMs: number;
  private nextSweepAt: number;

  constructor(durationSeconds: number) {
    this.durationMs = durationSeconds * 1000;
    this.nextSweepAt = Date.now() + this.durationMs;
  }

  /** Counts one request for `key` and returns the count. */
  add(key: string): WindowCount {
    const now = Date.now();
    if (now >= this.nextSweepAt) this.sweep(now);
    let entry = this.entries.get(key);
    if (entry === undefined || entry.expiresAt <= now) {
      entry = { consumed: 0, expiresAt: now + this.durationMs };
      this.entries.set(key, entry);
    }
    entry.consumed += 1;
    return { consumed: entry.consumed, msBeforeNext: entry.expiresAt - now };
  }

  /** `key`'s count without changing it; undefined when it has none in the current window. */
  get(key: string): WindowCount | undefined {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry === undefined || entry.expiresAt <= now) return undefined;
    return { consumed: entry.consumed, msBeforeNext: entry.expiresAt - now };
  }

  /** Gives one point back to `key`'s current window (nothing when the window has ended). */
  refund(key: string): void {
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.expiresAt > Date.now()) entry.consumed -= 1;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    this.nextSweepAt = now + this.durationMs;
  }
}
