import { clientAddressKey } from '../common/rate-limit/client-address.js';
import { pleaseWait } from '../common/rate-limit/rate-limit.js';
import { RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';

export function tooManyContactQueriesMessage(seconds: number): string {
  return `Too many messages from your network: ${pleaseWait(seconds)}`;
}

/** Contact queries per client address per minute (CONTACT_RATE_LIMIT_PER_MINUTE): anyone may write. */
export const ContactRateLimitGuard = RateLimitGuard({
  limits: [
    {
      name: 'contact-address',
      points: (config) => config.contactRateLimitPerMinute,
      whenRedisDown: 'open',
      key: (request) => clientAddressKey(request.ip),
    },
  ],
  tooMany: tooManyContactQueriesMessage,
  event: () => ({ limit: 'contact-address' }),
});
