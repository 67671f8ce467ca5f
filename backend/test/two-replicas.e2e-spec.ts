import { FakeModelServer } from '@elearning/fake-model';
import {
  answer,
  ask,
  chunkText,
  expectModelRequestAborted,
  holdStream,
  requestStop,
  signUp,
} from './answer-client.js';
import { type BackendProcess, startBackendProcess, waitUntilReady } from './backend-process.js';
import { type GatewayProcess, startGatewayProcess } from './gateway-process.js';
import { startTestRedis, type TestRedis } from './redis-server.js';
import { apiAt, newRequestId, servedBy } from './replicas-behind-gateway.js';
import { createTestDatabase } from './test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two real backend processes (dist/main.js) on one Postgres database and one real Redis, behind
 * the Node gateway of `npm start` (scripts/gateway.mjs, BACKEND_UPSTREAMS: round robin), as a
 * student's browser meets them. Which replica served a request is read from the replicas' access
 * logs (the request id the test sent).
 */
describe('two replicas behind the gateway, sharing Redis and Postgres', () => {
  let redis: TestRedis;
  let fake: FakeModelServer;
  let replicas: Record<'A' | 'B', BackendProcess>;
  let gateway: GatewayProcess;
  let api: ReturnType<typeof apiAt>;
  beforeAll(async () => {
    [redis, fake] = await Promise.all([startTestRedis(), FakeModelServer.start()]);
    const env = {
      DATABASE_URL: await createTestDatabase(),
      REDIS_URL: redis.url,
      GEMINI_API_KEY: 'two-replicas-key',
      GEMINI_BASE_URL: fake.url,
      LOGIN_RATE_LIMIT_PER_MINUTE: '3',
      AI_MAX_CONCURRENT_ANSWERS_PER_STUDENT: '1',
      AI_MAX_STREAMS_PER_STUDENT: '2',
    };
    const a = await startBackendProcess(env);
    await waitUntilReady(a); // migrates first; the other finds nothing to run
    const b = await startBackendProcess(env);
    await waitUntilReady(b);
    replicas = { A: a, B: b };
    gateway = await startGatewayProcess([a.url, b.url]);
    api = apiAt(gateway.apiUrl);
  }, 60_000);
  afterAll(async () => {
    await gateway?.stop();
    await Promise.all(Object.values(replicas ?? {}).map((replica) => replica.stop()));
    await Promise.all([redis?.stop(), fake?.stop()]);
  });
  beforeEach(() => fake.reset());

  it('a rate limit holds across replicas: the limit+1st attempt is refused whichever replica gets it', async () => {
    const email = `limit-${Date.now()}@example.com`;
    const login = async () => {
      const requestId = newRequestId('login');
      const response = await api
        .http()
        .post('/auth/login')
        .set('x-request-id', requestId)
        .send({ email, password: 'wrong password' });
      return { status: response.status, replica: await servedBy(replicas, requestId) };
    };
    const allowed = [await login(), await login(), await login()];
    expect(allowed.map((attempt) => attempt.status)).toEqual([401, 401, 401]);
    expect(new Set(allowed.map((attempt) => attempt.replica))).toEqual(new Set(['A', 'B']));
    const refused = [await login(), await login()];
    expect(refused.map((attempt) => attempt.status)).toEqual([429, 429]);
    // Each replica refuses it: the count is Redis's, not a replica's own.
    expect(new Set(refused.map((attempt) => attempt.replica))).toEqual(new Set(['A', 'B']));
  });

  it('a logout on one replica ends that session on every replica (the deny-list is in Redis)', async () => {
    const token = await signUp(api);
    const listQuestions = async () => {
      const requestId = newRequestId('session');
      const response = await api.http().get('/ques').set('auth-token', token).set('x-request-id', requestId);
      return { status: response.status, replica: await servedBy(replicas, requestId) };
    };
    const before = [await listQuestions(), await listQuestions()];
    expect(before.map((check) => check.status)).toEqual([200, 200]);
    expect(new Set(before.map((check) => check.replica))).toEqual(new Set(['A', 'B']));
    await api.http().post('/auth/logout').set('auth-token', token).expect(200);
    const after = [await listQuestions(), await listQuestions()];
    expect(after.map((check) => check.status)).toEqual([401, 401]);
    expect(new Set(after.map((check) => check.replica))).toEqual(new Set(['A', 'B']));
  });

  it('an answer started on one replica is re-attached from the other (Last-Event-ID), written once', async () => {
    const token = await signUp(api);
    const pieces = Array.from({ length: 20 }, (_, i) => `piece${i} `);
    fake.script({ chunks: pieces, chunkIntervalMs: 50 });
    const id = await ask(api, token);
    // The student's connection drops after three pieces (a reload, a replica going away).
    const startId = newRequestId('start');
    const first = await answer(api, token, id, (events) => events.length >= 3, undefined, {
      'x-request-id': startId,
    });
    expect(first.events.length).toBeGreaterThanOrEqual(3);
    expect(first.events.every((event) => event.event === 'chunk')).toBe(true);
    const resumeId = newRequestId('resume');
    const rest = await answer(api, token, id, undefined, first.events.at(-1)!.id, {
      'x-request-id': resumeId,
    });
    expect(rest.events.at(-1)?.event).toBe('done');
    expect(chunkText(first.events) + chunkText(rest.events)).toBe(pieces.join(''));
    expect(fake.requests).toHaveLength(1);
    const [started, resumed] = [await servedBy(replicas, startId), await servedBy(replicas, resumeId)];
    expect(resumed).not.toBe(started);
  });

  it('a second stream for a question being written is no second generation, and the per-student limit holds across replicas', async () => {
    const token = await signUp(api);
    fake.script({ chunks: Array.from({ length: 20 }, (_, i) => `w${i} `), chunkIntervalMs: 50 });
    const id = await ask(api, token);
    const [firstId, secondId] = [newRequestId('first'), newRequestId('second')];
    const first = answer(api, token, id, undefined, undefined, { 'x-request-id': firstId });
    await sleep(200);
    // The same question again (a second tab): it follows the generation already running (the
    // claim is taken), from the other replica, and the model is called once.
    const second = await answer(api, token, id, undefined, undefined, { 'x-request-id': secondId });
    expect(second.events.at(-1)?.event).toBe('done');
    expect(chunkText(second.events)).toBe(chunkText((await first).events));
    expect(fake.requests).toHaveLength(1);
    expect(await servedBy(replicas, secondId)).not.toBe(await servedBy(replicas, firstId));

    // Another question of the same student while one is being written (limit 1): refused by
    // whichever replica gets it, the one writing the answer or the other.
    fake.script({ chunks: Array.from({ length: 20 }, (_, i) => `v${i} `), chunkIntervalMs: 50 });
    const runningId = newRequestId('running');
    const running = answer(api, token, await ask(api, token), undefined, undefined, {
      'x-request-id': runningId,
    });
    await sleep(200);
    const refusals: { status: number; replica: string }[] = [];
    const questions = [await ask(api, token), await ask(api, token)];
    for (const question of questions) {
      const requestId = newRequestId('refused');
      const refused = await answer(api, token, question, undefined, undefined, { 'x-request-id': requestId });
      refusals.push({ status: refused.status, replica: await servedBy(replicas, requestId) });
    }
    expect(refusals.map((refusal) => refusal.status)).toEqual([429, 429]);
    expect(new Set(refusals.map((refusal) => refusal.replica))).toEqual(new Set(['A', 'B']));
    expect((await running).events.at(-1)?.event).toBe('done');
  });

  it("a student's open answer streams are counted across replicas (AI_MAX_STREAMS_PER_STUDENT=2)", async () => {
    const token = await signUp(api);
    fake.script({ chunks: Array.from({ length: 100 }, (_, i) => `s${i} `), chunkIntervalMs: 40 });
    const id = await ask(api, token);
    const held = [holdStream(api, token, id, undefined)];
    await held[0]!.opened;
    held.push(holdStream(api, token, id, '0-0'));
    await held[1]!.opened;
    const refusals: { status: number; replica: string }[] = [];
    for (let i = 0; i < 2; i += 1) {
      const requestId = newRequestId('streams');
      const refused = await answer(api, token, id, undefined, '0-0', { 'x-request-id': requestId });
      refusals.push({ status: refused.status, replica: await servedBy(replicas, requestId) });
    }
    expect(refusals.map((refusal) => refusal.status)).toEqual([429, 429]);
    expect(new Set(refusals.map((refusal) => refusal.replica))).toEqual(new Set(['A', 'B']));
    await held.pop()!.close();
    // The replica gives the slot back once it sees the connection gone (through the gateway, then a
    // Redis round trip): a stream asked for in that instant may still be refused, so it asks again.
    let again = holdStream(api, token, id, '0-0');
    await again.opened;
    for (let attempt = 0; attempt < 20 && again.ended(); attempt += 1) {
      await sleep(50);
      again = holdStream(api, token, id, '0-0');
      await again.opened;
    }
    expect((await Promise.all([held[0]!.close(), again.close()])).map((read) => read.status)).toEqual([
      200, 200,
    ]);
  });

  it('Stop sent to the other replica stops the generation (the pattern subscription), and a follower there ends with stopped too', async () => {
    const token = await signUp(api);
    fake.script({ chunks: Array.from({ length: 200 }, (_, i) => `s${i} `), chunkIntervalMs: 20 });
    const id = await ask(api, token);
    const [onA, onB] = [apiAt(replicas.A.url), apiAt(replicas.B.url)];
    // Generated on A and read there (from A's memory); followed from B (through Redis).
    let follower: ReturnType<typeof answer> | undefined;
    let stopped: Promise<unknown> | undefined;
    const { events } = await answer(onA, token, id, (received) => {
      if (received.length >= 3 && !follower) follower = answer(onB, token, id);
      if (received.length >= 10 && !stopped) stopped = requestStop(onB, token, id);
      return false;
    });
    await stopped;
    expect(events.at(-1)).toMatchObject({ event: 'stopped', data: { status: 'stopped' } });
    await expectModelRequestAborted(fake, 200);
    const followed = await follower!;
    expect(followed.events.at(-1)?.event).toBe('stopped');
    expect(chunkText(followed.events)).toBe(chunkText(events));
    expect(fake.requests).toHaveLength(1);
  });
});
