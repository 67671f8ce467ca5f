import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  mixin,
  type Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import {
  consumeAll,
  consumeAllNow,
  type RateLimit,
  type RateLimitDecision,
  type WhenRedisDown,
  throwIfRefused,
} from './rate-limit.js';
import { RateLimiterFactory } from './rate-limiter.factory.js';

/** The request a guard sees: after JwtAuthGuard it carries the signed-in account. */
export type GuardedRequest = FastifyRequest & { user?: { id: string } };

/** One counter of a guard: what it counts per (`key`; undefined: this request is not counted here). */
export interface GuardedLimit {
  name: string;
  points: (config: ResolvedConfig) => number;
  durationSeconds?: number;
  whenRedisDown: WhenRedisDown;
  key: (request: GuardedRequest) => string | undefined;
}

export interface RateLimitGuardSpec {
  limits: GuardedLimit[];
  /** The 429's message for a wait of `seconds`. */
  tooMany: (seconds: number) => string;
  /** The 503's message while a closed limit's Redis is down (the shared default otherwise). */
  unavailable?: string;
  /** The `limit.refused` security event's details (never a password, never a message's text). */
  event: (request: GuardedRequest) => Record<string, unknown>;
}

/**
 * The one rate-limit guard: every limit of the spec must allow the request, or none counts it (a
 * refused request counts nowhere); a refusal is a `limit.refused` security event and a 429 with
 * Retry-After (503 while a fail-closed limit cannot count). `@UseGuards(RateLimitGuard(SPEC))`.
 */
export function RateLimitGuard(spec: RateLimitGuardSpec): Type<CanActivate> {
  @Injectable()
  class SpecRateLimitGuard implements CanActivate {
    private readonly limits: [GuardedLimit, RateLimit][];

    constructor(
      @Inject(APP_CONFIG) config: ResolvedConfig,
      factory: RateLimiterFactory,
      private readonly events: SecurityEvents,
    ) {
      this.limits = spec.limits.map((limit) => [
        limit,
        factory.create({
          name: limit.name,
          points: limit.points(config),
          durationSeconds: limit.durationSeconds,
          whenRedisDown: limit.whenRedisDown,
        }),
      ]);
    }

    /** Without Redis every count answers at once: no promise of ours on the request's path. */
    canActivate(context: ExecutionContext): boolean | Promise<boolean> {
      const request = context.switchToHttp().getRequest<GuardedRequest>();
      const checks: [RateLimit, string][] = [];
      for (const [limit, counter] of this.limits) {
        const key = limit.key(request);
        if (key !== undefined) checks.push([counter, key]);
      }
      const now = consumeAllNow(checks);
      if (now !== undefined) return this.allowOrThrow(request, now);
      return consumeAll(checks).then((decision) => this.allowOrThrow(request, decision));
    }

    private allowOrThrow(request: GuardedRequest, decision: RateLimitDecision): true {
      if (!decision.allowed) this.events.record('limit.refused', spec.event(request));
      throwIfRefused(decision, spec.tooMany, spec.unavailable);
      return true;
    }
  }
  return mixin(SpecRateLimitGuard);
}

/** The email of a request's raw body (guards run before validation), normalised, or undefined. */
export function bodyEmail(request: GuardedRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : undefined;
}
