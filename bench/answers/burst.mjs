#!/usr/bin/env node
/**
 * "A whole class asks at once" (decision 0007, docs/decisions/0007-answer-burst.md): N students, each with an account and a saved question,
 * start their answers (POST /ques/:id/answer, SSE) at the same moment, each from its own loopback
 * address. The fake model (own process) sends PIECES pieces at 50 a second with its send time in
 * each. Measured per burst: Submit -> first piece (p50, p99), added delay per piece (p50, p90,
 * p99), errors, and memory per open stream: RSS growth / streams open at once in the timed bursts,
 * and, in one more untimed burst per case and target (its answers 5 times as long, so every stream
 * is open at once), the memory kept after a full garbage collection (through the inspector) with
 * every stream open, against the same before the burst. The floor relay
 * (floor-relay.mjs: node:http, no auth, database or framework) runs in the same run, alternating
 * with the backend(s), so the ratios hold on a noisy machine; the load average is noted per burst.
 *
 * Every limit stays at its default: each student is one account and one address, so none triggers.
 * Setup only: the accounts are inserted into the bench's own Postgres and their tokens signed as
 * the backend's login signs them (1,000 bcrypt sign-ups would take minutes and are not measured).
 *
 * Usage (repo root, after `npm run build -w backend`):
 *   node bench/answers/burst.mjs
 * Environment:
 *   BACKENDS   label=dist directory, comma-separated (default `backend=backend/dist`), e.g.
 *              `before=backend/dist-before,after=backend/dist` to compare two builds in one run;
 *              Node flags for one after an `@`: `semi=backend/dist@--min-semi-space-size=16`
 *   CASES      comma-separated, each `plain:<N>`, `history:<N>` (a follow-up in a 10-turn
 *              conversation) or `redis:<N>` (REDIS_URL set); default `plain:200,history:200,redis:200,plain:1000`
 *   ROUNDS     alternations per case (default 3); PIECES (default 100); FIRST_PIECE_MS (default 100)
 *   BENCH_JSON where to write every burst's numbers (default bench/results/burst-<time>.json)
 *   PROFILE_DIR if set, the backends and the floor run with --cpu-prof into it; BENCH_LOG_DIR: their
 *              logs go there
 * CPU per burst: user + system time of the target process (and of Redis for the `redis` case)
 * while the burst ran, from /proc: steadier than latencies when other work shares the cores.
 */
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import pg from 'pg';
import { freePort, startTestPostgres } from '../../backend/test/embedded-test-postgres.mjs';
import { burst, postJson, studentAddress } from './burst-client.mjs';
import { INSPECT_ARGS, inspectorUrl, memoryAfterGc } from '../lib/inspector.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const BACKENDS = (process.env.BACKENDS ?? 'backend=backend/dist').split(',').map((entry) => {
  const label = entry.slice(0, entry.indexOf('='));
  const target = entry.slice(entry.indexOf('=') + 1);
  // Node flags after an `@`, space-separated: `semi=backend/dist@--min-semi-space-size=16`.
  const [dist, flags] = target.split('@');
  return { label, dist: path.resolve(root, dist), nodeFlags: flags ? flags.split(' ') : [] };
});
const CASES = (process.env.CASES ?? 'plain:200,history:200,redis:200,plain:1000').split(',').map((entry) => {
  const [kind, n] = entry.split(':');
  return { kind, n: Number(n) };
});
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PIECES = Number(process.env.PIECES ?? 100);
const MEMORY_PIECES = PIECES * 5;
const FIRST_PIECE_MS = Number(process.env.FIRST_PIECE_MS ?? 100);
const JWT_SECRET = `bench-${randomUUID()}-${randomUUID()}`;
const HISTORY_TURNS = 9; // the benchmarked follow-up is the 10th turn

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
const cpuMs = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
};
const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};

