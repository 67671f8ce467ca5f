#!/usr/bin/env node
/**
 * How the learned half (decision 0017) does on messages it has not seen: each batch of this
 * development set left out in turn, the model trained on the rest, the left-out batch scored as the
 * screen would (the patterns' verdict, then the model where the patterns read nothing), at several
 * thresholds. This is how the threshold is chosen; the held-out set in bench/safety/data is never used.
 * From the repository root, after `npm run build -w backend`:
 *   node backend/src/safety/screen/dev-set/cross-validate.mjs [--from <batch>] [--thresholds 0.95,0.99] [--over concern] [--min-words 5] [path/to/built/safety/screen]
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
};
const from = Number(option('--from', '13'));
const thresholds = option('--thresholds', '0.9,0.95,0.97,0.98,0.99').split(',').map(Number);
// --over concern: the model may also raise a message the patterns read as a concern (decision 0017 keeps their reading)
const over = option('--over', 'conduct');
// --min-words 5: the model reads only messages of at least that many words (default: as built)
const minWordsOption = option('--min-words', undefined);
const built = resolve(args[0] ?? join(here, '..', '..', '..', '..', 'dist', 'safety', 'screen'));
const { canonical, screenMessage } = await import(pathToFileURL(join(built, 'index.js')).href);
const { featuresOf, probability, MIN_WORDS } = await import(pathToFileURL(join(built, 'learned.js')).href);
const minWords = minWordsOption === undefined ? MIN_WORDS : Number(minWordsOption);
const { trainScreen, readDevSet } = await import(pathToFileURL(join(built, 'learned-training.js')).href);

const items = readDevSet(here).map((item) => {
  const verdict = screenMessage(item.text);
  // the patterns' own tier: a verdict the built model raised was below a concern before it
  const learned = verdict.matched.some((name) => name.endsWith('.learned'));
  const text = canonical(item.text);
  return { ...item, patterns: learned ? 'none' : verdict.tier, features: featuresOf(text) };
});

const RANK = { none: 0, conduct: 1, concern: 2, urgent: 3 };
const batches = [...new Set(items.map((i) => i.batch))].filter((b) => b >= from).sort((a, b) => a - b);
const totals = new Map(thresholds.map((t) => [t, { caught: 0, urgent: 0, alarms: 0, negatives: 0 }]));
let patternsCaught = 0;
let patternsAlarms = 0;
console.log(`batch  urgent  negatives  patterns caught / urgent alarms  then with the model at ${thresholds.join(' / ')}`);
for (const batch of batches) {
  const trained = trainScreen(
    items.filter((i) => i.batch !== batch),
    canonical,
  );
  const left = items.filter((i) => i.batch === batch);
  const urgent = left.filter((i) => i.tier === 'urgent');
  const negatives = left.filter((i) => i.tier === 'none');
  const score = (i) => (RANK[i.patterns] <= RANK[over] && i.features.words >= minWords ? probability(trained.urgent, i.features) : -1);
  const scores = new Map(left.map((i) => [i, score(i)]));
  const pCaught = urgent.filter((i) => i.patterns === 'urgent').length;
  const pAlarms = negatives.filter((i) => i.patterns === 'urgent').length;
  patternsCaught += pCaught;
  patternsAlarms += pAlarms;
  const cells = thresholds.map((t) => {
    const caught = urgent.filter((i) => i.patterns === 'urgent' || scores.get(i) >= t).length;
    const alarms = negatives.filter((i) => i.patterns === 'urgent' || scores.get(i) >= t).length;
    const total = totals.get(t);
    total.caught += caught;
    total.urgent += urgent.length;
    total.alarms += alarms;
    total.negatives += negatives.length;
    return `${caught}/${alarms}`;
  });
  console.log(`${String(batch).padStart(5)}  ${String(urgent.length).padStart(6)}  ${String(negatives.length).padStart(9)}  ${`${pCaught} / ${pAlarms}`.padStart(31)}  ${cells.join('  ')}`);
}
const pct = (k, n) => (n ? `${((100 * k) / n).toFixed(1)} %` : '–');
const allUrgent = items.filter((i) => i.tier === 'urgent' && i.batch >= from).length;
const allNegatives = items.filter((i) => i.tier === 'none' && i.batch >= from).length;
console.log(`patterns alone: recall ${pct(patternsCaught, allUrgent)}, urgent alarms ${pct(patternsAlarms, allNegatives)}`);
for (const [t, total] of totals)
  console.log(`at ${t}: recall ${pct(total.caught, total.urgent)}, urgent alarms ${total.alarms}/${total.negatives} (${pct(total.alarms, total.negatives)})`);
