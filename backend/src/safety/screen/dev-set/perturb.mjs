#!/usr/bin/env node
/**
 * How well the offline screen's reading of a message survives the ways students type: every development
 * message the screen catches is rewritten (a typo in its risk words, text-speak, no punctuation, an
 * opening "hey", its "i" dropped, ...) and screened again; the negatives likewise, to see that none turns
 * urgent. With --collisions, the common English words (the zxcvbn list the backend already depends on)
 * the normaliser would change into another single word, to check that no real word is "repaired" into a
 * risk word. Usage, from the repository root, after building (see README.md):
 *   node backend/src/safety/screen/dev-set/perturb.mjs [path/to/built/screen/index.js] [--show] [--collisions]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const screenPath = resolve(args.find((a) => !a.startsWith('--')) ?? join(here, '..', '..', '..', '..', 'dist', 'safety', 'screen', 'index.js'));
const { screenMessage, normaliseText } = await import(pathToFileURL(screenPath).href);
const read = (f) => readFileSync(join(here, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

if (args.includes('--collisions')) {
  const require = createRequire(join(here, '..', '..', '..', '..', 'package.json'));
  const list = require('@zxcvbn-ts/language-en/dist/commonWords.json.cjs');
  const words = (list.default ?? list).slice(0, 30000).filter((w) => /^[a-z]+$/.test(w));
  const changed = words.map((w) => [w, normaliseText(w)]).filter(([w, n]) => n !== w && !n.includes(' '));
  console.log(`${changed.length} of ${words.length} common words read as another word:`);
  console.log(changed.map(([w, n]) => `${w}->${n}`).join(' '));
  process.exit(0);
}

const urgent = read('urgent.jsonl').filter((r) => screenMessage(r.text).tier === 'urgent');
const negatives = read('hard-negatives.jsonl');
let seed = 42;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const pick = (a) => a[Math.floor(rnd() * a.length)];
const RISK =
  /\b(kill|killing|myself|die|dying|dead|suicide|suicidal|cut|cutting|cuts|hurt|hurting|pills|overdose|hang|jump|bridge|starve|starving|purge|throw|hits|hit|beats|beat|touches|touched|raped|stab|knife|gun|nudes|pics|secret|laxatives|eat|eaten|eating|blade|razor|bleed|bleeding|wrists|tablets|stepdad|uncle|older|plan|tonight)\b/gi;
/** Half the risk words of at least `min` letters get the slip, never at the first or last letter. */
const inWord = (w, f, min = 4) => (rnd() < 0.5 && w.length >= min ? f(w, 1 + Math.floor(rnd() * (w.length - 2))) : w);
const REWRITES = {
  caps: (t) => t.toUpperCase(),
  'no punctuation': (t) => t.replace(/[',.?!]/g, ''),
  'typo: swapped': (t) => t.replace(RISK, (w) => inWord(w, (x, i) => x.slice(0, i) + x[i + 1] + x[i] + x.slice(i + 2))),
  'typo: dropped': (t) => t.replace(RISK, (w) => inWord(w, (x, i) => x.slice(0, i) + x.slice(i + 1), 5)),
  'typo: doubled': (t) => t.replace(RISK, (w) => inWord(w, (x, i) => x.slice(0, i) + x[i] + x.slice(i))),
  leetspeak: (t) => t.replace(RISK, (w) => w.replace(/[aeios]/g, (c) => (rnd() < 0.6 ? { a: '4', e: '3', i: '1', o: '0', s: '5' }[c] : c))),
  'spaced letters': (t) => t.replace(RISK, (w) => (rnd() < 0.4 ? w.split('').join(' ') : w)),
  stretched: (t) => t.replace(RISK, (w) => (rnd() < 0.5 ? w.replace(/([aeiou])/, '$1$1$1') : w)),
  'text-speak': (t) =>
    t
      .replace(/\byou\b/g, 'u')
      .replace(/\bare\b/g, 'r')
      .replace(/\bto\b/g, () => (rnd() < 0.3 ? '2' : 'to'))
      .replace(/\bi'm\b|\bi am\b/gi, 'im')
      .replace(/\bbecause\b/g, 'cuz')
      .replace(/\bwant to\b/g, 'wanna')
      .replace(/\bgoing to\b/g, 'gonna'),
  emoji: (t) => `${t} ${pick(['😭', '💀', '😔', '🙃', '😢😢', '...', ' :('])}`,
  'an opening': (t) => pick(['hey ', 'um ', 'ok so ', 'idk ', 'so like ', 'can i tell u something ', 'i need help ', 'pls help ']) + t,
  'no "i"': (t) => t.replace(/^i('m| am| have|'ve)? /i, ''),
  // A hedge or intensifier after the subject or an auxiliary ("i really want", "i have also been").
  'an adverb': (t) =>
    t.replace(/\b(i|i'm|im|i am|i've|ive|i have|i'll|ill|i will|i was|been|gonna|going to)\b /i, (m) =>
      `${m}${pick(['really ', 'honestly ', 'literally ', 'actually ', 'just ', 'kind of ', 'also ', 'still ', 'seriously ', 'genuinely ', 'sometimes ', 'even '])}`,
    ),
  'a filler': (t) => t.replace(/\b(i|my|he|she|they|to)\b /i, (m) => `${m}${pick(['like ', 'like literally ', 'basically ', 'lowkey ', 'deadass '])}`),
};
for (const [name, rewrite] of Object.entries(REWRITES)) {
  seed = 42;
  const rewritten = urgent.map((r) => rewrite(r.text));
  const missed = rewritten.filter((t) => screenMessage(t).tier !== 'urgent');
  seed = 42;
  const alarms = negatives.filter((r) => screenMessage(rewrite(r.text)).tier === 'urgent');
  console.log(`${name.padEnd(16)} urgent kept ${urgent.length - missed.length}/${urgent.length} (${(100 - (100 * missed.length) / urgent.length).toFixed(1)} %), negatives raised to urgent ${alarms.length}/${negatives.length}`);
  if (args.includes('--show')) for (const t of missed) console.log(`    ${t}`);
}
