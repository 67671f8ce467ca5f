import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../common/rate-limit/client-address.js';
import { consumeAll, type RateLimit, throwIfRefused } from '../../common/rate-limit/rate-limit.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limiter.factory.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';

const WINDOW_SECONDS = 15 * 60;
/** Reset emails per address in 15 minutes (counted for unknown emails too: no enumeration). */
const PER_EMAIL = 3;
/** Requests per client address in 15 minutes: a class may share one address. */
const PER_ADDRESS = 30;

export function tooManyResetRequestsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many reset requests: please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`;
}

/** POST /auth/forgot-password: per email (nobody floods a student's inbox) and per client address. */
@Injectable()
export class ForgotPasswordRateLimitGuard implements CanActivate {
  private readonly perEmail: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(
    limits: RateLimiterFactory,
    private readonly events: SecurityEvents,
  ) {
    const window = { durationSeconds: WINDOW_SECONDS, whenRedisDown: 'closed' } as const;
    this.perEmail = limits.create({ name: 'reset-email', points: PER_EMAIL, ...window });
    this.perAddress = limits.create({ name: 'reset-address', points: PER_ADDRESS, ...window });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    const checks: [RateLimit, string][] = [[this.perAddress, clientAddressKey(request.ip)]];
    if (typeof email === 'string') checks.push([this.perEmail, email.trim().toLowerCase().slice(0, 320)]);
    const decision = await consumeAll(checks);
    if (!decision.allowed) this.events.record('limit.refused', { limit: 'password-reset' });
    throwIfRefused(decision, tooManyResetRequestsMessage);
    return true;
  }
}
