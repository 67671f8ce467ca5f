#!/usr/bin/env node
/**
 * The backend beside an earlier build of itself, in one run on one machine: the earlier commit
 * (BASE, default b2ae913) is checked out in a git worktree and built there; the working tree is
 * built into backend/dist-bench. Both run at once against one Debian Postgres 15 (a database each),
 * as in production (NODE_ENV=production, JSON logs to a file); autocannon loads one of them at a
 * time, the order alternating each round, so both meet the same moments of a noisy machine.
 *
 * Per run: req/s, p50/p99 latency, acknowledged (2xx) requests, and the CPU time per acknowledged
 * request of the backend process and of Postgres (from /proc: steadier than req/s when other work
 * shares the cores). The load average is noted per run.
 *
 * Usage (repo root):
 *   node bench/backend/compare.mjs                      # b2ae913 against the working tree
 *   BASE=<commit> node bench/backend/compare.mjs        # any earlier commit (tag, branch, sha)
 * Environment:
 *   BASE          the earlier commit (default b2ae913); its worktree stays in $TMPDIR/bench-backend-<sha>
 *   CALLS         comma-separated from `contact`, `addques` (default both)
 *   ROUNDS        alternations per call (default 3); BENCH_SECONDS per run (default 8)
 *   CONNECTIONS   autocannon connections (default 64)
 *   BENCH_NO_BUILD=1  use backend/dist-bench as it is
 *   PROFILE_DIR   a CPU profile of each measured run (inspector; start-up left out) into that folder,
 *                 <build>-<call>-<round>.cpuprofile (read them with profile-summary.mjs)
 *   BENCH_JSON    where to write every run's numbers (default bench/results/backend-<time>.json)
 *   BENCH_NODES   Node binaries to run every build under, comma-separated (default the one running this
 *                 script): each build runs under each, and is compared with the base build under the
 *                 same Node (e.g. this machine's Node 20 beside Node 24, the production images' runtime)
 *   ALSO          more builds to run in the same rounds, `label=path/to/main.js,...` (e.g. a copy of
 *                 backend/dist-bench with one feature switched off, to see what it costs); Node flags
 *                 after an `@`, space-separated: `semi64=backend/dist-bench/main.js@--max-semi-space-size=64`
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../lib/backend-process.mjs';
import { buildCommit, buildWorkingTree } from './builds.mjs';
import { childrenCpuMs, startPostgres15 } from './postgres15.mjs';
import { connectProfiler } from './profiler.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const require = createRequire(join(repoRoot, 'package.json'));
const autocannon = require('autocannon');

const BASE = process.env.BASE ?? 'b2ae913';
const CALLS = (process.env.CALLS ?? 'contact,addques').split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
const JWT_SECRET = randomBytes(32).toString('hex');

/** CPU ms (user + system, every thread) the process `pid` has used so far, and the system part. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { total: (Number(fields[11]) + Number(fields[12])) * 10, system: Number(fields[12]) * 10 };
}

/** CPU ms of the process's main thread (the event loop: JavaScript, the profile's view) alone. */
function mainThreadCpuMs(pid) {
  return cpuMs(`${pid}/task/${pid}`).total;
}

function load(options) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, ...options },
      (error, result) => (error ? fail(error) : done(result)),
    );
    instance.on('error', fail);
  });
}

async function startBackend(build, databaseUrl, logDir) {
  const port = await freePort();
  const logFile = join(logDir, `${build.label}.log`);
  const out = openSync(logFile, 'a');
  const inspectPort = process.env.PROFILE_DIR ? await freePort() : undefined;
  const child = spawn(
    build.node,
    [
      ...(build.nodeFlags ?? []),
      ...(inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []),
      build.mainJs,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'log',
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        JWT_SECRET,
        AI_DAILY_TOKENS_TOTAL: '1000000000000',
        // One client sends everything: the limits still count every request (their cost is measured), never refuse.
        CONTACT_RATE_LIMIT_PER_MINUTE: '1000000',
        CONTACT_RATE_LIMIT_PER_EMAIL: '1000000',
        QUESTION_RATE_LIMIT_PER_MINUTE: '1000000',
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
        LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', out, out],
    },
  );
  closeSync(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 90);
  } catch (error) {
    throw new Error(`${build.label}: ${error.message}\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
  }
  const signup = await fetch(`${baseUrl}/auth/createuser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Student',
      email: `bench-${port}@example.com`,
      phone: '+1 555 0100',
      password: 'correct horse battery staple 42',
    }),
  });
  const token = (await signup.json()).authToken;
  if (!token) throw new Error(`${build.label}: sign-up failed (${signup.status})`);
  const profiler = inspectPort ? await connectProfiler(inspectPort) : undefined;
  return { ...build, baseUrl, child, token, logFile, profiler };
}

