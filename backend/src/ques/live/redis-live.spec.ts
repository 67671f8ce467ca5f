import { jest } from '@jest/globals';
import type { Redis } from 'ioredis';
import { startTestRedis, type TestRedis } from '../../../test/redis-server.js';
import { createRedisClient } from '../../redis/redis.module.js';
import { eventId, type LiveAnswerEvent } from './live-answer-bus.js';
import { RedisAnswerClaims } from './redis-answer-claims.js';
import { RedisLiveAnswerBus } from './redis-live-answer-bus.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(10);
  }
}

/** Two "replicas": each its own connection, bus and claims, one Redis. */
describe('live answers and claims on a real Redis, across two replicas', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  const closers: Array<() => unknown> = [];
  const replica = async (leaseMs?: number) => {
    const client = createRedisClient(redis.url);
    clients.push(client);
    await until(() => client.status === 'ready');
    const bus = new RedisLiveAnswerBus(client, 1_000);
    const claims = new RedisAnswerClaims(client, leaseMs);
    closers.push(
      () => bus.onApplicationShutdown(),
      () => claims.onApplicationShutdown(),
    );
    return { bus, claims };
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(() => redis.stop());

  it('an answer written on one replica is replayed and followed live from the other, ids as SSE ids', async () => {
    const [a, b] = [await replica(), await replica()];
    await a.bus.open('q1');
    await a.bus.publish('q1', { id: eventId(3), type: 'chunk', text: 'abc' });
    expect(await b.bus.replay('q1', null)).toEqual([{ id: '3-0', type: 'chunk', text: 'abc' }]);
    expect(await b.bus.replay('unknown', null)).toBeNull();

    const live: LiveAnswerEvent[] = [];
    const off = await b.bus.subscribe('q1', (event) => live.push(event));
    const started = performance.now();
    await a.bus.publish('q1', { id: eventId(5), type: 'chunk', text: 'de' });
    await until(() => live.length === 1);
    expect(performance.now() - started).toBeLessThan(200); // not one block timeout
    await a.bus.publish('q1', { id: eventId(5, true), type: 'done' });
    await until(() => live.length === 2);
    expect(live.map((e) => e.id)).toEqual(['5-0', '5-1']);
    expect((await b.bus.replay('q1', '3-0'))!.map((e) => e.id)).toEqual(['5-0', '5-1']);
    await off();
    // A finished stream is kept for late readers, then forgotten.
    await until(async () => (await b.bus.replay('q1', null)) === null, 3_000);
  });

  it('open starts a fresh stream (retry); a Stop requested on one replica reaches the generation on the other', async () => {
    const [a, b] = [await replica(), await replica()];
    await a.bus.publish('q2', { id: eventId(1, true), type: 'stopped' });
    await a.bus.open('q2');
    expect(await b.bus.replay('q2', null)).toEqual([]); // open, nothing written yet
    const stop = jest.fn();
    const off = await a.bus.onStopRequested('q2', stop);
    await b.bus.requestStop('q2');
    await until(() => stop.mock.calls.length === 1);
    await off();
  });

  it('claims: one per answer and at most N per student whichever replica asks; released or expired with its replica', async () => {
    const [a, b] = [await replica(300), await replica(300)];
    expect(await a.claims.claim('x', 's', 2)).toBe('claimed');
    expect(await b.claims.claim('x', 's', 2)).toBe('taken');
    expect(await b.claims.claim('y', 's', 2)).toBe('claimed');
    expect(await a.claims.claim('z', 's', 2)).toBe('student_busy');
    expect(await b.claims.isClaimed('x')).toBe(true);
    // Held claims are renewed past their lease while their replica lives.
    await sleep(700);
    expect(await b.claims.isClaimed('x')).toBe(true);
    await a.claims.release('x', 's');
    expect(await b.claims.isClaimed('x')).toBe(false);
    expect(await a.claims.claim('z', 's', 2)).toBe('claimed');
    // A replica that dies stops renewing: its claims expire within a lease.
    b.claims.onApplicationShutdown();
    await until(async () => !(await a.claims.isClaimed('y')), 2_000);
    expect(await a.claims.claim('y', 's', 2)).toBe('claimed');
  });
});
