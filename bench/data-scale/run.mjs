// Data-scale benchmark: the built backend on Postgres seeded to a small school (10,000 questions)
// and to a school year (1,000,000), every console and student list measured at both sizes in one
// run, same machine, same Postgres (bench/data-scale/RESULTS.md says how to read it).
//
//   npm run build -w backend && node bench/data-scale/run.mjs [--sizes 10000,1000000] [--calls 20]
//        [--backend backend/dist] [--before <an earlier build's dist>] [--migration-time] [--label x]
//        [--seed-only]  (seed each size and report the seed times only; a size may repeat)
//
// --before: each size is seeded once through the earlier build's schema and measured with it, then
// the working tree's new migrations run on it (timed, with a writer inserting meanwhile) and the
// working tree's build is measured on the same data. --migration-time without --before: the
// migrations from 1769100000000 on are undone and run again, timed, before measuring.
//
// Each endpoint: 3 warm-up calls, then `--calls` sequential calls (fewer when a call is slow: at
// most about 20 s per endpoint, never under 5; 1 warm-up and 3 calls when a call takes seconds, the
// first call alone when it takes over 10 s),
// p50 and p95 (nearest rank) of the wall time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, waitForHealth } from '../lib/backend-process.mjs';
import { pgClient, startPostgres } from './postgres.mjs';
import { seed } from './seed.mjs';
import { endpointsFor, keysetCursor } from './endpoints.mjs';
import { timeNewMigrations } from './migration-time.mjs';
import { table } from './table.mjs';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    calls: { type: 'string', default: '20' },
    backend: { type: 'string', default: 'backend/dist' },
    before: { type: 'string' },
    label: { type: 'string', default: 'run' },
    'migration-time': { type: 'boolean', default: false },
    // With --migration-time: undo and time the migrations from this timestamp on (default 1769100000000).
    'migration-from': { type: 'string' },
    only: { type: 'string' },
    // Leave Postgres running with the last size's database (EXPLAIN ANALYZE by hand); stop it yourself.
    keep: { type: 'boolean', default: false },
    // Measure the working tree's build on an already seeded database (one left by --keep).
    reuse: { type: 'string' },
    // Only seed each size (a size may repeat: --sizes 1000000,1000000,1000000) and report the times.
    'seed-only': { type: 'boolean', default: false },
  },
});
const sizes = args.sizes.split(',').map(Number);
const calls = Number(args.calls);
const backendDir = resolve(args.backend);
const beforeDir = args.before ? resolve(args.before) : undefined;

const BENCH = {
  student: 'bench-student@example.com',
  teacher: 'bench-teacher@example.com',
  admin: 'bench-admin@example.com',
};
const PASSWORD = 'bench password 2026';
/** Backends still running: stopped on the way out, also after an error. */
const running = new Set();

async function startBackend(dir, databaseUrl) {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'elearning-ds-backend-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [join(dir, 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: '',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
      READ_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const backend = {
    baseUrl,
    startSeconds: 0,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
    },
  };
  running.add(backend);
  await waitForHealth(baseUrl, child, 600);
  backend.startSeconds = (performance.now() - started) / 1000;
  return backend;
}

