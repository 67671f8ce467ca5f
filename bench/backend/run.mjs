// Backend benchmark: the built backend (node backend/dist/main.js) on a fresh embedded Postgres,
// autocannon with 64 connections against POST /contact/addquery and an authenticated
// POST /ques/addques, then every acknowledged contact query is counted in the table, then
// contact again while a bcrypt login storm runs. Writes bench/backend/RESULTS.md.
// Usage: npm run build -w backend && npm run bench -w backend   (env: BENCH_SECONDS, default 15)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os, { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { freePort, waitForHealth, cpuMs } from '../lib/backend-process.mjs';

const require = createRequire(join(process.cwd(), 'package.json'));
const autocannon = require('autocannon');
const pg = require('pg');

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const mainJs = join(repoRoot, 'backend', 'dist', 'main.js');
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = 64;

function run(options) {
  return new Promise((done, fail) => {
    const instance = autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? fail(error) : done(result),
    );
    instance.on('error', fail);
  });
}

async function measured(pid, name, options) {
  const before = cpuMs(pid);
  const result = await run(options);
  const after = cpuMs(pid);
  const perRequest = (key) =>
    before && result.requests.total > 0
      ? Math.round(((after[key] - before[key]) * 1000) / result.requests.total)
      : undefined;
  return { result, name, nodeUs: perRequest('node'), postgresUs: perRequest('postgres') };
}

function summary(name, result, cpu = {}) {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    nodeUs: cpu.nodeUs ?? '–',
    postgresUs: cpu.postgresUs ?? '–',
  };
}

async function main() {
  const loadAtStart = os.loadavg()[0];
  if (!existsSync(mainJs))
    throw new Error('backend/dist/main.js is missing: run `npm run build -w backend` first');
  const dataDir = await mkdtemp(join(tmpdir(), 'elearning-bench-'));
  await chmod(dataDir, 0o755);
  const apiPort = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      JWT_SECRET: '',
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The login storm is one client hammering one account: far over the brute-force limits on purpose.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
      // One client sends everything: the limiters still run (their cost is measured), never refuse.
      CONTACT_RATE_LIMIT_PER_MINUTE: '1000000',
      CONTACT_RATE_LIMIT_PER_EMAIL: '1000000',
      QUESTION_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const results = [];
  let db;
  try {
    await waitForHealth(baseUrl, child);
    const password = (await readFile(join(dataDir, 'pg-password'), 'utf8')).trim();
    db = new pg.Client({
      host: '127.0.0.1',
      port: pgPort,
      user: 'postgres',
      password,
      database: 'elearning',
    });
    await db.connect();

    const user = {
      name: 'Bench',
      email: 'bench@example.com',
      phone: '+1 555 0100',
      password: 'bench password',
    };
    const signup = await (
      await fetch(`${baseUrl}/auth/createuser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(user),
      })
    ).json();
    const json = { 'content-type': 'application/json' };
    const contact = {
      url: `${baseUrl}/contact/addquery`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', message: 'Benchmark message' }),
    };

    console.log('warm-up (3 s)');
    await run({ ...contact, duration: 3 });
    await db.query('TRUNCATE contact_queries');

    console.log(`contact: ${connections} connections, ${seconds} s`);
    const contactRun = await measured(child.pid, 'contact', contact);
    const contactResult = contactRun.result;
    results.push(summary('POST /contact/addquery', contactResult, contactRun));
    const stored = (await db.query('SELECT count(*)::int AS n FROM contact_queries')).rows[0].n;

    console.log(`ques: ${connections} connections, ${seconds} s`);
    const quesRun = await measured(child.pid, 'ques', {
      url: `${baseUrl}/ques/addques`,
      method: 'POST',
      headers: { ...json, 'auth-token': signup.authToken },
      body: JSON.stringify({ userQues: 'What is the derivative of x^2?' }),
    });
    results.push(summary('POST /ques/addques (auth-token)', quesRun.result, quesRun));

    console.log('contact during a login storm (bcrypt, 8 connections)');
    const storm = run({
      url: `${baseUrl}/auth/login`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: user.email, password: user.password }),
      connections: 8,
    });
    const contactUnderStorm = await run(contact);
    const stormResult = await storm;
    results.push(summary('POST /contact/addquery during login storm', contactUnderStorm));
    results.push(summary('POST /auth/login (the storm, 8 connections)', stormResult));

    const ratio = contactUnderStorm.latency.p99 / Math.max(1, contactResult.latency.p99);
    const lines = [
      '# Backend benchmark results',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} by \`bench/backend/run.mjs\` on this machine (${cpus().length} cores, Node ${process.version}),`,
      `autocannon (in the same machine) with ${connections} connections for ${seconds} s per run, against the built backend`,
      '(`node backend/dist/main.js`, Nest 12 on Fastify) on a fresh embedded Postgres 18 with default durability (fsync on).',
      '',
      '| run | req/s | p50 ms | p99 ms | 2xx | non-2xx | errors | timeouts | CPU µs/request: backend | Postgres |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.ok2xx} | ${r.non2xx} | ${r.errors} | ${r.timeouts} | ${r.nodeUs} | ${r.postgresUs} |`,
      ),
      '',
      `- Acknowledged contact queries (2xx): ${contactResult['2xx']}; rows in contact_queries afterwards: ${stored} ` +
        `(${stored >= contactResult['2xx'] ? `every acknowledged query is stored; ${stored - contactResult['2xx']} more were committed for requests still in flight when autocannon stopped` : 'ACKNOWLEDGED QUERIES MISSING'}).`,
      `- Machine load average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${os.loadavg()[0].toFixed(1)} (other work shares these 2 cores; numbers vary with it).`,
      '- CPU µs/request: CPU time the backend process (Node) and the embedded Postgres spent per request during the run;',
      '  it depends far less than req/s and latency on what else runs on the machine. The backend is one Node process: with a whole core it can serve at most 1,000,000 / (its µs per request) requests/s.',
      `- Contact p99 during the login storm is ${ratio.toFixed(2)}x the p99 without it (target: at most 2x).`,
      `- Target for contact: >= 4,000 req/s, p99 < 50 ms, no errors: ${contactResult.requests.average >= 4000 && contactResult.latency.p99 < 50 && contactResult.errors === 0 && contactResult.non2xx === 0 ? 'met' : 'NOT met'}.`,
      '',
    ];
    await writeFile(join(here, 'RESULTS.md'), lines.join('\n'));
    if (stored < contactResult['2xx']) process.exitCode = 1;
    console.log(lines.join('\n'));
  } finally {
    await db?.end().catch(() => undefined);
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
