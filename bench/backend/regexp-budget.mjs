#!/usr/bin/env node
/**
 * What the offline screen's patterns do to the other regular expressions of the thread that
 * compiles them (decision 0015, item 14). V8 stops optimising a thread's regular expressions once
 * it has generated a megabyte of their machine code; the screen (backend/dist/safety/screen) compiles
 * its patterns when it loads. Each case runs in a fresh process, with and without the screen
 * loaded first: Node's header value and header name checks (the expressions of node:_http_common,
 * run for every header of every response) and validator's isEmail (every contact query).
 *
 * Usage (repo root, after `npm run build -w backend`):
 *   node bench/backend/regexp-budget.mjs
 * Environment: BENCH_NODES  Node binaries, comma-separated (default the one running this script)
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const screen = pathToFileURL(join(root, 'backend/dist/safety/screen/index.js')).href;
const validator = createRequire(join(root, 'backend/package.json')).resolve('validator');

const child = `
if (process.argv[1] === 'screen') await import(${JSON.stringify(screen)});
const { default: validator } = await import(${JSON.stringify(pathToFileURL(validator).href)});
// The same expressions as node:_http_common's checkInvalidHeaderChar and checkIsHttpToken.
const headerValue = /[^\\t\\x20-\\x7e\\x80-\\xff]/;
const headerName = /^[\\^_\`a-zA-Z\\-0-9!#$%&'*+.|~]+$/;
const id = '3f1c2d4e-5a6b-4c8d-9e0f-112233445566';
function perCall(run, calls) {
  for (let i = 0; i < calls / 10; i++) run();
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) run();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / calls;
}
console.log(JSON.stringify({
  headerValue: perCall(() => headerValue.test(id), 500000),
  headerName: perCall(() => headerName.test('x-request-id'), 500000),
  isEmail: perCall(() => validator.isEmail('someone.name@example-school.org'), 50000),
}));
`;

const nodes = (process.env.BENCH_NODES ?? process.execPath).split(',');
console.log('| Node | expression | without the screen | after the screen loaded |');
console.log('|---|---|---:|---:|');
for (const node of nodes) {
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const run = (mode) =>
    JSON.parse(execFileSync(node, ['--input-type=module', '-e', child, mode], { encoding: 'utf8', cwd: root }));
  const [without, withScreen] = [run('plain'), run('screen')];
  for (const name of Object.keys(without)) {
    const ns = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} µs` : `${value.toFixed(0)} ns`);
    console.log(`| ${version} | ${name} | ${ns(without[name])} | ${ns(withScreen[name])} |`);
  }
}
