import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { MemoryWindow } from './memory-window.js';
import { retryAfterSeconds, ServiceUnavailableException } from '../retry-later.exception.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

/**
 * What a limit does while Redis cannot be reached: `open` counts in this replica's memory instead
 * (each replica then allows the limit on its own: degraded, not unlimited); `closed` refuses every
 * request with 503 until Redis is back. Without REDIS_URL there is nothing to lose: memory only.
 */
export type WhenRedisDown = 'open' | 'closed';

export interface RateLimitOptions {
  /** Unique name of the limit, part of its Redis keys (`rl:<name>:<key>`): lowercase, digits, dashes. */
  name: string;
  /** Requests allowed per key in one window. */
  points: number;
  /** Window length; the window of a key starts at its first request (default 60). */
  durationSeconds?: number;
  whenRedisDown: WhenRedisDown;
}

/** Whether a request may go ahead; when not, why (`limited`: 429, `unavailable`: 503) and for how long. */
export type RateLimitDecision =
  { allowed: true } | { allowed: false; reason: 'limited' | 'unavailable'; retryAfterMs: number };

/** One counted request, with the way to take it back (it went to Redis or to this process's count). */
export interface RateLimitAttempt {
  decision: RateLimitDecision;
  /** Gives the point back (best effort): for a request another limit refused. */
  undo(): void | Promise<void>;
}

/** Retry-After of a request refused because a fail-closed limit could not reach Redis. */
export const STORE_DOWN_RETRY_AFTER_MS = 5_000;
export const LIMITS_UNAVAILABLE = 'This service is briefly unavailable; please try again in a moment';

const ALLOWED: RateLimitDecision = { allowed: true };
const UNAVAILABLE: RateLimitAttempt = {
  decision: { allowed: false, reason: 'unavailable', retryAfterMs: STORE_DOWN_RETRY_AFTER_MS },
  undo: () => undefined,
};

/**
 * A fixed-window counter per key: in Redis through rate-limiter-flexible (one atomic Lua INCR +
 * PEXPIRE per request, so every replica shares the count), or in this process's memory
 * (MemoryWindow, answered without a promise). Built by RateLimiterFactory, which picks the store.
 */
export class RateLimit {
  constructor(
    readonly name: string,
    readonly points: number,
    /** Redis, shared by every replica; undefined: this process counts alone. */
    private readonly shared: RateLimiterAbstract | undefined,
    /** This process's count: the only one without Redis, else the one used while Redis fails
     * (WhenRedisDown 'open'); undefined with Redis: refuse while it fails. */
    private readonly local: MemoryWindow | undefined,
    private readonly onStoreError: (error: unknown) => void = () => undefined,
  ) {}

  /** Whether this limit counts in this process only, so attemptNow answers. */
  get countsLocally(): boolean {
    return this.shared === undefined && this.local !== undefined;
  }

  /** Counts a request for `key` at once when the limit counts in this process; else undefined. */
  attemptNow(key: string): RateLimitAttempt | undefined {
    return this.countsLocally ? this.countLocally(key) : undefined;
  }

  /** Counts a request for `key` and says whether it may go ahead. */
  async consume(key: string): Promise<RateLimitDecision> {
    return (await this.attempt(key)).decision;
  }

  /** Counts a request for `key`; a refused one is counted too (use consumeAll to not count it). */
  async attempt(key: string): Promise<RateLimitAttempt> {
    const shared = this.shared;
    if (shared === undefined) return this.countLocally(key);
    const undo = () => shared.reward(key).then(noop, this.onStoreError);
    try {
      await shared.consume(key);
      return { decision: ALLOWED, undo };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { decision: limited(error.msBeforeNext), undo };
      this.onStoreError(error);
      return this.local ? this.countLocally(key) : UNAVAILABLE;
    }
  }

  /**
   * Whether `key` is already over the limit, without counting anything (a limit that counts only
   * failures checks first and counts after). While the shared store is down: its WhenRedisDown.
   */
  async peek(key: string): Promise<RateLimitDecision> {
    if (this.shared !== undefined) {
      try {
        const result = await this.shared.get(key);
        if (result === null) return ALLOWED;
        return this.decisionOf(result.consumedPoints, result.msBeforeNext, this.points);
      } catch (error) {
        this.onStoreError(error);
      }
    }
    if (this.local === undefined) return UNAVAILABLE.decision;
    const count = this.local.get(key);
    return count === undefined ? ALLOWED : this.decisionOf(count.consumed, count.msBeforeNext, this.points);
  }

