import { pleaseWait } from '../../common/rate-limit/rate-limit.js';
import { RateLimitGuard } from '../../common/rate-limit/rate-limit.guard.js';

/** Data exports per account per hour: a student checking twice passes; a script reading everything again and again does not. */
export const DATA_EXPORTS_PER_HOUR = 5;

export function tooManyExportsMessage(seconds: number): string {
  return `You downloaded your data several times already: ${pleaseWait(seconds)}`;
}

/**
 * GET /me/data-export and the admins' export of a student, per signed-in account (an export reads
 * every row of a student). Runs after the sign-in guard. While Redis is down each replica counts
 * on its own.
 */
export const DataExportRateLimitGuard = RateLimitGuard({
  limits: [
    {
      name: 'data-export-account',
      points: () => DATA_EXPORTS_PER_HOUR,
      durationSeconds: 60 * 60,
      whenRedisDown: 'open',
      key: (request) => request.user?.id,
    },
  ],
  tooMany: tooManyExportsMessage,
  event: (request) => ({ limit: 'data-export-account', ...(request.user ? { userId: request.user.id } : {}) }),
});
