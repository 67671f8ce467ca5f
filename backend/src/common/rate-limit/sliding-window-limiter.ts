/** Whether a request may go ahead; when not, how long until it would. */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface SlidingWindowLimiterOptions {
  /** Requests allowed per key inside any window. */
  limit: number;
  windowMs?: number;
  /** Most keys remembered; past it the least recently used key is forgotten (bounds memory). */
  maxKeys?: number;
  now?: () => number;
}

/**
 * Per-key sliding window of request times, kept in memory (one backend process; a restart forgets
 * it, which errs on the client's side). Exact: a key gets `limit` requests in any `windowMs`.
 * Used for the answer limit (per student) and the sign-in limits (per IP, per IP + email).
 */
export class SlidingWindowLimiter {
  readonly limit: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  /** Oldest first; Map order is least recently used first (a touched key is re-inserted). */
  private readonly hits = new Map<string, number[]>();

  constructor(options: SlidingWindowLimiterOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs ?? 60_000;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Records a request for `key` if it is allowed; a refused one does not count. */
  tryAcquire(key: string): RateLimitDecision {
    const decision = this.check(key);
    if (decision.allowed) this.record(key);
    return decision;
  }

  /** Whether `key` may make a request now, without counting one (see `record`). */
  check(key: string): RateLimitDecision {
    const recent = this.recent(key);
    if (recent.length < this.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: recent[recent.length - this.limit]! + this.windowMs - this.now() };
  }

  /** Counts a request for `key` (after `check` allowed it, or when several limits must all agree). */
  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
  }

  /** The key's request times inside the window (older ones are dropped). */
  private recent(key: string): number[] {
    const times = this.hits.get(key);
    if (times === undefined) return [];
    const cutoff = this.now() - this.windowMs;
    let expired = 0;
    while (expired < times.length && times[expired]! <= cutoff) expired++;
    if (expired > 0) times.splice(0, expired);
    if (times.length === 0) this.hits.delete(key);
    return times;
  }
}

/** Seconds for a Retry-After header: whole seconds, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
