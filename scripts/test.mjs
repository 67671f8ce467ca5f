#!/usr/bin/env node
// `npm test`: installs what the tests need (npm packages, Debian chromium/nginx, tool caches),
// runs every workspace's jest suite against real services, and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PODMAN_PACKAGES, podmanProblem } from './podman-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.cache', 'test-results');
const only = process.argv.slice(2); // optional: workspaces to run, e.g. `npm test -- backend`

// Order: fast unit suites first, the browser suite last. Every remote of the one list (read as a
// file: this runs before `npm ci` has linked the workspace packages).
const REMOTE_DIRS = JSON.parse(readFileSync(path.join(root, 'packages/deployment/remotes.json'), 'utf8')).map((r) => r.dir);
const SUITES = ['backend', 'packages/webpack-config', 'packages/remote-kit', 'packages/markdown', 'shell', ...REMOTE_DIRS, 'deploy', 'e2e'];

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return res.status ?? 1;
}

function ensureNodeModules() {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('> npm ci');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) throw new Error('npm ci failed');
}

function ensureAptPackages() {
  ensureAptPackagesNamed([
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/sbin/nginx', 'nginx-light'],
    // deploy/nginx/render.sh renders the nginx templates with envsubst.
    ['/usr/bin/envsubst', 'gettext-base'],
    // The backend's shared rate limits, claims and live answers are tested on a real Redis.
    ['/usr/bin/redis-server', 'redis-server'],
  ]);
}

/** Installs the Debian packages whose file is missing ([file, package] pairs). */
function ensureAptPackagesNamed(pairs) {
  const wanted = pairs.filter(([bin]) => !existsSync(bin));
  if (wanted.length === 0) return;
  const pkgs = wanted.map(([, pkg]) => pkg);
  console.log(`> apt-get install ${pkgs.join(' ')}`);
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env });
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', '--no-install-recommends', ...pkgs]) !== 0) {
    throw new Error(`could not install ${pkgs.join(', ')}`);
  }
}

/**
 * As root, the embedded Postgres runs as the `postgres` user, which must be able to walk into this
 * checkout to reach its binaries in node_modules. A clone under a 0700 folder (root's home) would
 * make every database test fail, so give each folder above the checkout the traverse bit (x, not r).
 */
function letPostgresReachCheckout() {
  if (!process.getuid || process.getuid() !== 0) return;
  for (let dir = root; ; dir = path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      console.log(`> chmod o+x ${dir} (the embedded Postgres runs as the postgres user)`);
      chmodSync(dir, mode | 0o001);
    }
    if (path.dirname(dir) === dir) break;
  }
}

function runOptionalInstaller(rel) {
  const script = path.join(root, rel);
  if (existsSync(script) && run('bash', [script]) !== 0) throw new Error(`${rel} failed`);
}

function workspaceHasTests(ws) {
  const pkgFile = path.join(root, ws, 'package.json');
  if (!existsSync(pkgFile)) return false;
  return Boolean(JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.test);
}

function runSuite(ws, { script = 'test', name = ws } = {}) {
  const out = path.join(resultsDir, `${name.replaceAll('/', '_')}.json`);
  rmSync(out, { force: true });
  console.log(`\n===== ${name} =====`);
  const status = run('npm', ['run', script, '-w', ws, '--', '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) {
    // The suite crashed before jest could report: count it as one failure, never as a pass.
    return { ws: name, passed: 0, failed: 1, note: `no results (exit ${status})` };
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const suiteErrors = r.numRuntimeErrorTestSuites ?? 0;
  const failed = r.numFailedTests + suiteErrors + (status !== 0 && r.numFailedTests + suiteErrors === 0 ? 1 : 0);
  return { ws: name, passed: r.numPassedTests, failed, note: r.numPendingTests ? `${r.numPendingTests} skipped` : '' };
}

/**
 * The images test (`npm run test:images`: every image built, docker-compose.yml run through podman,
 * the browser journey through the gateway container), last, when podman works here: it installs
 * every package of PODMAN_PACKAGES (Debian) that is missing, then starts a container on podman's
 * bridge network. Where it cannot, the
 * summary says so and nothing is counted. IMAGES_TEST=0 leaves it out, IMAGES_TEST=1 requires it.
 */
function runImagesTest() {
  const wanted = process.env.IMAGES_TEST;
  if (wanted === '0') return { ws: 'images', passed: 0, failed: 0, note: 'not run (IMAGES_TEST=0)' };
  const why = podmanProblemAfterInstall();
  if (why) {
    console.log(`\n===== images =====\nnot run: ${why}`);
    return { ws: 'images', passed: 0, failed: wanted === '1' ? 1 : 0, note: `not run: ${why}` };
  }
  return runSuite('e2e', { script: 'test:images', name: 'images' });
}

/** Why podman cannot run the images test here, or '' when it can (installing what is missing first). */
function podmanProblemAfterInstall() {
  try {
    ensureAptPackagesNamed(PODMAN_PACKAGES);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return podmanProblem();
}

/** ESLint over the whole repository counts as one test: CI is red on a lint error too. */
function runLint() {
  console.log('\n===== lint =====');
  const ok = run('npx', ['eslint', '--max-warnings=0', '.']) === 0;
  return { ws: 'lint (eslint)', passed: ok ? 1 : 0, failed: ok ? 0 : 1, note: '' };
}

/**
 * TypeScript over every workspace that has a `typecheck` script counts as one test: swc strips
 * types in webpack and jest without checking them, so a type error would otherwise pass.
 */
function runTypecheck() {
  console.log('\n===== typecheck =====');
  const ok = run('npm', ['run', 'typecheck', '--workspaces', '--if-present']) === 0;
  return { ws: 'typecheck', passed: ok ? 1 : 0, failed: ok ? 0 : 1, note: '' };
}

function main() {
  mkdirSync(resultsDir, { recursive: true });
  ensureNodeModules();
  ensureAptPackages();
  letPostgresReachCheckout();
  runOptionalInstaller('deploy/scripts/ensure-docker-compose.sh');
  runOptionalInstaller('e2e/firebase/ensure-firebase-tools.sh');
  const suites = SUITES.filter((ws) => (only.length === 0 || only.includes(ws)) && workspaceHasTests(ws));
  const results = suites.map((ws) => runSuite(ws));
  if (only.length === 0 || only.includes('images')) results.push(runImagesTest());
  if (only.length === 0 || only.includes('lint')) results.push(runLint());
  if (only.length === 0 || only.includes('typecheck')) results.push(runTypecheck());
  console.log('\n===== summary =====');
  for (const r of results) console.log(`${r.ws.padEnd(14)} ${r.passed} passed, ${r.failed} failed ${r.note}`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

try {
  main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}
