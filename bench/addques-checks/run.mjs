// What the per-student limit and quota checks cost on POST /ques/addques: the per-student question limit
// (QUESTION_RATE_LIMIT_PER_MINUTE), the session check of every authenticated request (token
// version and revocation) and the stored security events, before and after. "Before" is the
// backend of BEFORE_REF (default ebba7ed: the tutor and ops work on main's line, without those checks),
// extracted with `git archive` under .cache/ and built with the repository's TypeScript; "after" is
// backend/dist (the current build). Each run: a fresh embedded Postgres, one student, autocannon
// with 64 connections for BENCH_SECONDS; runs alternate before/after ROUNDS times in one session
// (this machine is shared and noisy) with the load average of each run. Writes RESULTS.md here.
// Usage: npm run build -w backend && node bench/addques-checks/run.mjs
//        (env: BENCH_SECONDS default 10, ROUNDS default 3, BEFORE_REF)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os, { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth, cpuMs } from '../lib/backend-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const require = createRequire(join(repoRoot, 'backend', 'package.json'));
const autocannon = require('autocannon');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.ROUNDS ?? 3);
const beforeRef = process.env.BEFORE_REF ?? 'ebba7ed';
const connections = 64;
const afterMain = join(repoRoot, 'backend', 'dist', 'main.js');
// Inside the repository, so the extracted backend resolves the workspace's node_modules.
const beforeRoot = join(repoRoot, '.cache', 'bench-addques-before');

