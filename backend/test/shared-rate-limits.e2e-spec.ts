import { SIGN_IN_UNAVAILABLE } from '../src/auth/auth-rate-limit.guard.js';
import { REDIS_UNAVAILABLE } from '../src/redis/redis-errors.js';
import { REDIS_COMMAND_TIMEOUT_MS } from '../src/redis/redis.constants.js';
import { startTestRedis, type TestRedis } from './redis-server.js';
import { type TestApp, startTestApp, validUser } from './test-app.js';

/** Two backend replicas (two Nest apps) sharing one real Redis. */
describe('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: TestRedis;
  let replicas: TestApp[];
  beforeAll(async () => {
    redis = await startTestRedis();
    const env = {
      REDIS_URL: redis.url,
      LOGIN_RATE_LIMIT_PER_MINUTE: '4',
      LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '100',
    };
    replicas = [await startTestApp(env), await startTestApp(env)];
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await redis.stop();
  });

  const login = (replica: TestApp, client: string) =>
    replica
      .http()
      .post('/auth/login')
      .set('x-forwarded-for', client)
      .send({ email: 'x@example.com', password: 'wrong password' });

  /** The status of a wrong sign-in from `client`, retried for up to 10 s until Redis is counted again (401). */
  const signInStatusOnceRedisAnswers = async (client: string): Promise<number> => {
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (status !== 401 && Date.now() < deadline) {
      status = (await login(replicas[0]!, client)).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return status;
  };

  it('the limit holds across replicas: the 5th attempt is refused whichever replica gets it', async () => {
    for (const [i, replica] of [replicas[0], replicas[1], replicas[1], replicas[0]].entries())
      expect([i, (await login(replica!, '198.51.100.7')).status]).toEqual([i, 401]);
    for (const replica of replicas) {
      const refused = await login(replica, '198.51.100.7');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    }
  });

  it('Redis down: sign-in fails closed (503, Retry-After), the rest of the API keeps answering; recovers by itself', async () => {
    const token = (await replicas[1]!.http().post('/auth/createuser').send(validUser()).expect(200)).body
      .authToken as string;
    const questionId = (
      await replicas[1]!
        .http()
        .post('/ques/addques')
        .set('auth-token', token)
        .send({ userQues: 'Why?' })
        .expect(200)
    ).body.id as string;
    await redis.stop();
    const refused = await login(replicas[0]!, '198.51.100.8');
    expect({
      status: refused.status,
      body: refused.body,
      retryAfter: refused.headers['retry-after'],
    }).toEqual({
      status: 503,
      body: { success: false, errors: [{ msg: SIGN_IN_UNAVAILABLE }] },
      retryAfter: '5',
    });
    await replicas[1]!
      .http()
      .post('/contact/addquery')
      .send({ name: 'A', email: 'a@example.com' })
      .expect(200);
    // A new answer needs its claim and live stream in Redis: 503 with Retry-After, never a 500.
    const answer = await replicas[1]!.http().post(`/ques/${questionId}/answer`).set('auth-token', token);
    expect({ status: answer.status, body: answer.body, retryAfter: answer.headers['retry-after'] }).toEqual({
      status: 503,
      body: { success: false, errors: [{ msg: REDIS_UNAVAILABLE }] },
      retryAfter: '5',
    });

    await redis.start();
    expect(await signInStatusOnceRedisAnswers('198.51.100.8')).toBe(401);
  });

  it('Redis that stops answering on open connections: the same answers within the command timeout, never a hang; recovers once it answers', async () => {
    const token = (await replicas[1]!.http().post('/auth/createuser').send(validUser()).expect(200)).body
      .authToken as string;
    const questionId = (
      await replicas[1]!.http().post('/ques/addques').set('auth-token', token).send({ userQues: 'Why?' }).expect(200)
    ).body.id as string;
    redis.freeze();
    try {
      const timed = async <T>(call: () => Promise<T>) => {
        const started = performance.now();
        const result = await call();
        return { result, ms: performance.now() - started };
      };
      const refused = await timed(() => login(replicas[0]!, '198.51.100.9'));
      expect({ status: refused.result.status, body: refused.result.body }).toEqual({
        status: 503,
        body: { success: false, errors: [{ msg: SIGN_IN_UNAVAILABLE }] },
      });
      const contact = await timed(() =>
        replicas[1]!.http().post('/contact/addquery').send({ name: 'F', email: 'f@example.com' }),
      );
      expect(contact.result.status).toBe(200);
      const answer = await timed(() => replicas[1]!.http().post(`/ques/${questionId}/answer`).set('auth-token', token));
      expect({ status: answer.result.status, body: answer.result.body }).toEqual({
        status: 503,
        body: { success: false, errors: [{ msg: REDIS_UNAVAILABLE }] },
      });
      // A few commands one after the other at most (starting an answer: 3), each given up after the
      // command timeout.
      for (const { ms } of [refused, contact, answer]) expect(ms).toBeLessThan(4 * REDIS_COMMAND_TIMEOUT_MS);
    } finally {
      redis.thaw();
    }
    expect(await signInStatusOnceRedisAnswers('198.51.100.9')).toBe(401);
  });
});
