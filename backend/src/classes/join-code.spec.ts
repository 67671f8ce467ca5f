import { JOIN_CODE_ALPHABET, newJoinCode, normalizeJoinCode } from './join-code.js';

describe('join codes', () => {
  it('the alphabet has no look-alikes and no repeats', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(JOIN_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
    expect(JOIN_CODE_ALPHABET).toHaveLength(31);
  });

  it('a new code is 8 symbols of the alphabet, and codes differ', () => {
    const codes = Array.from({ length: 2000 }, newJoinCode);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every symbol turns up (2000 codes, 16000 symbols): the whole alphabet is used.
    expect(new Set(codes.join('')).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('normalises what a student types: case, spaces, dashes', () => {
    expect(normalizeJoinCode('abcd-efgh')).toBe('ABCDEFGH');
    expect(normalizeJoinCode('  AbCd EfGh \n')).toBe('ABCDEFGH');
    expect(normalizeJoinCode('k7m2-p9qz')).toBe('K7M2P9QZ');
  });

  it('refuses what cannot be a code without a lookup', () => {
    expect(normalizeJoinCode('')).toBeUndefined();
    expect(normalizeJoinCode('ABCDEFG')).toBeUndefined();
    expect(normalizeJoinCode('ABCDEFGHJ')).toBeUndefined();
    expect(normalizeJoinCode('ABCDEFG0')).toBeUndefined();
    expect(normalizeJoinCode('ABCDEFGI')).toBeUndefined();
    expect(normalizeJoinCode('ABCD_EFG')).toBeUndefined();
    expect(normalizeJoinCode('ABCDÉFGH')).toBeUndefined();
  });
});
