import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '../common/rate-limit/client-address.js';
import { retryAfterSeconds, SlidingWindowLimiter } from '../common/rate-limit/sliding-window-limiter.js';
import { TooManyRequestsException } from '../common/rate-limit/too-many-requests.exception.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';

/** The message of a refused sign-in, sign-up or Google sign-in attempt (429, with Retry-After). */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts: please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again`;
}

/**
 * Brute-force protection of /auth/login, /auth/createuser and /auth/google (one budget for the
 * three): per client address (request.ip, see TRUST_PROXY) and per address + email, so one client
 * cannot try many passwords on an account nor many accounts. Counted per attempt, whatever its
 * outcome (each one costs a bcrypt hash). Not per email alone: anyone could then lock a student out.
 * Runs before validation, so the email is read from the raw body when it is a string.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly perIp: SlidingWindowLimiter;
  private readonly perIpAndEmail: SlidingWindowLimiter;

  constructor(@Inject(APP_CONFIG) config: ResolvedConfig) {
    this.perIp = new SlidingWindowLimiter({ limit: config.authRateLimit.perIpPerMinute });
    this.perIpAndEmail = new SlidingWindowLimiter({ limit: config.authRateLimit.perIpAndEmailPerMinute });
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const address = clientAddressKey(request.ip);
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    const keys: [SlidingWindowLimiter, string][] = [[this.perIp, address]];
    if (typeof email === 'string')
      keys.push([this.perIpAndEmail, `${address} ${email.trim().toLowerCase().slice(0, 320)}`]);

    // Every limit must allow the attempt before any counts it (a refused attempt counts nowhere).
    let retryAfterMs: number | undefined;
    for (const [limiter, key] of keys) {
      const decision = limiter.check(key);
      if (!decision.allowed) retryAfterMs = Math.max(retryAfterMs ?? 0, decision.retryAfterMs);
    }
    if (retryAfterMs !== undefined) {
      const seconds = retryAfterSeconds(retryAfterMs);
      throw new TooManyRequestsException(tooManyAttemptsMessage(seconds), seconds);
    }
    for (const [limiter, key] of keys) limiter.record(key);
    return true;
  }
}