async function call(baseUrl, path, token) {
  const started = performance.now();
  const response = await fetch(baseUrl + path, { headers: token ? { 'auth-token': token } : {} });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

async function post(baseUrl, path, body) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function measure(baseUrl, endpoint) {
  let slow = false;
  for (let i = 0; i < (slow ? 1 : 3); i++) {
    const warm = await call(baseUrl, endpoint.path, endpoint.token);
    if (warm.status !== 200)
      throw new Error(`${endpoint.name}: ${warm.status} ${warm.body.slice(0, 300)}`);
    if (i === 0) {
      endpoint.check?.(JSON.parse(warm.body));
      // Seconds per call (the old list at a million): 3 calls say enough and keep the run short;
      // tens of seconds: the one call says it.
      if (warm.ms > 10_000) return { n: 1, p50: warm.ms, p95: warm.ms };
      slow = warm.ms > 2_000;
    }
  }
  const times = [];
  const budget = performance.now() + 20_000;
  const least = slow ? 3 : 5;
  while (times.length < calls && (times.length < least || performance.now() < budget)) {
    times.push((await call(baseUrl, endpoint.path, endpoint.token)).ms);
  }
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** A fresh database of `size` questions, seeded through the first backend's schema. */
async function prepare(pg, size, firstDir, log) {
  const dbName = `school_${size}`;
  const admin = await pgClient(pg.url('postgres'));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = pg.url(dbName);
  const backend = await startBackend(firstDir, url);
  for (const [role, email] of Object.entries(BENCH))
    await post(backend.baseUrl, '/auth/createuser', { name: `Bench ${role}`, email, phone: '+1 555 0199', password: PASSWORD });
  const db = await pgClient(url);
  await db.query(
    `UPDATE users SET role = CASE WHEN email = $1 THEN 'teacher' ELSE 'admin' END, role_source = 'cli',
            email_verified_at = now(), email_verified_by = 'cli', token_version = token_version + 1
      WHERE email IN ($1, $2)`,
    [BENCH.teacher, BENCH.admin],
  );
  await db.query(`UPDATE users SET email_verified_at = now(), email_verified_by = 'link' WHERE email = $1`, [BENCH.student]);
  log(`seeding ${size.toLocaleString('en')} questions`);
  const seedSeconds = await seed(db, size, BENCH, log, () => pgClient(url));
  await db.query('VACUUM ANALYZE');
  const { rows: [{ bytes }] } = await db.query(`SELECT pg_database_size(current_database()) AS bytes`);
  log(`seeded in ${seedSeconds.toFixed(1)} s, database ${(bytes / 2 ** 30).toFixed(2)} GiB`);
  return { url, db, backend, seedSeconds, bytes: Number(bytes), ids: await benchIds(db) };
}

/** Every endpoint through `backend`, as the bench's accounts (signed in to this backend). */
async function measureAll(backend, ids, size, label, log) {
  const tokens = {};
  for (const [role, email] of Object.entries(BENCH))
    tokens[role] = (await post(backend.baseUrl, '/auth/login', { email, password: PASSWORD })).authToken;
  const probe = await call(backend.baseUrl, '/teacher/questions', tokens.teacher);
  const keyset = 'nextCursor' in JSON.parse(probe.body);
  const loadAtStart = os.loadavg()[0];
  const results = [];
  for (const endpoint of endpointsFor(tokens, ids, keyset)) {
    if (args.only && !endpoint.name.includes(args.only)) continue;
    const result = await measure(backend.baseUrl, endpoint);
    log(`${label} ${size}: ${endpoint.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (n=${result.n})`);
    results.push({ name: endpoint.name, ...result });
  }
  return { results, loadAtStart, loadAtEnd: os.loadavg()[0] };
}

async function benchIds(db) {
  const one = async (sql, params = []) => Object.values((await db.query(sql, params)).rows[0] ?? {})[0];
  const student = await one(`SELECT id FROM users WHERE email = $1`, [BENCH.student]);
  const teacher = await one(`SELECT id FROM users WHERE email = $1`, [BENCH.teacher]);
  const klass = await one(`SELECT class_id FROM class_students WHERE user_id = $1`, [student]);
  const conversation = await one(
    `SELECT id FROM conversations WHERE user_id = $1 ORDER BY updated_at DESC LIMIT 1`,
    [student],
  );
  const question = await one(`SELECT id FROM questions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [student]);
  // The row 8,000 deep in the teacher's list (page 401 of 20): where a keyset page starts.
  const deep = (
    await db.query(
      `SELECT q.id, to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at
         FROM questions q JOIN class_students s ON s.user_id = q.user_id AND s.ended_at IS NULL
         JOIN class_teachers t ON t.class_id = s.class_id AND t.user_id = $1
        ORDER BY q.created_at DESC, q.id DESC OFFSET 8000 LIMIT 1`,
      [teacher],
    )
  ).rows[0];
  return { student, teacher, klass, conversation, question, deepCursor: deep && keysetCursor(deep) };
}

async function measureReused(url, log) {
  const db = await pgClient(url);
  const backend = await startBackend(backendDir, url);
  try {
    const { rows: [{ n }] } = await db.query('SELECT count(*)::int AS n FROM questions');
    const after = await measureAll(backend, await benchIds(db), n, args.label, log);
    const run = { size: n, seedSeconds: 0, bytes: 0, after };
    const report = { label: args.label, date: new Date().toISOString(), postgres: '(reused)', calls, runs: [run] };
    const file = `bench/results/data-scale-${args.label}-${Date.now()}.json`;
    await writeFile(file, JSON.stringify(report, null, 2));
    console.log(`\n${table(report)}\n\n(${file})`);
  } finally {
    await backend.stop();
    await db.end();
  }
}

async function main() {
  for (const dir of [backendDir, beforeDir].filter(Boolean))
    if (!existsSync(join(dir, 'main.js'))) throw new Error(`${dir}/main.js is missing: build the backend first`);
  const log = (m) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
  if (args.reuse) return measureReused(args.reuse, log);
  const pg = await startPostgres(log);
  const stopAll = async (keep = false) => {
    for (const backend of running) await backend.stop();
    if (keep) log(`Postgres left running: ${pg.url(`school_${sizes.at(-1)}`)} (pid ${pg.pid})`);
    else await pg.stop();
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  process.once('SIGTERM', () => void stopAll().finally(() => process.exit(143)));
  const runs = [];
  const seedTimes = [];
  try {
    for (const size of sizes) {
      const loadBefore = os.loadavg();
      const prepared = await prepare(pg, size, beforeDir ?? backendDir, log);
      const run = { size, seedSeconds: prepared.seedSeconds, bytes: prepared.bytes };
      if (args['seed-only']) {
        const load = [...loadBefore, ...os.loadavg()].map((l) => l.toFixed(1));
        seedTimes.push(`${size}: ${prepared.seedSeconds.toFixed(1)} s (load 1/5/15 min ${load.slice(0, 3).join('/')} before, ${load.slice(3).join('/')} after)`);
        await prepared.backend.stop();
        running.delete(prepared.backend);
        await prepared.db.end();
        continue;
      }
      if (beforeDir) {
        run.before = await measureAll(prepared.backend, prepared.ids, size, 'before', log);
        await prepared.backend.stop();
        running.delete(prepared.backend);
        // The migrations the working tree adds, run on the seeded school year as a replica runs them.
        run.migration = await timeNewMigrations(backendDir, prepared.url, log, false);
      } else {
        await prepared.backend.stop();
        running.delete(prepared.backend);
        if (args['migration-time'])
          run.migration = await timeNewMigrations(
            backendDir,
            prepared.url,
            log,
            args['migration-from'] ? Number(args['migration-from']) : true,
          );
      }
      await prepared.db.query('ANALYZE');
      const backend = await startBackend(backendDir, prepared.url);
      run.after = await measureAll(backend, prepared.ids, size, beforeDir ? 'after' : args.label, log);
      await backend.stop();
      running.delete(backend);
      await prepared.db.end();
      runs.push(run);
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await stopAll(args.keep);
  }
  if (seedTimes.length > 0) console.log(`\nseeded:\n${seedTimes.join('\n')}`);
  if (runs.length === 0) return;
  const report = { label: args.label, date: new Date().toISOString(), postgres: pg.version, calls, runs };
  await mkdir('bench/results', { recursive: true });
  const file = `bench/results/data-scale-${args.label}-${Date.now()}.json`;
  await writeFile(file, JSON.stringify(report, null, 2));
  console.log(`\n${table(report)}\n\n(${file})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
