/**
 * Calls `renew` every third of `leaseMs` (at least every 100 ms) until stopped: a replica keeps
 * the Redis leases it holds (answer claims, open answer streams) alive, and a replica that dies
 * stops renewing, so its leases end within one lease.
 */
export function startLeaseRenewal(leaseMs: number, renew: () => Promise<void>): () => void {
  const timer = setInterval(() => void renew(), Math.max(100, Math.floor(leaseMs / 3)));
  timer.unref();
  return () => clearInterval(timer);
}
