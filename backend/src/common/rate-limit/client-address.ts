import { isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address. IPv6 clients usually hold a whole /64 (2^64 addresses),
 * so they are counted by that prefix; IPv4 (and IPv4-mapped IPv6) by the address.
 */
export function clientAddressKey(ip: string): string {
  // No colon, no IPv6: the common case answers without isIPv6's expression (about 1 µs a request).
  if (!ip.includes(':') || !isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
