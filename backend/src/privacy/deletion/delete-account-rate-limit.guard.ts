import { pleaseWait } from '../../common/rate-limit/rate-limit.js';
import { RateLimitGuard } from '../../common/rate-limit/rate-limit.guard.js';

/** Tries of DELETE /me per account in 10 minutes: a few mistyped passwords, never a guessing run with a stolen token. */
export const DELETE_ACCOUNT_TRIES = 10;

export function tooManyDeleteTriesMessage(seconds: number): string {
  return `Too many tries to delete your account: ${pleaseWait(seconds)}`;
}

/** DELETE /me per signed-in account (runs after the sign-in guard; every try counts). */
export const DeleteAccountRateLimitGuard = RateLimitGuard({
  limits: [
    {
      name: 'delete-account-tries',
      points: () => DELETE_ACCOUNT_TRIES,
      durationSeconds: 10 * 60,
      whenRedisDown: 'open',
      key: (request) => request.user?.id,
    },
  ],
  tooMany: tooManyDeleteTriesMessage,
  event: (request) => ({ limit: 'delete-account-tries', ...(request.user ? { userId: request.user.id } : {}) }),
});