const requests = {
  contact: (target) => ({
    url: `${target.baseUrl}/contact/addquery`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', message: 'Benchmark message' }),
  }),
  addques: (target) => ({
    url: `${target.baseUrl}/ques/addques`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-token': target.token },
    body: JSON.stringify({ userQues: 'What is the derivative of x^2?' }),
  }),
};

async function measure(target, call, postgresPid, round) {
  const loadAverage = loadavg()[0];
  const nodeBefore = cpuMs(target.child.pid);
  const mainBefore = mainThreadCpuMs(target.child.pid);
  const pgBefore = childrenCpuMs(postgresPid);
  await target.profiler?.start();
  const result = await load(requests[call](target));
  await target.profiler?.stop(
    join(resolve(process.env.PROFILE_DIR ?? '.'), `${target.label}-${call}-${round}.cpuprofile`),
  );
  const nodeAfter = cpuMs(target.child.pid);
  const mainMs = mainThreadCpuMs(target.child.pid) - mainBefore;
  const nodeMs = nodeAfter.total - nodeBefore.total;
  const nodeSystemMs = nodeAfter.system - nodeBefore.system;
  const pgMs = childrenCpuMs(postgresPid) - pgBefore;
  const acknowledged = result['2xx'];
  return {
    build: target.label,
    call,
    round,
    load: loadAverage,
    reqPerSec: Math.round(acknowledged / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    nodeUsPerRequest: acknowledged ? (nodeMs * 1000) / acknowledged : NaN,
    // The kernel's part (socket and log writes): where a write per line shows.
    nodeSystemUsPerRequest: acknowledged ? (nodeSystemMs * 1000) / acknowledged : NaN,
    // The other threads: V8's garbage collector helpers, libuv's pool (file writes), the inspector.
    nodeOtherThreadsUsPerRequest: acknowledged ? ((nodeMs - mainMs) * 1000) / acknowledged : NaN,
    postgresUsPerRequest: acknowledged ? (pgMs * 1000) / acknowledged : NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const range = (values, digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

function report(runs, builds) {
  const lines = [
    `| call | build | round | load | req/s | p50 ms | p99 ms | 2xx | non-2xx | errors | backend CPU µs/req | Postgres CPU µs/req |`,
    `|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
    ...runs.map(
      (r) =>
        `| ${r.call} | ${r.build} | ${r.round} | ${r.load.toFixed(1)} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.acknowledged} | ${r.non2xx} | ${r.errors} | ${r.nodeUsPerRequest.toFixed(0)} | ${r.postgresUsPerRequest.toFixed(0)} |`,
    ),
    '',
    `| call | build | req/s | p99 ms | backend CPU µs/req (median) | range | Postgres µs/req (median) | backend CPU vs ${BASE} (same Node) |`,
    `|---|---|---:|---:|---:|---:|---:|---:|`,
  ];
  for (const call of CALLS) {
    for (const build of builds) {
      // The base build under the same Node.
      const baseLabel = builds.find((b) => b.node === build.node).label;
      const baseCpu = median(
        runs.filter((r) => r.call === call && r.build === baseLabel).map((r) => r.nodeUsPerRequest),
      );
      const mine = runs.filter((r) => r.call === call && r.build === build.label);
      const cpu = median(mine.map((r) => r.nodeUsPerRequest));
      lines.push(
        `| ${call} | ${build.label} | ${range(mine.map((r) => r.reqPerSec))} | ${range(mine.map((r) => r.p99))} | ${cpu.toFixed(0)} | ${range(mine.map((r) => r.nodeUsPerRequest))} | ${median(mine.map((r) => r.postgresUsPerRequest)).toFixed(0)} | ${(cpu / baseCpu).toFixed(2)}× |`,
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  const base = buildCommit(repoRoot, BASE);
  const head = buildWorkingTree(repoRoot);
  const also = (process.env.ALSO ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [label, target] = [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)];
      const [mainJs, flags = ''] = target.split('@');
      return { label, sha: label, mainJs: resolve(mainJs), nodeFlags: flags.split(' ').filter(Boolean) };
    });
  const nodes = (process.env.BENCH_NODES ?? process.execPath)
    .split(',')
    .filter(Boolean)
    .map((path) => ({
      path,
      version: execFileSync(path, ['--version'], { encoding: 'utf8' }).trim(),
    }));
  const builds = nodes.flatMap((node) =>
    [base, head, ...also].map((build) => ({
      ...build,
      node: node.path,
      label: nodes.length > 1 ? `${build.label} (${node.version})` : build.label,
    })),
  );
  const postgresPort = await freePort();
  const databases = builds.map((_, i) => `bench_${i}`);
  const postgres = await startPostgres15({ port: postgresPort, databases });
  const logDir = mkdtempSync(join(tmpdir(), 'bench-backend-logs-'));
  const targets = [];
  const runs = [];
  // Stopped early (Ctrl-C, SIGTERM): the backends and the cluster are stopped all the same.
  const stopEverything = async () => {
    for (const target of targets) target.child.kill('SIGTERM');
    await postgres.stop().catch(() => undefined);
    process.exit(130);
  };
  process.once('SIGINT', stopEverything);
  process.once('SIGTERM', stopEverything);
  try {
    for (const [i, build] of builds.entries())
      targets.push(await startBackend(build, postgres.url(databases[i]), logDir));
    for (const call of CALLS) {
      // A warm-up of each (the JIT, the pool, the first batches), not measured.
      for (const target of targets) await load({ ...requests[call](target), duration: 5 });
      for (let round = 1; round <= ROUNDS; round++) {
        // Each round starts with the next build: A B, B A, A B, ... (A B C, B C A, C A B, ...).
        const first = (round - 1) % targets.length;
        const order = [...targets.slice(first), ...targets.slice(0, first)];
        for (const target of order) {
          const run = await measure(target, call, postgres.pid, round);
          runs.push(run);
          console.log(
            `${call} ${run.build} round ${round}: ${run.reqPerSec} req/s, p99 ${run.p99} ms, ` +
              `backend ${run.nodeUsPerRequest.toFixed(0)} µs/req (system ${run.nodeSystemUsPerRequest.toFixed(0)}, other threads ${run.nodeOtherThreadsUsPerRequest.toFixed(0)}), Postgres ${run.postgresUsPerRequest.toFixed(0)} µs/req, ` +
              `load ${run.load.toFixed(1)}${run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : ''}`,
          );
        }
      }
    }
    for (const target of targets)
      console.log(
        `${target.label}: log ${(statSync(target.logFile).size / 1e6).toFixed(1)} MB in ${target.logFile}`,
      );
  } finally {
    for (const target of targets) {
      target.profiler?.close();
      target.child.kill('SIGTERM');
      await new Promise((done) =>
        target.child.exitCode !== null ? done() : target.child.once('exit', done),
      );
    }
    await postgres.stop();
  }
  const table = report(runs, builds);
  console.log(
    `\n${BASE} = ${base.label}, working tree = ${head.label}, ${CONNECTIONS} connections, ${SECONDS} s per run\n`,
  );
  console.log(table);
  const json = process.env.BENCH_JSON ?? join(repoRoot, 'bench', 'results', `backend-${Date.now()}.json`);
  mkdirSync(dirname(json), { recursive: true });
  writeFileSync(
    json,
    JSON.stringify(
      {
        base: base.label,
        head: head.label,
        nodes: nodes.map((node) => node.version),
        connections: CONNECTIONS,
        seconds: SECONDS,
        runs,
      },
      null,
      2,
    ),
  );
  if (process.env.KEEP_LOGS !== '1') rmSync(logDir, { recursive: true, force: true });
  if (runs.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
