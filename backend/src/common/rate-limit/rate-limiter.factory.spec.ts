import type { Redis } from 'ioredis';
import { startTestRedis, type TestRedis } from '../../../test/redis-server.js';
import { createRedisClient } from '../../redis/redis.module.js';
import {
  consumeAll,
  consumeAllNow,
  type RateLimitDecision,
  STORE_DOWN_RETRY_AFTER_MS,
} from './rate-limit.js';
import { RateLimiterFactory } from './rate-limiter.factory.js';

const allowedCount = (decisions: RateLimitDecision[]) => decisions.filter((d) => d.allowed).length;

async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('RateLimiterFactory without Redis (one process, memory)', () => {
  it('allows `points` per key per window, then refuses with the time left', async () => {
    const limit = new RateLimiterFactory(null).create({ name: 'a', points: 3, whenRedisDown: 'open' });
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limit.consume('alice'));
    expect(allowedCount(decisions)).toBe(3);
    expect(decisions[3]).toEqual({ allowed: false, reason: 'limited', retryAfterMs: expect.any(Number) });
    const refused = decisions[3] as { retryAfterMs: number };
    expect(refused.retryAfterMs).toBeGreaterThan(59_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limit.consume('bob')).allowed).toBe(true);
  });

  it('consumeAll: a request refused by one limit counts in none', async () => {
    const factory = new RateLimiterFactory(null);
    const wide = factory.create({ name: 'wide', points: 3, whenRedisDown: 'open' });
    const narrow = factory.create({ name: 'narrow', points: 1, whenRedisDown: 'open' });
    expect(
      (
        await consumeAll([
          [wide, 'ip'],
          [narrow, 'ip x'],
        ])
      ).allowed,
    ).toBe(true);
    for (let i = 0; i < 5; i++)
      expect(
        await consumeAll([
          [wide, 'ip'],
          [narrow, 'ip x'],
        ]),
      ).toMatchObject({ allowed: false, reason: 'limited' });
    // The wide limit still has 2 of its 3 points: the refused requests were given back.
    expect((await wide.consume('ip')).allowed).toBe(true);
    expect((await wide.consume('ip')).allowed).toBe(true);
    expect((await wide.consume('ip')).allowed).toBe(false);
  });

  it('answers at once, without a promise, when every limit counts in this process', () => {
    const factory = new RateLimiterFactory(null);
    const perAddress = factory.create({ name: 'now-address', points: 2, whenRedisDown: 'open' });
    const perEmail = factory.create({ name: 'now-email', points: 5, whenRedisDown: 'open' });
    const checks = [
      [perAddress, 'ip'],
      [perEmail, 'a@school.test'],
    ] as const;
    expect(consumeAllNow(checks)).toEqual({ allowed: true });
    expect(consumeAllNow(checks)).toEqual({ allowed: true });
    expect(consumeAllNow(checks)).toMatchObject({ allowed: false, reason: 'limited' });
    // The refused request was given back by the email limit: 3 more fit in its 5.
    for (let i = 0; i < 3; i++) expect(perEmail.attemptNow('a@school.test')?.decision.allowed).toBe(true);
    expect(perEmail.attemptNow('a@school.test')?.decision.allowed).toBe(false);
  });

  it('one name is one limit: the same options give the same object, others throw (they would share counters in Redis)', () => {
    const factory = new RateLimiterFactory(null);
    const first = factory.create({ name: 'same', points: 1, whenRedisDown: 'open' });
    expect(factory.create({ name: 'same', points: 1, whenRedisDown: 'open', durationSeconds: 60 })).toBe(
      first,
    );
    expect(() => factory.create({ name: 'same', points: 2, whenRedisDown: 'open' })).toThrow(
      /already defined/,
    );
    expect(() => factory.create({ name: 'Has Space', points: 2, whenRedisDown: 'open' })).toThrow(
      /lowercase/,
    );
  });
});

describe('RateLimiterFactory on a real Redis (shared by replicas)', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  /** One factory per simulated replica, each with its own connection, as two processes would have. */
  const replica = () => {
    const client = createRedisClient(redis.url);
    clients.push(client);
    return { client, factory: new RateLimiterFactory(client) };
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('two replicas share one count, atomically: 40 requests at once, exactly `points` allowed', async () => {
    const [a, b] = [replica(), replica()];
    await waitUntil(() => a.client.status === 'ready' && b.client.status === 'ready');
    const limits = [a, b].map(({ factory }) =>
      factory.create({ name: 'shared', points: 7, whenRedisDown: 'open' }),
    );
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => limits[i % 2]!.consume('student-1')),
    );
    expect(allowedCount(decisions)).toBe(7);
    // Counted in Redis: never answered from this process's memory.
    expect(consumeAllNow([[limits[0]!, 'student-1']])).toBeUndefined();
    const inspector = redis.client();
    expect(Number(await inspector.get('rl:shared:student-1'))).toBe(40);
    expect(await inspector.pttl('rl:shared:student-1')).toBeGreaterThan(55_000);
    inspector.disconnect();
  });

  it('Redis down: a fail-closed limit refuses as unavailable at once, a fail-open one counts in memory; both recover by themselves', async () => {
    const { client, factory } = replica();
    await waitUntil(() => client.status === 'ready');
    const closed = factory.create({ name: 'closed', points: 2, whenRedisDown: 'closed' });
    const open = factory.create({ name: 'open', points: 2, whenRedisDown: 'open' });
    await redis.stop();
    await waitUntil(() => client.status !== 'ready');
    const started = performance.now();
    expect(await closed.consume('k')).toEqual({
      allowed: false,
      reason: 'unavailable',
      retryAfterMs: STORE_DOWN_RETRY_AFTER_MS,
    });
    expect(performance.now() - started).toBeLessThan(100);
    // Open: this replica's own memory count (degraded, still a limit).
    const fallback = [await open.consume('k'), await open.consume('k'), await open.consume('k')];
    expect(fallback.map((d) => d.allowed)).toEqual([true, true, false]);

    await redis.start();
    await waitUntil(() => client.status === 'ready', 10_000);
    expect((await closed.consume('k')).allowed).toBe(true);
    expect((await open.consume('k')).allowed).toBe(true); // Redis again: a fresh shared count
    expect(Number(await client.get('rl:open:k'))).toBe(1);
  });
});