  /** Forgets the count of `key` (e.g. a successful login clears the failed ones); best effort. */
  async reset(key: string): Promise<void> {
    await this.shared?.delete(key).catch((error: unknown) => this.onStoreError(error));
    this.local?.delete(key);
  }

  private countLocally(key: string): RateLimitAttempt {
    const local = this.local!;
    const count = local.add(key);
    return {
      decision: this.decisionOf(count.consumed, count.msBeforeNext, this.points + 1),
      undo: () => local.refund(key),
    };
  }

  /** Refused from `refusedAt` points on: a count after this request, a peek before it. */
  private decisionOf(consumed: number, msBeforeNext: number, refusedAt: number): RateLimitDecision {
    return consumed >= refusedAt ? limited(msBeforeNext) : ALLOWED;
  }
}

function noop(): void {}

function limited(msBeforeNext: number): RateLimitDecision {
  return { allowed: false, reason: 'limited', retryAfterMs: Math.max(1, msBeforeNext) };
}

/**
 * Counts one request against several limits that must all allow it; if any refuses, the others
 * give their point back, so a refused request counts nowhere. Each count is atomic on its own
 * (two replicas never both get the last point); the refund is best effort.
 */
export async function consumeAll(
  checks: ReadonlyArray<readonly [RateLimit, string]>,
): Promise<RateLimitDecision> {
  const now = consumeAllNow(checks);
  if (now !== undefined) return now;
  const attempts = await Promise.all(checks.map(([limit, key]) => limit.attempt(key)));
  const decision = combined(attempts);
  if (!decision.allowed) await Promise.all(attempts.map((attempt) => attempt.undo()));
  return decision;
}

/**
 * consumeAll answered at once when every limit counts in this process (no Redis): no promise on
 * the busiest calls' path (decision 0015); undefined when one of them counts in Redis.
 */
export function consumeAllNow(
  checks: ReadonlyArray<readonly [RateLimit, string]>,
): RateLimitDecision | undefined {
  if (checks.length === 0) return ALLOWED;
  for (const [limit] of checks) if (!limit.countsLocally) return undefined;
  const attempts = checks.map(([limit, key]) => limit.attemptNow(key)!);
  const decision = combined(attempts);
  if (!decision.allowed) for (const attempt of attempts) void attempt.undo();
  return decision;
}

/** Allowed when every attempt is; else the refusal that decides (unavailable first), with its longest wait. */
function combined(attempts: readonly RateLimitAttempt[]): RateLimitDecision {
  let refusal: Extract<RateLimitDecision, { allowed: false }> | undefined;
  for (const { decision } of attempts) {
    if (decision.allowed) continue;
    if (
      refusal === undefined ||
      (decision.reason === 'unavailable' && refusal.reason === 'limited') ||
      (decision.reason === refusal.reason && decision.retryAfterMs > refusal.retryAfterMs)
    )
      refusal = decision;
  }
  return refusal ?? ALLOWED;
}

/**
 * The end every limit's 429 message shares: "please wait 12 seconds and try again", in minutes
 * (rounded up) from two minutes on ("please wait 10 minutes", not 600 seconds).
 */
export function pleaseWait(seconds: number): string {
  if (seconds < 120) return `please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again`;
  return `please wait ${Math.ceil(seconds / 60)} minutes and try again`;
}

/**
 * Throws the refusal of a decision: 429 with `tooManyMessage(seconds)` when over the limit, 503
 * (`unavailableMessage`) when a fail-closed limit cannot reach Redis; both with Retry-After.
 */
export function throwIfRefused(
  decision: RateLimitDecision,
  tooManyMessage: (seconds: number) => string,
  unavailableMessage = LIMITS_UNAVAILABLE,
): void {
  if (decision.allowed) return;
  const seconds = retryAfterSeconds(decision.retryAfterMs);
  if (decision.reason === 'unavailable') throw new ServiceUnavailableException(unavailableMessage, seconds);
  throw new TooManyRequestsException(tooManyMessage(seconds), seconds);
}
