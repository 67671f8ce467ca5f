import { FakeModelServer } from '@elearning/fake-model';
import pg from 'pg';
import { ask, chunkText, signUp } from './answer-client.js';
import { type BackendProcess, startBackendProcess, waitUntilReady } from './backend-process.js';
import { type GatewayProcess, startGatewayProcess } from './gateway-process.js';
import { startTestRedis, type TestRedis } from './redis-server.js';
import { apiAt, followAnswer, servedBy } from './replicas-behind-gateway.js';
import { createTestDatabase } from './test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM to the replica writing an answer, two replicas behind the gateway on one Redis: the
 * answer goes on being written there while the student's stream is handed over (ended without a
 * final event), the page re-attaches with Last-Event-ID through the gateway and the other replica
 * serves the rest from Redis. The model is asked once; the student gets every piece once.
 */
describe('answers in progress when a replica shuts down', () => {
  let redis: TestRedis;
  let fake: FakeModelServer;
  let databaseUrl: string;
  let db: pg.Client;
  let running: { replicas: Record<'A' | 'B', BackendProcess>; gateway: GatewayProcess } | undefined;
  beforeEach(() => fake?.reset());
  beforeAll(async () => {
    [redis, fake] = await Promise.all([startTestRedis(), FakeModelServer.start()]);
    databaseUrl = await createTestDatabase();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 60_000);
  afterEach(async () => {
    await running?.gateway.stop();
    await Promise.all(Object.values(running?.replicas ?? {}).map((replica) => replica.stop()));
    running = undefined;
  });
  afterAll(async () => {
    await db?.end();
    await Promise.all([redis?.stop(), fake?.stop()]);
  });

  async function startReplicas(graceMs: number) {
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      GEMINI_BASE_URL: fake.url,
      SHUTDOWN_GRACE_MS: String(graceMs),
    };
    // Each replica its own model key: the model's side says which replica is writing an answer.
    const a = await startBackendProcess({ ...env, GEMINI_API_KEY: `${KEY_PREFIX}A` });
    await waitUntilReady(a);
    const b = await startBackendProcess({ ...env, GEMINI_API_KEY: `${KEY_PREFIX}B` });
    await waitUntilReady(b);
    const replicas = { A: a, B: b };
    running = { replicas, gateway: await startGatewayProcess([a.url, b.url]) };
    return { replicas, api: running.gateway.apiUrl };
  }

  it('the student re-attaches on the other replica and gets the whole answer exactly once; the model was asked once', async () => {
    const setup = await startReplicas(15_000);
    const pieces = Array.from({ length: 30 }, (_, i) => `p${i} `);
    fake.script({ chunks: pieces, chunkIntervalMs: 100 });
    const token = await signUp(apiAt(setup.api));
    const id = await ask(apiAt(setup.api), token);
    const reading = followAnswer(setup.api, token, id, { retryMs: 200 });
    while ((fake.lastRequest?.chunkSentAt.length ?? 0) < 5) await sleep(20);
    const writer = writingReplica(fake);
    const other = writer === 'A' ? 'B' : 'A';
    const exited = setup.replicas[writer].exited;
    setup.replicas[writer].kill('SIGTERM');

    const { events, attempts } = await reading;
    expect(chunkText(events)).toBe(pieces.join(''));
    expect(events.at(-1)?.event).toBe('done');
    expect(fake.requests).toHaveLength(1);
    // The first stream was handed over mid-answer, the rest came from the other replica.
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts[0]!.events.some((event) => event.event === 'chunk')).toBe(true);
    expect(attempts[0]!.events.at(-1)?.event).toBe('chunk');
    expect(await servedBy(setup.replicas, attempts.at(-1)!.requestId)).toBe(other);
    expect(await exited).toBe(0);
    expect(setup.replicas[writer].output.join('\n')).toContain('handing 1 answer stream(s) over');
    const saved = await db.query('SELECT status, answer FROM questions WHERE id = $1', [id]);
    expect(saved.rows[0]).toEqual({ status: 'answered', answer: pieces.join('') });
  }, 90_000);

  it('an answer that cannot finish within the grace period is saved as stopped with what was written, and the student gets exactly that', async () => {
    // SHUTDOWN_GRACE_MS 4 s: answers may go on for 2 s (the last 2 s are for saving).
    const setup = await startReplicas(4_000);
    const pieces = Array.from({ length: 60 }, (_, i) => `s${i} `);
    fake.script({ chunks: pieces, chunkIntervalMs: 200 });
    const token = await signUp(apiAt(setup.api));
    const id = await ask(apiAt(setup.api), token);
    const reading = followAnswer(setup.api, token, id, { retryMs: 200 });
    while ((fake.lastRequest?.chunkSentAt.length ?? 0) < 3) await sleep(20);
    const writer = writingReplica(fake);
    const signalledAt = performance.now();
    setup.replicas[writer].kill('SIGTERM');

    const { events } = await reading;
    expect(await setup.replicas[writer].exited).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(4_000 + 1_000);
    expect(events.at(-1)?.event).toBe('stopped');
    const written = chunkText(events);
    expect(written.length).toBeGreaterThan(0);
    expect(pieces.join('').startsWith(written)).toBe(true);
    expect(written).not.toBe(pieces.join(''));
    expect(fake.requests).toHaveLength(1);
    const saved = await db.query('SELECT status, answer FROM questions WHERE id = $1', [id]);
    expect(saved.rows[0]).toEqual({ status: 'stopped', answer: written });
  }, 90_000);
});

const KEY_PREFIX = 'handover-key-';

/** The replica writing the answer: the one whose key the model saw. */
function writingReplica(fake: FakeModelServer): 'A' | 'B' {
  const key = String(fake.lastRequest?.headers['x-goog-api-key'] ?? '');
  const replica = key.slice(KEY_PREFIX.length);
  if (replica !== 'A' && replica !== 'B') throw new Error(`the model saw the key '${key}'`);
  return replica;
}
