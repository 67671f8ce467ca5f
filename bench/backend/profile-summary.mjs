#!/usr/bin/env node
/**
 * Where a backend's CPU went, from a .cpuprofile (`PROFILE_DIR=... node bench/backend/compare.mjs`):
 * self time by package (node_modules/<name>, the backend's own files, Node's internals, GC) and by
 * function, as a share of the busy (non-idle) time. Usage:
 *   node bench/backend/profile-summary.mjs <file.cpuprofile> [functions=40]
 */
import { readFileSync } from 'node:fs';

const [file, count = '40'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++)
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (deltas[i + 1] ?? 0));

function packageOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const dist = url.search(/\/dist[^/]*\//);
  return dist >= 0 ? `backend ${url.slice(dist).replace(/^\/dist[^/]*\//, '')}` : url;
}

const packages = new Map();
const functions = new Map();
let busy = 0;
for (const [id, time] of self) {
  const node = byId.get(id);
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  if (name === '(idle)') continue;
  busy += time;
  const pkg = packageOf(url, name);
  packages.set(pkg, (packages.get(pkg) ?? 0) + time);
  const key = `${name} ${pkg}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + time);
}
const share = (time) => `${((100 * time) / busy).toFixed(1).padStart(5)} %`;
console.log(
  `busy ${(busy / 1e6).toFixed(2)} s of ${((profile.endTime - profile.startTime) / 1e6).toFixed(2)} s`,
);
console.log('\nself time by package');
for (const [pkg, time] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${share(time)}  ${pkg}`);
console.log('\nself time by function');
for (const [key, time] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.log(`${share(time)}  ${key}`);
