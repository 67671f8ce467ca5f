import { normaliseText } from './normalise.js';

describe('normaliseText (the offline first screen)', () => {
  it.each([
    ['I WANT TO DIE', 'i want to die'],
    ['i w4nt t0 d1e', 'i want to die'],
    ['$uicidal', 'suicidal'],
    ['k1ll mys3lf', 'kill myself'],
    ['k i l l m y s e l f', 'kill myself'],
    ['k.m.s', 'kill myself'],
    ['K-M-S', 'kill myself'],
    ['I.WANT.TO.DIE', 'i want to die'],
    ['soooo saaaad', 'so sad'],
    ['i wanna diiiieeee', 'i want to die'],
    ["i'm gonna", 'i am going to'],
    ["i don't wanna", 'i do not want to'],
    ['i cant', 'i cannot'],
    ['kms', 'kill myself'],
    ['kys', 'kill yourself'],
    ['thinking about sewer slide', 'thinking about suicide'],
    ['i want to unalive myself', 'i want to kill myself'],
    ['i wanna unalive', 'i want to kill myself'],
    ['unalive him', 'kill him'],
    ['self-harm', 'selfharm'],
    ['self harming', 'selfharm'],
    ['my step dad', 'my stepdad'],
    ['my mom', 'my mum'],
    ['sucidal', 'suicidal'],
    ['i od\u2019d', 'i overdosed'],
    ['f*ck', 'fuck'],
    ['k\u0456ll m\u0443self', 'kill myself'], // Cyrillic look-alikes read as Latin letters
    ['su\u0456c\u0456de', 'suicide'],
    ['caf\u00e9 na\u00efve', 'cafe naive'],
    ['i\u200b want', 'i want'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it('keeps numbers that are numbers ("4 days" is not "a days")', () => {
    expect(normaliseText("I haven't eaten in 4 days")).toBe('i have not eaten in 4 days');
    expect(normaliseText('I took 2 paracetamol')).toBe('i took 2 paracetamol');
  });

  it('marks sentence ends with "." so patterns do not run across sentences', () => {
    expect(normaliseText('I want to. Die Hard is a film!')).toBe('i want to . die hard is a film .');
    expect(normaliseText('Help! I am stuck')).toBe('help . i am stuck');
  });

  it('returns only lower-case words, digits, spaces and "."', () => {
    const out = normaliseText('Wh@t?! "Quoted" text — with (brackets), émojis 😀 and ### symbols 100%');
    expect(out).toMatch(/^[a-z0-9 .]*$/);
  });

  it('handles empty and odd input', () => {
    expect(normaliseText('')).toBe('');
    expect(normaliseText('   ')).toBe('');
    expect(normaliseText(undefined as unknown as string)).toBe('');
  });
});