function waitForLine(child, pattern) {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (text) => {
      seen += text;
      const match = pattern.exec(seen);
      if (match) resolve(match);
    });
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before ${pattern}: ${seen.slice(-2000)}`)),
    );
  });
}

async function startFakeModel() {
  const child = fork(path.join(here, 'fake-model-process.mjs'), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { url } = await new Promise((resolve) => child.once('message', resolve));
  const script = (fields) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send({
        script: { forgetRequests: true, usage: { inputTokens: 50, outputTokens: 100 }, ...fields },
      });
    });
  return { url, child, script };
}

/** The answer every burst streams: PIECES pieces of about 4 characters, 50 a second, send time in each. */
const burstScript = (pieces = PIECES) => ({
  chunks: Array.from({ length: pieces }, (_, i) => ['abc ', 'def ', 'ghi ', 'jkl '][i % 4]),
  firstChunkDelayMs: FIRST_PIECE_MS,
  chunkIntervalMs: 20,
  stampSendTime: true,
});

/** With PROFILE_DIR, Node's flags for a CPU profile of the process `name` (the floor's too, to compare them). */
function profileArgs(name) {
  if (!process.env.PROFILE_DIR) return [];
  const dir = process.env.PROFILE_DIR;
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`];
}

async function startFloor(modelUrl) {
  const floorArgs = [...profileArgs('floor'), ...INSPECT_ARGS, path.join(here, 'floor-relay.mjs')];
  const child = spawn(process.execPath, floorArgs, {
    env: { ...process.env, MODEL_URL: modelUrl, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const inspector = inspectorUrl(child);
  const [, port] = await waitForLine(child, /listening (\d+)/);
  return { label: 'floor', port: Number(port), child, inspector: await inspector };
}

async function startRedis() {
  const port = await freePort();
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await waitForLine(child, /Ready to accept connections/);
  return { url: `redis://127.0.0.1:${port}`, child };
}

async function startBackend({ label, dist, nodeFlags }, { databaseUrl, modelUrl, redisUrl }) {
  const port = await freePort();
  const profile = profileArgs(`${label}${redisUrl ? '-redis' : ''}`);
  const child = spawn(process.execPath, [...nodeFlags, ...profile, ...INSPECT_ARGS, path.join(dist, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      AI_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'bench-key',
      GEMINI_BASE_URL: modelUrl,
      // Required in production (the school's ceiling): far above what the bench spends.
      AI_DAILY_TOKENS_TOTAL: '1000000000000',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
    // Its access log is written as in production, to BENCH_LOG_DIR or nowhere.
    stdio: ['ignore', process.env.BENCH_LOG_DIR ? 'pipe' : 'ignore', 'pipe'],
  });
  const inspector = inspectorUrl(child);
  if (process.env.BENCH_LOG_DIR)
    child.stdout.pipe(
      createWriteStream(
        path.join(process.env.BENCH_LOG_DIR, `${label}${redisUrl ? '-redis' : ''}-${port}.log`),
      ),
    );
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error(`${label} did not become ready`);
    await sleep(300);
  }
  return { label: redisUrl ? `${label}+redis` : label, port, child, inspector: await inspector };
}

/** Students inserted into Postgres with tokens signed like the backend's (setup only, see above). */
async function createStudents(db, count, offset) {
  const key = new TextEncoder().encode(JWT_SECRET);
  const students = [];
  for (let i = 0; i < count; i += 1) students.push({ id: randomUUID(), address: studentAddress(offset + i) });
  await db.query(
    `INSERT INTO users (id, name, email, phone, password_hash)
     SELECT id, 'Bench Student', 'burst-' || id || '@example.com', '5551234567', '$2b$10$' || repeat('x', 53)
     FROM unnest($1::uuid[]) AS id`,
    [students.map((s) => s.id)],
  );
  // A class's students are vouched for (the full allowance); builds before email verification
  // existed have no such column, and nothing to do.
  await db.query(`DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'email_verified_at')
    THEN UPDATE users SET email_verified_at = now() WHERE email LIKE 'burst-%' AND email_verified_at IS NULL; END IF;
  END $$`);
  for (const student of students) {
    student.token = await new SignJWT({ sub: student.id, user: { id: student.id }, jti: randomUUID(), tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('12h')
      .sign(key);
  }
  return students;
}

/** For the history case: each student's conversation of HISTORY_TURNS answered turns (setup only). */
async function createConversations(db, students) {
  const answer = 'Step one: write down what is known. '.repeat(16); // ~600 characters a turn
  for (const student of students) {
    student.conversationId = randomUUID();
    await db.query(`INSERT INTO conversations (id, user_id, title) VALUES ($1, $2, 'Fractions')`, [
      student.conversationId,
      student.id,
    ]);
    await db.query(
      `INSERT INTO questions (id, user_id, text, answer, status, conversation_id, created_at)
       SELECT CASE WHEN n = 1 THEN $2::uuid ELSE gen_random_uuid() END, $1, 'Why is 1/2 + 1/3 equal to 5/6? turn ' || n,
              $3, 'answered', $2, now() - (20 - n) * interval '1 minute'
       FROM generate_series(1, $4::int) AS n`,
      [student.id, student.conversationId, answer, HISTORY_TURNS],
    );
  }
}

/** Runs `task` for every item, at most `limit` at once. */
async function eachLimited(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/** Saves each student's question (a new one, or a follow-up in its conversation) and returns the answer paths. */
async function saveQuestions(target, students, kind, round) {
  const paths = new Array(students.length);
  await eachLimited(
    students.map((s, i) => [s, i]),
    50,
    async ([student, i]) => {
      const text = `burst question ${round} of student ${i}: why does ice float?`;
      const saved =
        kind === 'history'
          ? await postJson(
              target.port,
              `/ques/conversations/${student.conversationId}/ask`,
              { userQues: text },
              student,
            )
          : await postJson(target.port, '/ques/addques', { userQues: text }, student);
      paths[i] = `/ques/${saved.id}/answer`;
    },
  );
  return paths;
}

async function measure(target, students, kind, round) {
  const paths =
    target.label === 'floor'
      ? students.map(() => '/answer')
      : await saveQuestions(target, students, kind, round);
  await sleep(1000);
  const pid = target.child.pid;
  const rssBefore = rssMb(pid);
  let peak = { rss: rssBefore, open: 0 };
  const sampler = setInterval(() => {
    const rss = rssMb(pid);
    if (rss > peak.rss) peak = { rss, open: peak.open };
  }, 50);
  let maxOpen = 0;
  const load = loadavg()[0];
  const cpuBefore = cpuMs(pid);
  const redisCpuBefore = target.redisPid ? cpuMs(target.redisPid) : NaN;
  const result = await burst(
    target.port,
    students.map((student, i) => ({ path: paths[i], address: student.address, token: student.token })),
    {
      onOpenChange: (open) => {
        if (open > maxOpen) maxOpen = open;
      },
    },
  );
  clearInterval(sampler);
  // The whole burst's CPU: what the target (and the Redis it uses) spent to serve it.
  const cpu = cpuMs(pid) - cpuBefore;
  const redisCpu = target.redisPid ? cpuMs(target.redisPid) - redisCpuBefore : NaN;
  return {
    target: target.label,
    kind,
    n: students.length,
    round,
    load,
    firstP50: percentile(result.firstPieceMs, 50),
    firstP99: percentile(result.firstPieceMs, 99),
    delayP50: percentile(result.delays, 50),
    delayP90: percentile(result.delays, 90),
    delayP99: percentile(result.delays, 99),
    pieces: result.delays.length,
    errors: result.errors.length,
    errorSamples: [...new Set(result.errors)].slice(0, 3),
    rssBeforeMb: rssBefore,
    rssPeakMb: peak.rss,
    maxOpen: result.maxOpen,
    kbPerOpenStream: ((peak.rss - rssBefore) * 1024) / Math.max(1, result.maxOpen),
    cpuMs: cpu,
    redisCpuMs: redisCpu,
  };
}

/**
 * The untimed burst of a case (answers MEMORY_PIECES long): memory kept per open stream, after a
 * full garbage collection with every stream open, against the same before the burst. A full
 * collection pauses the process, so the timed bursts do not do this.
 */
async function measureMemory(target, students, kind) {
  const paths =
    target.label === 'floor'
      ? students.map(() => '/answer')
      : await saveQuestions(target, students, kind, 'memory');
  await sleep(1000);
  const before = await memoryAfterGc(target.inspector);
  let during;
  const result = await burst(
    target.port,
    students.map((student, i) => ({ path: paths[i], address: student.address, token: student.token })),
    {
      onOpenChange: (open) => {
        if (!during && open >= students.length)
          during = memoryAfterGc(target.inspector).then((usage) => ({ ...usage, open }));
      },
    },
  );
  const all = await during;
  const kept = (usage) => usage.heapUsed + usage.external;
  return {
    target: target.label,
    kind,
    n: students.length,
    errors: result.errors.length,
    open: all?.open ?? result.maxOpen,
    heapBeforeMb: before.heapUsed / 2 ** 20,
    heapOpenMb: all ? all.heapUsed / 2 ** 20 : NaN,
    externalBeforeMb: before.external / 2 ** 20,
    externalOpenMb: all ? all.external / 2 ** 20 : NaN,
    keptKbPerStream: all ? (kept(all) - kept(before)) / 1024 / all.open : NaN,
  };
}

const f = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const median = (values) => percentile(values, 50);

function summarize(results, memory) {
  const lines = [];
  const groups = new Map();
  for (const r of results) {
    const key = `${r.kind}:${r.n}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(r);
  }
  for (const [key, rows] of groups) {
    const loads = rows.map((r) => r.load);
    lines.push(
      `\n### ${key} (${ROUNDS} alternations, load ${f(Math.min(...loads), 1)}–${f(Math.max(...loads), 1)})\n`,
      '| target | first piece p50 | first piece p99 | delay/piece p50 | p90 | p99 | errors | KB per open stream | CPU per burst (+ Redis) | first p99 / floor | delay p90 / floor | delay p50 − floor |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    const byTarget = new Map();
    for (const r of rows) {
      if (!byTarget.has(r.target)) byTarget.set(r.target, []);
      byTarget.get(r.target).push(r);
    }
    const floor = byTarget.get('floor') ?? [];
    const m = (list, field) => median(list.map((r) => r[field]));
    const range = (list, field, digits = 0) => {
      const values = list.map((r) => r[field]);
      return `${f(median(values), digits)} (${f(Math.min(...values), digits)}–${f(Math.max(...values), digits)})`;
    };
    for (const [target, list] of byTarget) {
      // Ratios per round against that round's floor, then their median.
      const ratio = (field) =>
        median(list.map((r) => r[field] / (floor.find((fl) => fl.round === r.round)?.[field] ?? NaN)));
      const diff = (field) =>
        median(list.map((r) => r[field] - (floor.find((fl) => fl.round === r.round)?.[field] ?? NaN)));
      lines.push(
        `| ${target} | ${range(list, 'firstP50')} ms | ${range(list, 'firstP99')} ms | ${range(list, 'delayP50', 1)} ms | ${range(list, 'delayP90', 1)} ms | ${range(list, 'delayP99', 1)} ms | ${list.reduce((s, r) => s + r.errors, 0)} | ${f(m(list, 'kbPerOpenStream'))} | ${f(m(list, 'cpuMs'))} ms${Number.isFinite(m(list, 'redisCpuMs')) ? ` + ${f(m(list, 'redisCpuMs'))} ms` : ''} | ${target === 'floor' ? '1' : f(ratio('firstP99'), 2)} | ${target === 'floor' ? '1' : f(ratio('delayP90'), 2)} | ${target === 'floor' ? '0' : f(diff('delayP50'), 1)} ms |`,
      );
    }
    const samples = rows.flatMap((r) => r.errorSamples.map((e) => `${r.target}: ${e}`));
    if (samples.length) lines.push('', `errors, e.g.: ${[...new Set(samples)].slice(0, 5).join('; ')}`);
    const kept = memory.filter((r) => `${r.kind}:${r.n}` === key);
    if (kept.length === 0) continue;
    lines.push(
      '',
      `Memory kept with every stream open, after a full GC (one untimed burst, answers of ${MEMORY_PIECES} pieces):`,
      '',
      '| target | streams open | JS heap before → open | external before → open | KB kept per open stream | errors |',
      '|---|---|---|---|---|---|',
      ...kept.map(
        (r) =>
          `| ${r.target} | ${r.open} | ${f(r.heapBeforeMb, 1)} → ${f(r.heapOpenMb, 1)} MB | ${f(r.externalBeforeMb, 1)} → ${f(r.externalOpenMb, 1)} MB | **${f(r.keptKbPerStream, 1)}** | ${r.errors} |`,
      ),
    );
  }
  return lines.join('\n');
}

async function main() {
  const children = [];
  const pgServer = await startTestPostgres({ prefix: 'bench-burst-', persistent: false });
  const admin = new pg.Client({ connectionString: pgServer.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE burst');
  await admin.end();
  const databaseUrl = pgServer.adminUrl.replace(/\/postgres$/, '/burst');
  const results = [];
  const memory = [];
  try {
    const fake = await startFakeModel();
    children.push(fake.child);
    await fake.script(burstScript());
    const floor = await startFloor(fake.url);
    children.push(floor.child);
    const needsRedis = CASES.some((c) => c.kind === 'redis');
    const redis = needsRedis ? await startRedis() : undefined;
    if (redis) children.push(redis.child);
    const plain = [];
    const withRedis = [];
    // The newest build first: it runs the migrations (an older one finds them done).
    for (const backend of [...BACKENDS].reverse()) {
      const started = await startBackend(backend, { databaseUrl, modelUrl: fake.url });
      children.push(started.child);
      plain.unshift(started);
      if (redis) {
        const shared = await startBackend(backend, { databaseUrl, modelUrl: fake.url, redisUrl: redis.url });
        children.push(shared.child);
        shared.redisPid = redis.child.pid;
        withRedis.unshift(shared);
      }
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    // A first, unmeasured burst per process: a cold JIT is not what a class meets at noon.
    const warmUp = await createStudents(db, 20, 0);
    let offset = warmUp.length;
    for (const target of [floor, ...plain, ...withRedis]) await measure(target, warmUp, 'plain', 0);
    for (const { kind, n } of CASES) {
      // Each case its own students: the per-student limits (answers and questions a minute) stay on.
      const students = await createStudents(db, n, offset);
      offset += n;
      if (kind === 'history') await createConversations(db, students);
      const backends = kind === 'redis' ? withRedis : plain;
      for (let round = 1; round <= ROUNDS; round += 1) {
        const order = [floor, ...backends];
        if (round % 2 === 0) order.reverse();
        for (const target of order) {
          const result = await measure(target, students, kind, round);
          results.push(result);
          console.log(
            `${kind}:${n} round ${round} ${target.label}: first p50 ${f(result.firstP50)} p99 ${f(result.firstP99)} ms; delay p50 ${f(result.delayP50, 1)} p90 ${f(result.delayP90, 1)} p99 ${f(result.delayP99, 1)} ms; errors ${result.errors}${result.errors ? ` (${result.errorSamples.join('; ')})` : ''}; ${f(result.kbPerOpenStream)} KB/stream (${f(result.rssBeforeMb)}→${f(result.rssPeakMb)} MB, ${result.maxOpen} open); CPU ${f(result.cpuMs)} ms${Number.isFinite(result.redisCpuMs) ? ` + Redis ${f(result.redisCpuMs)} ms` : ''}; load ${f(result.load, 1)}`,
          );
          await sleep(2000);
        }
      }
      await fake.script(burstScript(MEMORY_PIECES));
      for (const target of [floor, ...backends]) {
        const result = await measureMemory(target, students, kind);
        memory.push(result);
        console.log(
          `${kind}:${n} memory ${target.label}: ${f(result.keptKbPerStream, 1)} KB kept per open stream (${result.open} open, heap ${f(result.heapBeforeMb, 1)}→${f(result.heapOpenMb, 1)} MB, external ${f(result.externalBeforeMb, 1)}→${f(result.externalOpenMb, 1)} MB); errors ${result.errors}`,
        );
        await sleep(2000);
      }
      await fake.script(burstScript());
    }
    await db.end();
  } finally {
    for (const child of children.reverse()) {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    }
    await pgServer.server.stop();
  }
  const summary = summarize(results, memory);
  console.log(summary);
  const out = process.env.BENCH_JSON ?? path.join(root, 'bench', 'results', `burst-${Date.now()}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      { pieces: PIECES, firstPieceMs: FIRST_PIECE_MS, backends: BACKENDS, results, memory },
      null,
      2,
    ),
  );
  console.log(`\nevery burst's numbers: ${path.relative(root, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
