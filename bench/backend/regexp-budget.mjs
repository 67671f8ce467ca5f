#!/usr/bin/env node
/**
 * What the offline screen's patterns do to the other regular expressions of the thread that
 * compiles them (decision 0015, item 14). V8 stops optimising a thread's regular expressions once
 * it has generated a megabyte of their machine code; the screen (backend/dist/safety/screen) compiles
 * its patterns when it loads. Each case runs in a fresh process: without the screen, after the
 * screen loaded, and as the server starts (backend/dist/request-expressions-first.js, which main.ts
 * imports first, then the screen), each followed by twenty full garbage collections (V8 may drop an
 * expression's machine code when it goes unused). Measured: Node's own header value and header name
 * checks (run for every header of every response), class-validator's isEmail (every contact query).
 *
 * Usage (repo root, after `npm run build -w backend`):
 *   node bench/backend/regexp-budget.mjs
 * Environment: BENCH_NODES  Node binaries, comma-separated (default the one running this script)
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = (path) => pathToFileURL(join(root, 'backend/dist', path)).href;

const child = `
import { createRequire } from 'node:module';
import { validateHeaderName, validateHeaderValue } from 'node:http';
const mode = process.argv[1];
if (mode === 'server') await import(${JSON.stringify(built('request-expressions-first.js'))});
if (mode !== 'plain') await import(${JSON.stringify(built('safety/screen/index.js'))});
const { isEmail } = createRequire(${JSON.stringify(join(root, 'backend/package.json'))})('class-validator');
for (let i = 0; i < 20; i++) globalThis.gc();
const id = '3f1c2d4e-5a6b-4c8d-9e0f-112233445566';
function perCall(run, calls) {
  for (let i = 0; i < calls / 10; i++) run();
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) run();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / calls;
}
console.log(JSON.stringify({
  'header value check': perCall(() => validateHeaderValue('x-request-id', id), 500000),
  'header name check': perCall(() => validateHeaderName('x-request-id'), 500000),
  isEmail: perCall(() => isEmail('someone.name@example-school.org'), 50000),
}));
`;

const nodes = (process.env.BENCH_NODES ?? process.execPath).split(',');
console.log(
  '| Node | expression | without the screen | after the screen loaded | as the server starts (request expressions first) |',
);
console.log('|---|---|---:|---:|---:|');
for (const node of nodes) {
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const run = (mode) =>
    JSON.parse(
      execFileSync(node, ['--expose-gc', '--input-type=module', '-e', child, mode], {
        encoding: 'utf8',
        cwd: root,
      }),
    );
  const [without, withScreen, server] = [run('plain'), run('screen'), run('server')];
  const ns = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} µs` : `${value.toFixed(0)} ns`);
  for (const name of Object.keys(without))
    console.log(
      `| ${version} | ${name} | ${ns(without[name])} | ${ns(withScreen[name])} | ${ns(server[name])} |`,
    );
}
