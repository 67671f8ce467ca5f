import { clientAddressKey } from '../common/rate-limit/client-address.js';
import { pleaseWait } from '../common/rate-limit/rate-limit.js';
import { bodyEmail, RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';

export function tooManyContactQueriesMessage(seconds: number): string {
  return `Too many messages from your network: ${pleaseWait(seconds)}`;
}

/**
 * Contact queries per client address per minute (CONTACT_RATE_LIMIT_PER_MINUTE, generous: a whole
 * school may share one address) and per email (CONTACT_RATE_LIMIT_PER_EMAIL in 10 minutes); with the honeypot field.
 */
export const ContactRateLimitGuard = RateLimitGuard({
  limits: [
    {
      name: 'contact-address',
      points: (config) => config.contactRateLimitPerMinute,
      whenRedisDown: 'open',
      key: (request) => clientAddressKey(request.ip),
    },
    {
      name: 'contact-email',
      points: (config) => config.contactRateLimitPerEmail,
      durationSeconds: 10 * 60,
      whenRedisDown: 'open',
      key: bodyEmail,
    },
  ],
  tooMany: tooManyContactQueriesMessage,
  event: () => ({ limit: 'contact-address' }),
});
