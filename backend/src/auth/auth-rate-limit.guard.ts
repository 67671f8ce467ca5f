import { clientAddressKey } from '../common/rate-limit/client-address.js';
import { pleaseWait } from '../common/rate-limit/rate-limit.js';
import { bodyEmail, RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';

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
export const AuthRateLimitGuard = RateLimitGuard({
  limits: [
    {
      name: 'sign-in-ip',
      points: (config) => config.authRateLimit.perIpPerMinute,
      whenRedisDown: 'closed',
      key: (request) => clientAddressKey(request.ip),
    },
    {
      name: 'sign-in-ip-email',
      points: (config) => config.authRateLimit.perIpAndEmailPerMinute,
      whenRedisDown: 'closed',
      key: (request) => {
        const email = bodyEmail(request);
        return email === undefined ? undefined : `${clientAddressKey(request.ip)} ${email}`;
      },
    },
  ],
  tooMany: tooManyAttemptsMessage,
  unavailable: SIGN_IN_UNAVAILABLE,
  event: (request) => {
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    return { limit: 'sign-in-address', ...(typeof email === 'string' ? { email } : {}) };
  },
});
