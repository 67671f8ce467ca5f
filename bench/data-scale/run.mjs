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
// Every size is seeded first; then each endpoint is called at every size in turn, call by call, so a
// noisy moment of the machine falls on both sizes. Each endpoint and size: 3 warm-up calls, then
// `--calls` sequential calls (fewer when a call is slow: at most about 20 s per endpoint and size,
// never under 5; 1 warm-up and 3 calls when a call takes seconds, the first call alone when it takes
// over 10 s), p50 and p95 (nearest rank) of the wall time.
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

/**
 * One endpoint at every size, call by call in turn (a call at the first size, one at the next, ...):
 * a noisy moment of the machine falls on every size alike, and the growth compares like with like.
 * Each size: 3 warm-up calls (1 when a call takes seconds; the first call alone when over 10 s).
 */
async function measure(targets) {
  const states = [];
  for (const { baseUrl, endpoint } of targets) {
    const state = { baseUrl, endpoint, times: [], slow: false, single: undefined };
    for (let i = 0; i < (state.slow ? 1 : 3); i++) {
      const warm = await call(baseUrl, endpoint.path, endpoint.token);
      if (warm.status !== 200)
        throw new Error(`${endpoint.name}: ${warm.status} ${warm.body.slice(0, 300)}`);
      if (i === 0) {
        endpoint.check?.(JSON.parse(warm.body));
        // Seconds per call (the old list at a million): 3 calls say enough and keep the run short;
        // tens of seconds: the one call says it.
        if (warm.ms > 10_000) {
          state.single = { n: 1, p50: warm.ms, p95: warm.ms };
          break;
        }
        state.slow = warm.ms > 2_000;
      }
    }
    states.push(state);
  }
  const budget = performance.now() + 20_000 * targets.length;
  const wants = (state) =>
    state.single === undefined &&
    state.times.length < calls &&
    (state.times.length < (state.slow ? 3 : 5) || performance.now() < budget);
  while (states.some(wants))
    for (const state of states.filter(wants))
      state.times.push((await call(state.baseUrl, state.endpoint.path, state.endpoint.token)).ms);
  return states.map(({ single, times }) => {
    if (single) return single;
    times.sort((a, b) => a - b);
    return { n: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  });
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

/**
 * Every endpoint at every size (`targets`: a backend on each size's database, with the bench's ids),
 * as the bench's accounts (signed in to each backend), the sizes measured in turn (measure).
 */
async function measureAll(targets, label, log) {
  const lists = [];
  for (const { backend, ids } of targets) {
    const tokens = {};
    for (const [role, email] of Object.entries(BENCH))
      tokens[role] = (await post(backend.baseUrl, '/auth/login', { email, password: PASSWORD })).authToken;
    const probe = await call(backend.baseUrl, '/teacher/questions', tokens.teacher);
    lists.push(endpointsFor(tokens, ids, 'nextCursor' in JSON.parse(probe.body)));
  }
  const loadAtStart = os.loadavg()[0];
  const results = targets.map(() => []);
  for (const [index, endpoint] of lists[0].entries()) {
    if (args.only && !endpoint.name.includes(args.only)) continue;
    const found = await measure(targets.map(({ backend }, size) => ({ baseUrl: backend.baseUrl, endpoint: lists[size][index] })));
    found.forEach((result, size) => {
      log(`${label} ${targets[size].size}: ${endpoint.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (n=${result.n})`);
      results[size].push({ name: endpoint.name, ...result });
    });
  }
  const loadAtEnd = os.loadavg()[0];
  return results.map((list) => ({ results: list, loadAtStart, loadAtEnd }));
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
    const [after] = await measureAll([{ backend, ids: await benchIds(db), size: n }], args.label, log);
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
  const stop = async (backend) => {
    await backend.stop();
    running.delete(backend);
  };
  try {
    // Every size is seeded first, then measured with the others in turn (measure).
    const prepared = [];
    for (const size of sizes) {
      const loadBefore = os.loadavg();
      const one = await prepare(pg, size, beforeDir ?? backendDir, log);
      if (args['seed-only']) {
        const load = [...loadBefore, ...os.loadavg()].map((l) => l.toFixed(1));
        seedTimes.push(`${size}: ${one.seedSeconds.toFixed(1)} s (load 1/5/15 min ${load.slice(0, 3).join('/')} before, ${load.slice(3).join('/')} after)`);
        await stop(one.backend);
        await one.db.end();
        continue;
      }
      prepared.push({ ...one, size, run: { size, seedSeconds: one.seedSeconds, bytes: one.bytes } });
    }
    if (beforeDir && prepared.length > 0) {
      const before = await measureAll(prepared, 'before', log);
      prepared.forEach((one, i) => (one.run.before = before[i]));
    }
    for (const one of prepared) {
      await stop(one.backend);
      // The migrations the working tree adds, run on the seeded school year as a replica runs them.
      if (beforeDir) one.run.migration = await timeNewMigrations(backendDir, one.url, log, false);
      else if (args['migration-time'])
        one.run.migration = await timeNewMigrations(
          backendDir,
          one.url,
          log,
          args['migration-from'] ? Number(args['migration-from']) : true,
        );
      await one.db.query('ANALYZE');
    }
    if (prepared.length > 0) {
      for (const one of prepared) one.backend = await startBackend(backendDir, one.url);
      const after = await measureAll(prepared, beforeDir ? 'after' : args.label, log);
      for (const [i, one] of prepared.entries()) {
        one.run.after = after[i];
        await stop(one.backend);
        await one.db.end();
        runs.push(one.run);
      }
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
