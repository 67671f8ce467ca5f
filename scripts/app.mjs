// Builds what is missing and runs the whole app (backend + gateway). Used by `npm start`
// (scripts/start.mjs) and by the browser tests (e2e/), so both start the app the same way.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from '@elearning/deployment';
import { createGateway, listen, REPO_ROOT } from './gateway.mjs';
import { hostDefaults } from './host-defaults.mjs';

const FRONT_ENDS = ['shell', ...REMOTES.map((r) => r.dir)];

/** Runs a command from the repo root; resolves on exit code 0. */
function run(cmd, args, { log = console.log, env = process.env } = {}) {
  return new Promise((resolvePromise, reject) => {
    log(`$ ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Not part of a build's input: outputs, dependencies, tests. */
const NOT_BUILD_INPUT = /^(dist|node_modules|test|tests|coverage)$|\.(test|spec)\.[cm]?[jt]sx?$/;
/** The shared packages every front end (and the contract, the backend) is built from. */
const SHARED_PACKAGES = ['contract', 'remote-kit', 'markdown', 'webpack-config', 'deployment'];

/** The newest modification time (ms) of the build inputs under `dir`. */
function newestInput(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_BUILD_INPUT.test(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestInput(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const buildMarker = (ws) =>
  join(
    REPO_ROOT,
    ws,
    'dist',
    ws === 'backend' ? 'main.js' : ws === 'shell' ? 'index.html' : 'mf-manifest.json',
  );

/**
 * Whether the workspace's build output is missing or older than its sources (after a `git pull`,
 * `npm start` must not serve yesterday's pages, nor a benchmark measure them).
 */
function needsBuild(ws) {
  const marker = buildMarker(ws);
  if (!existsSync(marker)) return true;
  const inputs = [
    ws,
    ...(ws === 'backend' ? ['packages/contract'] : SHARED_PACKAGES.map((p) => `packages/${p}`)),
  ];
  const builtAt = statSync(marker).mtimeMs;
  return inputs.some((dir) => newestInput(join(REPO_ROOT, dir)) > builtAt);
}

/** Builds the backend and every front end whose build output is missing or stale (two at a time: 2 cores). */
export async function buildMissing({ log = console.log, force = false } = {}) {
  const jobs = [];
  if (force || needsBuild('backend')) jobs.push({ ws: 'backend', required: true });
  for (const ws of FRONT_ENDS) if (force || needsBuild(ws)) jobs.push({ ws, required: ws === 'shell' });
  const failed = [];
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        await run('npm', ['run', 'build', '-w', job.ws], { log });
        // webpack leaves an output whose content did not change untouched: mark the build's time.
        const now = new Date();
        utimesSync(buildMarker(job.ws), now, now);
      } catch (error) {
        if (job.required) throw error;
        // A remote that does not build only takes its own pages down (they show a fallback).
        failed.push(job.ws);
        log(`! ${job.ws} did not build; its pages will show a fallback`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return { built: jobs.map((j) => j.ws), failed };
}

export async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

async function portInUse(port) {
  return new Promise((resolvePromise) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode} while starting`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the backend did not become healthy at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the backend (node backend/dist/main.js, which runs its own embedded Postgres unless
 * DATABASE_URL is set) and the gateway. Returns { url, stop }. `stop` sends SIGTERM to the backend
 * (so it stops Postgres) and waits for it.
 */
export async function startApp({
  port = 8080,
  apiPort = 3000,
  env = process.env,
  log = console.log,
  testHooks = false,
} = {}) {
  for (const [what, p] of [
    ['PORT', port],
    ['API_PORT', apiPort],
  ]) {
    if (await portInUse(p)) throw new Error(`${what} ${p} is already in use; set ${what} to a free port`);
  }
  // HOST=0.0.0.0 (a classroom network): what development serves only to this computer is
  // treated as in production (scripts/host-defaults.mjs, docs/deploy.md).
  const host = env.HOST || '127.0.0.1';
  const exposure = hostDefaults({ host, env, testHooks });
  for (const notice of exposure.notices) log(notice);
  const backendEnv = {
    ...env,
    ...exposure.backendEnv,
    API_PORT: String(apiPort),
    API_HOST: env.API_HOST || '127.0.0.1',
  };
  log(`Starting the backend on 127.0.0.1:${apiPort}…`);
  const backend = spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
    cwd: join(REPO_ROOT, 'backend'),
    env: backendEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const backendExited = once(backend, 'exit');
  let gateway;
  const stop = async () => {
    if (gateway) {
      await gateway.close();
      gateway = undefined;
    }
    if (backend.exitCode === null && backend.signalCode === null) {
      backend.kill('SIGTERM');
      const timer = setTimeout(() => backend.kill('SIGKILL'), 15_000);
      await backendExited;
      clearTimeout(timer);
    }
  };
  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}/health`, backend, 60_000);
    gateway = await createGateway({ apiPort, env, testHooks });
    await listen(gateway, port, host);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}`, stop, backend };
}

/**
 * startApp on free ports with a throwaway database: a fresh DATA_DIR (the embedded Postgres' data,
 * removed by `stop`) and its own Postgres port. Returns startApp's { url, stop, backend } and apiPort.
 */
export async function startThrowawayApp({ env = process.env, ...options } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'elearning-app-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const [port, apiPort, pgPort] = [await freePort(), await freePort(), await freePort()];
    const app = await startApp({
      ...options,
      port,
      apiPort,
      env: { ...env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
    });
    const stop = async () => {
      await app.stop();
      await removeData();
    };
    return { ...app, stop, apiPort };
  } catch (error) {
    await removeData();
    throw error;
  }
}
