#!/usr/bin/env node
/**
 * Runs the offline screen over this development set (written apart from bench/safety/data, which
 * stays held out) and prints recall per category, false alarms per kind and the misses' texts (these
 * are the dev set's own messages, so printing them is fine). Usage, from the repository root:
 *   node backend/src/safety/screen/dev-set/run-dev.mjs [path/to/built/screen/index.js]
 * (default: backend/dist/safety/screen/index.js; build first with `npm run build -w backend`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const screenPath = resolve(process.argv[2] ?? join(here, '..', '..', '..', '..', 'dist', 'safety', 'screen', 'index.js'));
const { screenMessage } = await import(pathToFileURL(screenPath).href);
const read = (f) => readFileSync(join(here, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const quiet = process.argv.includes('--quiet');

const RANK = { none: 0, conduct: 1, concern: 2, urgent: 3 };
const tally = (rows, key, hit) => {
  const t = {};
  for (const r of rows) {
    const k = r[key];
    t[k] ??= [0, 0];
    t[k][1]++;
    if (hit(r)) t[k][0]++;
  }
  return t;
};
const pct = ([k, n]) => `${k}/${n} ${((100 * k) / n).toFixed(1)}%`;
const times = [];
const verdict = (r) => {
  const t0 = performance.now();
  const v = screenMessage(r.text, r.earlier ?? []);
  times.push(performance.now() - t0);
  return v;
};

const urgent = read('urgent.jsonl').map((r) => ({ ...r, v: verdict(r) }));
const negatives = read('hard-negatives.jsonl').map((r) => ({ ...r, v: verdict(r) }));
const other = read('concern-conduct.jsonl').map((r) => ({ ...r, v: verdict(r) }));

const hitU = (r) => r.v.tier === 'urgent';
console.log('urgent recall', pct([urgent.filter(hitU).length, urgent.length]));
for (const [c, v] of Object.entries(tally(urgent, 'category', hitU))) console.log(`  ${c.padEnd(10)} ${pct(v)}`);
const anyFa = negatives.filter((r) => r.v.tier !== 'none');
const urgFa = negatives.filter((r) => r.v.tier === 'urgent');
console.log('hard negatives: any tier', pct([anyFa.length, negatives.length]), ' urgent', pct([urgFa.length, negatives.length]));
for (const [c, v] of Object.entries(tally(negatives, 'kind', (r) => r.v.tier !== 'none'))) console.log(`  ${c.padEnd(20)} ${pct(v)}`);
const batches = [...new Set([...urgent, ...negatives].map((r) => r.batch))].sort();
for (const b of batches) {
  const u = urgent.filter((r) => r.batch === b);
  const n = negatives.filter((r) => r.batch === b);
  console.log(`  batch ${b}: urgent ${pct([u.filter(hitU).length, u.length])}, negatives any tier ${n.filter((r) => r.v.tier !== 'none').length}/${n.length}, urgent ${n.filter(hitU).length}`);
}
const atLeast = other.filter((r) => RANK[r.v.tier] >= RANK[r.tier]);
console.log('concern/conduct raised at least their tier', pct([atLeast.length, other.length]), ' raised urgent', other.filter(hitU).length);
times.sort((a, b) => a - b);
console.log(`time per message: mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(3)} ms, p99 ${times[Math.floor(times.length * 0.99)].toFixed(3)} ms`);
if (!quiet) {
  console.log('\nmissed urgent:');
  for (const r of urgent.filter((r) => !hitU(r))) console.log(`  [${r.category}] ${r.v.tier} ${r.text}`);
  console.log('\nfalse alarms:');
  for (const r of anyFa) console.log(`  [${r.kind}] ${r.v.tier} ${r.v.matched.join(',')} ${r.text}`);
}
