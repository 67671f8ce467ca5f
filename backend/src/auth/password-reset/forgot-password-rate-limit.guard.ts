import { clientAddressKey } from '../../common/rate-limit/client-address.js';
import { bodyEmail, RateLimitGuard } from '../../common/rate-limit/rate-limit.guard.js';

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
export const ForgotPasswordRateLimitGuard = RateLimitGuard({
  limits: [
    {
      name: 'reset-address',
      points: () => PER_ADDRESS,
      durationSeconds: WINDOW_SECONDS,
      whenRedisDown: 'closed',
      key: (request) => clientAddressKey(request.ip),
    },
    {
      name: 'reset-email',
      points: () => PER_EMAIL,
      durationSeconds: WINDOW_SECONDS,
      whenRedisDown: 'closed',
      key: bodyEmail,
    },
  ],
  tooMany: tooManyResetRequestsMessage,
  event: () => ({ limit: 'password-reset' }),
});
