import { FakeModelServer } from '@elearning/fake-model';
import request from 'supertest';
import { answer, ask, chunkText, signUp } from './answer-client.js';
import { type BackendProcess, startBackendProcess, waitUntilReady } from './backend-process.js';
import { startTestRedis, type TestRedis } from './redis-server.js';
import { createTestDatabase, type TestApp } from './test-app.js';

/** What answer-client needs of a backend: its URL. */
const client = (backend: BackendProcess) =>
  ({ baseUrl: backend.url, http: () => request(backend.url) }) as unknown as TestApp;

/**
 * Two real backend processes (dist/main.js) on one Postgres database and one real Redis: what a
 * load balancer spreading requests over replicas would see.
 */
describe('two replicas sharing Redis', () => {
  let redis: TestRedis;
  let fake: FakeModelServer;
  let a: BackendProcess;
  let b: BackendProcess;
  beforeAll(async () => {
    [redis, fake] = await Promise.all([startTestRedis(), FakeModelServer.start()]);
    const env = {
      DATABASE_URL: await createTestDatabase(),
      REDIS_URL: redis.url,
      GEMINI_API_KEY: 'two-replicas-key',
      GEMINI_BASE_URL: fake.url,
      LOGIN_RATE_LIMIT_PER_MINUTE: '3',
      AI_MAX_CONCURRENT_ANSWERS_PER_STUDENT: '1',
      LOG_LEVEL: 'warn',
    };
    a = await startBackendProcess(env);
    await waitUntilReady(a); // migrates first; the other finds nothing to run
    b = await startBackendProcess(env);
    await waitUntilReady(b);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([redis?.stop(), fake?.stop()]);
  });
  beforeEach(() => fake.reset());

  it('a rate limit holds across replicas: the limit+1st attempt is refused whichever replica gets it', async () => {
    const login = (backend: BackendProcess) =>
      client(backend)
        .http()
        .post('/auth/login')
        .set('x-forwarded-for', '198.51.100.77')
        .send({ email: 'x@example.com', password: 'wrong password' });
    expect([(await login(a)).status, (await login(b)).status, (await login(a)).status]).toEqual([
      401, 401, 401,
    ]);
    expect((await login(b)).status).toBe(429);
    expect((await login(a)).status).toBe(429);
  });

  it('an answer started on one replica is re-attached from the other (Last-Event-ID), written once', async () => {
    const token = await signUp(client(a));
    const pieces = Array.from({ length: 20 }, (_, i) => `piece${i} `);
    fake.script({ chunks: pieces, chunkIntervalMs: 50 });
    const id = await ask(client(a), token);
    // The student's connection to A drops after three pieces (a reload, a replica going away).
    const first = await answer(client(a), token, id, (events) => events.length >= 3);
    // Pieces that arrive in one read are parsed together: at least three.
    expect(first.events.length).toBeGreaterThanOrEqual(3);
    expect(first.events.every((event) => event.event === 'chunk')).toBe(true);
    const rest = await answer(client(b), token, id, undefined, first.events.at(-1)!.id);
    expect(rest.events.at(-1)?.event).toBe('done');
    expect(chunkText(first.events) + chunkText(rest.events)).toBe(pieces.join(''));
    expect(fake.requests).toHaveLength(1);
  });

  it('a second stream for a question being written is not a second generation, and the per-student limit holds across replicas', async () => {
    const token = await signUp(client(a));
    fake.script({ chunks: Array.from({ length: 20 }, (_, i) => `w${i} `), chunkIntervalMs: 50 });
    const id = await ask(client(a), token);
    const onA = answer(client(a), token, id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The same question from B: it follows A's generation (the claim is taken), no second model call.
    const onB = await answer(client(b), token, id);
    expect(onB.events.at(-1)?.event).toBe('done');
    expect(chunkText(onB.events)).toBe(chunkText((await onA).events));
    expect(fake.requests).toHaveLength(1);
    // Another question of the same student while one is being written (limit 1): refused on the other replica.
    fake.script({ chunks: Array.from({ length: 20 }, (_, i) => `v${i} `), chunkIntervalMs: 50 });
    const running = answer(client(a), token, await ask(client(a), token));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await answer(client(b), token, await ask(client(b), token));
    expect(refused.status).toBe(429);
    await running;
  });
});
