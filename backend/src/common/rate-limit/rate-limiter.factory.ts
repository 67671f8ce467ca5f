import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { MemoryWindow } from './memory-window.js';
import { REDIS_CLIENT } from '../../redis/redis.constants.js';
import { RateLimit, type RateLimitOptions } from './rate-limit.js';

const NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The one way to make a rate limit. Without Redis (REDIS_URL unset) every limit counts in this
 * process's memory. With REDIS_CLIENT every limit counts in Redis, shared by all replicas, and
 * while Redis is down applies its `whenRedisDown` policy (see WhenRedisDown).
 *
 * ```ts
 * constructor(limits: RateLimiterFactory) {
 *   this.perStudent = limits.create({ name: 'answers-student', points: 20, whenRedisDown: 'open' });
 * }
 * throwIfRefused(await this.perStudent.consume(userId), (s) => `Please wait ${s} seconds`);
 * ```
 */
@Injectable()
export class RateLimiterFactory {
  private readonly limits = new Map<string, { options: string; limit: RateLimit }>();

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  /** Whether limits are shared through Redis (several replicas) or kept in this process. */
  get shared(): boolean {
    return this.redis !== null;
  }

  /**
   * The limit of that name: made on the first call, the same object for the same options later
   * (Nest may build a guard more than once); other options under a taken name throw, since two
   * limits with one name would share their counters in Redis.
   */
  create(options: RateLimitOptions): RateLimit {
    const signature = JSON.stringify({ ...options, durationSeconds: options.durationSeconds ?? 60 });
    const known = this.limits.get(options.name);
    if (known?.options === signature) return known.limit;
    if (known) throw new Error(`Rate limit "${options.name}" is already defined with other options`);
    const limit = this.make(options);
    this.limits.set(options.name, { options: signature, limit });
    return limit;
  }

  private make(options: RateLimitOptions): RateLimit {
    if (!NAME.test(options.name))
      throw new Error(`Rate limit name "${options.name}" must be lowercase, digits and dashes`);
    const duration = options.durationSeconds ?? 60;
    if (this.redis === null)
      return new RateLimit(options.name, options.points, undefined, new MemoryWindow(duration));
    const settings = { keyPrefix: `rl:${options.name}`, points: options.points, duration };
    // rejectIfRedisNotReady: while ioredis reconnects, fail at once instead of waiting for a socket.
    const store = new RateLimiterRedis({ ...settings, storeClient: this.redis, rejectIfRedisNotReady: true });
    const fallback = options.whenRedisDown === 'open' ? new MemoryWindow(duration) : undefined;
    return new RateLimit(options.name, options.points, store, fallback);
  }
}

/** RateLimiterFactory everywhere (it needs only the global REDIS_CLIENT). */
@Global()
@Module({ providers: [RateLimiterFactory], exports: [RateLimiterFactory] })
export class RateLimitModule {}
