import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '../common/rate-limit/client-address.js';
import { consumeAll, pleaseWait, type RateLimit, throwIfRefused } from '../common/rate-limit/rate-limit.js';
import { RateLimiterFactory } from '../common/rate-limit/rate-limiter.factory.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { SecurityEvents } from '../security-events/security-events.service.js';

/** The message of a refused sign-in, sign-up or Google sign-in attempt (429, with Retry-After). */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts: ${pleaseWait(seconds)}`;
}

/** 503 while Redis (shared limits) is down: sign-in fails closed rather than go unlimited. */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is briefly unavailable; please try again in a moment';

/**
 * Brute-force protection of /auth/login, /auth/createuser and /auth/google (one budget for the
 * three): per client address (request.ip, see TRUST_PROXY) and per address + email, so one client
 * cannot try many passwords on an account nor many accounts. Counted per attempt, whatever its
 * outcome (each one costs a bcrypt hash). Not per email alone: anyone could then lock a student out.
 * Runs before validation, so the email is read from the raw body when it is a string.
 * With Redis the counts are shared by every replica; while Redis is down sign-in fails closed
 * (503 with Retry-After): guessing passwords unlimited across replicas is worse than a short outage.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly perIp: RateLimit;
  private readonly perIpAndEmail: RateLimit;

  constructor(
    @Inject(APP_CONFIG) config: ResolvedConfig,
    limits: RateLimiterFactory,
    private readonly events: SecurityEvents,
  ) {
    this.perIp = limits.create({
      name: 'sign-in-ip',
      points: config.authRateLimit.perIpPerMinute,
      whenRedisDown: 'closed',
    });
    this.perIpAndEmail = limits.create({
      name: 'sign-in-ip-email',
      points: config.authRateLimit.perIpAndEmailPerMinute,
      whenRedisDown: 'closed',
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const address = clientAddressKey(request.ip);
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    const checks: [RateLimit, string][] = [[this.perIp, address]];
    if (typeof email === 'string')
      checks.push([this.perIpAndEmail, `${address} ${email.trim().toLowerCase().slice(0, 320)}`]);
    // Every limit must allow the attempt, or none counts it (a refused attempt counts nowhere).
    const decision = await consumeAll(checks);
    if (!decision.allowed)
      this.events.record('limit.refused', {
        limit: 'sign-in-address',
        ...(typeof email === 'string' ? { email } : {}),
      });
    throwIfRefused(decision, tooManyAttemptsMessage, SIGN_IN_UNAVAILABLE);
    return true;
  }
}
