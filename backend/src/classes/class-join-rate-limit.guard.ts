import { clientAddressKey } from '../common/rate-limit/client-address.js';
import { pleaseWait } from '../common/rate-limit/rate-limit.js';
import { RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';

/** Join tries per student in 10 minutes: a few typos, never a search of the codes. */
export const CLASS_JOIN_TRIES_PER_STUDENT = 10;
/** Join tries per client address in an hour: a whole school may share one address. */
export const CLASS_JOIN_TRIES_PER_ADDRESS = 300;

export function tooManyJoinTriesMessage(seconds: number): string {
  return `Too many tries with join codes: ${pleaseWait(seconds)}, or ask your teacher for the code`;
}

/**
 * POST /classes/join: join codes cannot be guessed (31^8 codes; 10 tries per student per 10
 * minutes, 300 per address per hour). Every try counts, the right ones too (the guard runs before
 * the lookup). Runs after JwtAuthGuard: the student is request.user. While Redis is down each
 * replica counts on its own (degraded, not unlimited): joining is not worth an outage.
 */
export const ClassJoinRateLimitGuard = RateLimitGuard({
  limits: [
    {
      name: 'class-join-student',
      points: () => CLASS_JOIN_TRIES_PER_STUDENT,
      durationSeconds: 10 * 60,
      whenRedisDown: 'open',
      key: (request) => request.user?.id,
    },
    {
      name: 'class-join-address',
      points: () => CLASS_JOIN_TRIES_PER_ADDRESS,
      durationSeconds: 60 * 60,
      whenRedisDown: 'open',
      key: (request) => clientAddressKey(request.ip),
    },
  ],
  tooMany: tooManyJoinTriesMessage,
  event: (request) => ({ limit: 'class-join', ...(request.user ? { userId: request.user.id } : {}) }),
});