/** The backend of BEFORE_REF, built once (tsc emits despite type errors against today's contract). */
async function buildBefore() {
  const commit = execFileSync('git', ['rev-parse', beforeRef], { cwd: repoRoot }).toString().trim();
  const mainJs = join(beforeRoot, commit, 'backend', 'dist', 'main.js');
  if (existsSync(mainJs) && existsSync(join(beforeRoot, commit, 'backend', 'node_modules')))
    return { commit, mainJs };
  const dir = join(beforeRoot, commit);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} backend | tar -x -C "${dir}"`], { cwd: repoRoot });
  // The backend workspace's own dependencies (those npm did not hoist to the root).
  await symlink(join(repoRoot, 'backend', 'node_modules'), join(dir, 'backend', 'node_modules'), 'dir');
  console.log(`building the backend of ${commit.slice(0, 7)} (before)…`);
  try {
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', join(dir, 'backend', 'tsconfig.build.json')],
      {
        cwd: join(dir, 'backend'),
        stdio: 'ignore',
      },
    );
  } catch {
    // type errors only (the contract moved on); what matters is that it emitted
  }
  if (!existsSync(mainJs)) throw new Error(`the backend of ${beforeRef} did not build`);
  return { commit, mainJs };
}

function load(options) {
  return new Promise((done, fail) => {
    const instance = autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? fail(error) : done(result),
    );
    instance.on('error', fail);
  });
}

/** One run: a fresh backend and database, warm-up, then the measured load on POST /ques/addques. */
async function measure(label, mainJs) {
  const dataDir = await mkdtemp(join(tmpdir(), 'elearning-bench-addques-'));
  await chmod(dataDir, 0o755);
  const apiPort = await freePort();
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      JWT_SECRET: '',
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // One student sends everything: the limiter runs (its cost is measured) but never refuses.
      QUESTION_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child);
    const signup = await fetch(`${baseUrl}/auth/createuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        email: 'bench@example.com',
        phone: '+1 555 0100',
        password: 'correct horse battery 7',
      }),
    });
    const { authToken } = await signup.json();
    const request = {
      url: `${baseUrl}/ques/addques`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-token': authToken },
      body: JSON.stringify({ userQues: 'What is the derivative of x^2?' }),
    };
    await load({ ...request, duration: 3 });
    const loadAverage = os.loadavg()[0];
    const before = cpuMs(child.pid);
    const result = await load(request);
    const after = cpuMs(child.pid);
    const perRequest = (key) =>
      Math.round(((after[key] - before[key]) * 1000) / Math.max(1, result.requests.total));
    const row = {
      label,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result['2xx'],
      failed: result.non2xx + result.errors + result.timeouts,
      nodeUs: perRequest('node'),
      postgresUs: perRequest('postgres'),
      loadAverage,
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The checks alone, in this process, from backend/dist: the session check of a request whose
 * account version is cached (SessionStore without Redis) and the per-student question limit
 * (rate-limiter-flexible in memory). Microseconds per call, median of 5 batches of 20,000.
 */
async function checksInProcess() {
  const { pathToFileURL } = await import('node:url');
  const dist = join(repoRoot, 'backend', 'dist');
  const { SessionStore } = await import(
    pathToFileURL(join(dist, 'auth', 'sessions', 'session-store.js')).href
  );
  const { RateLimiterFactory } = await import(
    pathToFileURL(join(dist, 'common', 'rate-limit', 'rate-limiter.factory.js')).href
  );
  // Postgres stands in only for the re-read of a version older than a second.
  const sessions = new SessionStore({ query: async () => [{ token_version: 0 }] }, null);
  const limit = new RateLimiterFactory(null).create({
    name: 'questions-student',
    points: 1e9,
    whenRedisDown: 'open',
  });
  const perCall = async (call) => {
    const batches = [];
    for (let batch = 0; batch < 5; batch++) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < 20_000; i++) await call(i);
      batches.push(Number(process.hrtime.bigint() - started) / 1000 / 20_000);
    }
    return median(batches);
  };
  return {
    session: await perCall((i) => sessions.isCurrent(`user-${i % 64}`, `jti-${i}`, 0)),
    questionLimit: await perCall((i) => limit.consume(`user-${i % 64}`)),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  if (!existsSync(afterMain))
    throw new Error('backend/dist/main.js is missing: run `npm run build -w backend` first');
  const before = await buildBefore();
  const rows = [];
  for (let round = 1; round <= rounds; round++) {
    rows.push({ ...(await measure('before', before.mainJs)), round });
    rows.push({ ...(await measure('after', afterMain)), round });
  }
  const checks = await checksInProcess();
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
  const medians = (label, key) => median(rows.filter((row) => row.label === label).map((row) => row[key]));
  const lines = [
    '# POST /ques/addques before and after the per-student limit and quota checks',
    '',
    `Measured ${new Date().toISOString().slice(0, 16)}Z by \`bench/addques-checks/run.mjs\` on this machine (${cpus().length} cores, Node ${process.version}),`,
    `autocannon on the same machine, ${connections} connections, ${seconds} s per run after a 3 s warm-up, one student's token, a fresh`,
    'embedded Postgres per run. Before: the backend of ' +
      `\`${before.commit.slice(0, 7)}\` (tutor conversations and ops logging/metrics, without those checks); after: \`${head}\` (with them:`,
    'the per-student question limit, the session check on every authenticated request, stored security events, quotas). Runs',
    'alternate before/after in one session; the load average (1 min) is read as each measured run starts.',
    '',
    '| round | build | req/s | p50 ms | p99 ms | 2xx | failed | CPU µs/request: backend | Postgres | load avg |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.round} | ${r.label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.failed} | ${r.nodeUs} | ${r.postgresUs} | ${r.loadAverage.toFixed(1)} |`,
    ),
    '',
    `Medians: before ${medians('before', 'requestsPerSecond')} req/s, ${medians('before', 'nodeUs')} µs backend CPU, ` +
      `${medians('before', 'postgresUs')} µs Postgres CPU per request; after ${medians('after', 'requestsPerSecond')} req/s, ` +
      `${medians('after', 'nodeUs')} µs backend CPU, ${medians('after', 'postgresUs')} µs Postgres CPU per request.`,
    '',
    `The checks alone, in one process (backend/dist, 64 students, median of 5 × 20,000 calls): the session check of a request ` +
      `${checks.session.toFixed(2)} µs, the question limit ${checks.questionLimit.toFixed(2)} µs per call (load ${os.loadavg()[0].toFixed(1)}).`,
    '',
    '- CPU µs/request depends much less than req/s and latency on what else runs on these shared cores; compare those first.',
    '- Without Redis (as here) the session check is a memory lookup plus at most one Postgres read per account per second, and the',
    '  question limit an in-memory counter; with REDIS_URL both become one Redis round trip each (bench/replicas measures those).',
    '',
  ];
  await writeFile(join(here, 'RESULTS.md'), lines.join('\n'));
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
