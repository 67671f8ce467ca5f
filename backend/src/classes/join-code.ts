import { randomInt } from 'node:crypto';

/** Upper-case letters and digits without look-alikes: no 0/O, 1/I/L. 31 symbols. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

/** A new join code: 8 symbols, each from a cryptographic source (31^8, about 8.5e11 codes). */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * A code as a student typed it, in the stored form: trimmed, upper case, without spaces and
 * dashes (a code may be shown as `ABCD-EFGH`), or undefined when it cannot be a code at all (no
 * lookup is needed to refuse it). Look-alikes are not mapped: an O typed for a 0 cannot happen,
 * the alphabet has neither.
 */
export function normalizeJoinCode(input: string): string | undefined {
  const code = input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  if (code.length !== JOIN_CODE_LENGTH) return undefined;
  for (const symbol of code) if (!JOIN_CODE_ALPHABET.includes(symbol)) return undefined;
  return code;
}
