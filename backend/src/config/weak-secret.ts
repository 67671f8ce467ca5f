/**
 * Example values found in docs, templates and tutorials. A secret containing one was copied, not
 * generated (compared without case, dashes or underscores).
 */
const EXAMPLE_VALUES = [
  'changeme',
  'example',
  'yoursecret',
  'jwtsecret',
  'secretkey',
  'replaceme',
  'placeholder',
  'password',
];

/**
 * Why a JWT_SECRET is obviously weak, or undefined when it is not: few distinct characters
 * (`aaaa…`, `abab…`), mostly runs of repeated or consecutive characters (`0123456789abcdef…`,
 * `zyxw…`), or a known example value. Not a proof of randomness: it catches the values people
 * type by hand instead of `openssl rand -hex 32`.
 */
export function weakSecretReason(secret: string): string | undefined {
  const characters = Array.from(secret);
  if (new Set(characters).size < 10) return 'has too few different characters';
  let steps = 0;
  for (let i = 1; i < characters.length; i++) {
    const difference = characters[i]!.codePointAt(0)! - characters[i - 1]!.codePointAt(0)!;
    if (Math.abs(difference) <= 1) steps++;
  }
  if (steps * 2 > characters.length - 1) return 'is mostly repeated or sequential characters';
  const folded = secret.toLowerCase().replace(/[-_\s]/g, '');
  if (EXAMPLE_VALUES.some((example) => folded.includes(example))) return 'looks like an example value';
  return undefined;
}
