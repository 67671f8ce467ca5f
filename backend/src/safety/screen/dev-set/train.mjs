#!/usr/bin/env node
/**
 * Retrains the offline screen's learned half from this development set and writes
 * ../learned-weights.ts (decision 0017). Build first (`npm run build -w backend`), then, from the
 * repository root:
 *   node backend/src/safety/screen/dev-set/train.mjs [--before <batch>] [path/to/built/safety/screen]
 * `--before 19` leaves out batch 19 and later: a batch just written is measured fresh (run-dev.mjs)
 * before the model learns from it (README.md). Rebuild afterwards so the backend runs with the new weights.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const beforeAt = args.indexOf('--before');
const before = beforeAt >= 0 ? Number(args.splice(beforeAt, 2)[1]) : Infinity;
const built = resolve(args[0] ?? join(here, '..', '..', '..', '..', 'dist', 'safety', 'screen'));
const { canonical } = await import(pathToFileURL(join(built, 'index.js')).href);
const { trainScreen, renderWeights, readDevSet } = await import(pathToFileURL(join(built, 'learned-training.js')).href);

const trained = trainScreen(readDevSet(here).filter((item) => !(item.batch >= before)), canonical);
writeFileSync(join(here, '..', 'learned-weights.ts'), renderWeights(trained));
console.log(`learned-weights.ts written: ${trained.counts.urgent} urgent, ${trained.counts.other} other items`);
