import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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

/** One counted request, with the way to take it back (it went to Redis or to the memory fallback). */
export interface RateLimitAttempt {
  decision: RateLimitDecision;
  /** Gives the point back (best effort): for a request another limit refused. */
  undo(): Promise<void>;
}

/** Retry-After of a request refused because a fail-closed limit could not reach Redis. */
export const STORE_DOWN_RETRY_AFTER_MS = 5_000;
export const LIMITS_UNAVAILABLE = 'This service is briefly unavailable; please try again in a moment';

const ALLOWED: RateLimitDecision = { allowed: true };
const nothingToUndo = async (): Promise<void> => undefined;

/**
 * A fixed-window counter per key on rate-limiter-flexible: in memory (one process) or in Redis
 * (one atomic Lua INCR + PEXPIRE per request, so every replica shares the count). Built by
 * RateLimiterFactory, which picks the store.
 */
export class RateLimit {
  constructor(
    readonly name: string,
    readonly points: number,
    private readonly store: RateLimiterAbstract,
    /** Memory counter used while the shared store fails (WhenRedisDown 'open'); none: refuse. */
    private readonly fallback: RateLimiterMemory | undefined,
    private readonly onStoreError: (error: unknown) => void = () => undefined,
  ) {}

  /** Counts a request for `key` and says whether it may go ahead. */
  async consume(key: string): Promise<RateLimitDecision> {
    return (await this.attempt(key)).decision;
  }

  /** Counts a request for `key`; a refused one is counted too (use consumeAll to not count it). */
  async attempt(key: string): Promise<RateLimitAttempt> {
    try {
      await this.store.consume(key);
      return { decision: ALLOWED, undo: () => this.undo(this.store, key) };
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { decision: limited(error), undo: () => this.undo(this.store, key) };
      this.onStoreError(error);
      if (this.fallback === undefined)
        return {
          decision: { allowed: false, reason: 'unavailable', retryAfterMs: STORE_DOWN_RETRY_AFTER_MS },
          undo: nothingToUndo,
        };
      return this.attemptIn(this.fallback, key);
    }
  }

  /**
   * Whether `key` is already over the limit, without counting anything (a limit that counts only
   * failures checks first and counts after). While the shared store is down: its WhenRedisDown.
   */
  async peek(key: string): Promise<RateLimitDecision> {
    try {
      return this.decisionOf(await this.store.get(key));
    } catch (error) {
      this.onStoreError(error);
      if (this.fallback === undefined)
        return { allowed: false, reason: 'unavailable', retryAfterMs: STORE_DOWN_RETRY_AFTER_MS };
      return this.decisionOf(await this.fallback.get(key));
    }
  }

  private decisionOf(result: RateLimiterRes | null): RateLimitDecision {
    return result !== null && result.consumedPoints >= this.points ? limited(result) : ALLOWED;
  }

  /** Forgets the count of `key` (e.g. a successful login clears the failed ones); best effort. */
  async reset(key: string): Promise<void> {
    await this.store.delete(key).catch((error: unknown) => this.onStoreError(error));
    await this.fallback?.delete(key);
  }

  private async attemptIn(limiter: RateLimiterAbstract, key: string): Promise<RateLimitAttempt> {
    const undo = () => this.undo(limiter, key);
    try {
      await limiter.consume(key);
      return { decision: ALLOWED, undo };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { decision: limited(error), undo };
      throw error;
    }
  }

  private async undo(limiter: RateLimiterAbstract, key: string): Promise<void> {
    await limiter.reward(key).catch((error: unknown) => this.onStoreError(error));
  }
}

function limited(result: RateLimiterRes): RateLimitDecision {
  return { allowed: false, reason: 'limited', retryAfterMs: Math.max(1, result.msBeforeNext) };
}

/**
 * Counts one request against several limits that must all allow it; if any refuses, the others
 * give their point back, so a refused request counts nowhere. Each count is atomic on its own
 * (two replicas never both get the last point); the refund is best effort.
 */
export async function consumeAll(
  checks: ReadonlyArray<readonly [RateLimit, string]>,
): Promise<RateLimitDecision> {
  if (checks.length === 0) return ALLOWED;
  if (checks.length === 1) {
    // One limit (most guards): no Promise.all, no arrays per request.
    const [limit, key] = checks[0]!;
    const attempt = await limit.attempt(key);
    if (!attempt.decision.allowed) await attempt.undo();
    return attempt.decision;
  }
  const attempts = await Promise.all(checks.map(([limit, key]) => limit.attempt(key)));
  const refusals = attempts.flatMap(({ decision }) => (decision.allowed ? [] : [decision]));
  if (refusals.length === 0) return ALLOWED;
  await Promise.all(attempts.map((attempt) => attempt.undo()));
  const reason = refusals.some((refusal) => refusal.reason === 'unavailable') ? 'unavailable' : 'limited';
  const retryAfterMs = Math.max(...refusals.filter((r) => r.reason === reason).map((r) => r.retryAfterMs));
  return { allowed: false, reason, retryAfterMs };
}

/** The end every limit's 429 message shares: "please wait 12 seconds and try again". */
export function pleaseWait(seconds: number): string {
  return `please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again`;
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
