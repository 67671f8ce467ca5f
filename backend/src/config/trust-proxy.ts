import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Fastify's `trustProxy`: which peers may tell the client's address in X-Forwarded-For. Behind the
 * gateway the socket's peer is the gateway, so without trusting it every client would look like one
 * address (one shared rate limit, useless logs); trusting everyone would let any client pick its own.
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's named ranges (127.0.0.0/8 and ::1; 169.254/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry) || isIP(entry) !== 0) return true;
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || address === undefined || prefix === undefined || !/^\d{1,3}$/.test(prefix))
    return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (no proxy: the socket's peer is the client), `true` (any peer: only when
 * nothing but the gateway can reach the backend), a hop count, or a comma-separated list of
 * addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. Unset: loopback (the
 * local gateway of `npm start`, applied by the config).
 */
export const trustProxySchema = z.string().transform((raw, context): TrustProxy => {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: 'custom',
    message: `must be true, false, a hop count, or addresses / CIDR ranges / loopback, linklocal, uniquelocal separated by commas (got "${raw}")`,
  });
  return z.NEVER;
});
