/**
 * The Wilson score interval for k successes in n trials (z = 1.96: 95 %). Unlike the normal
 * approximation it stays inside [0, 1] and is honest at 0 or n successes, which is where a safety
 * screen's recall and false-alarm rates live. Returns null when n is 0.
 */
export function wilson(k, n, z = 1.96) {
  if (!Number.isInteger(n) || n <= 0) return null;
  if (!Number.isInteger(k) || k < 0 || k > n)
    throw new RangeError(`wilson: k must be an integer in [0, ${n}], got ${k}`);
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}
