import { pleaseWait } from '../../common/rate-limit/rate-limit.js';
import { RateLimitGuard } from '../../common/rate-limit/rate-limit.guard.js';

/** A student's own exports per hour: checking twice passes; a script reading everything again and again does not. */
export const OWN_DATA_EXPORTS_PER_HOUR = 5;
/** An admin's exports of students per hour: a morning of parents' requests passes. */
export const ADMIN_DATA_EXPORTS_PER_HOUR = 30;

export function tooManyExportsMessage(seconds: number): string {
  return `You downloaded data several times already: ${pleaseWait(seconds)}`;
}

/**
 * Exports per signed-in account per hour (an export reads every row of a student). Runs after the
 * sign-in guard; every request counts. While Redis is down each replica counts on its own.
 */
const exportsPerAccount = (name: string, perHour: number) =>
  RateLimitGuard({
    limits: [
      {
        name,
        points: () => perHour,
        durationSeconds: 60 * 60,
        whenRedisDown: 'open',
        key: (request) => request.user?.id,
      },
    ],
    tooMany: tooManyExportsMessage,
    event: (request) => ({ limit: name, ...(request.user ? { userId: request.user.id } : {}) }),
  });

/** GET /me/data-export. */
export const OwnDataExportRateLimitGuard = exportsPerAccount('data-export-own', OWN_DATA_EXPORTS_PER_HOUR);
/** GET /admin/students/:id/data-export, per admin. */
export const AdminDataExportRateLimitGuard = exportsPerAccount('data-export-admin', ADMIN_DATA_EXPORTS_PER_HOUR);
