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
    await a.bus.publish('q1', { id: eventId(5, 'final'), type: 'done' });
    await until(() => live.length === 2);
    expect(live.map((e) => e.id)).toEqual(['5-0', '5-2']);
    expect((await b.bus.replay('q1', '3-0'))!.map((e) => e.id)).toEqual(['5-0', '5-2']);
    await off();
    // A finished stream is kept for late readers, then forgotten.
    await until(async () => (await b.bus.replay('q1', null)) === null, 3_000);
  });

  it('open starts a fresh stream (retry); a Stop requested on one replica reaches the generation on the other', async () => {
    const [a, b] = [await replica(), await replica()];
    await a.bus.publish('q2', { id: eventId(1, 'final'), type: 'stopped' });
    await a.bus.open('q2');
    // The fresh stream reaches Redis before the answer's first event (open does not wait for it).
    await a.bus.publish('q2', { id: eventId(2), type: 'chunk', text: 'ab' });
    expect(await b.bus.replay('q2', null)).toEqual([{ id: '2-0', type: 'chunk', text: 'ab' }]);
    const stop = jest.fn();
    const off = await a.bus.onStopRequested('q2', stop);
    await b.bus.requestStop('q2');
    await until(() => stop.mock.calls.length === 1);
    await off();
  });

  /** How many times Redis ran each command (INFO commandstats), e.g. { xadd: 3, xread: 1 }. */
  const commandCounts = async (): Promise<Record<string, number>> => {
    const probe = redis.client();
    try {
      const info = await probe.info('commandstats');
      return Object.fromEntries(
        [...info.matchAll(/^cmdstat_([a-z|]+):calls=(\d+)/gm)].map(([, name, calls]) => [
          name!,
          Number(calls),
        ]),
      );
    } finally {
      probe.disconnect();
    }
  };
  /** The commands of the answers' writes (script calls, counted with the commands they run). */
  const WRITES = ['eval', 'evalsha', 'script', 'del', 'set', 'pexpire', 'xadd'];
  /** Until `replicas` pattern subscriptions (one per bus, made when it starts) are in place. */
  const untilStopsFollowed = async (replicas: number) => {
    const probe = redis.client();
    try {
      await until(
        async () => ((await probe.client('LIST')) as string).match(/ psub=1 /g)?.length === replicas,
      );
    } finally {
      probe.disconnect();
    }
  };
  const added = (before: Record<string, number>, after: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(after)
        .map(([name, calls]) => [name, calls - (before[name] ?? 0)] as const)
        .filter(([name, calls]) => calls > 0 && !/^(info|client|hello|ping|select)/.test(name)),
    );

  it('an answer generated here is followed and replayed here from memory: pieces arrive at once, with no Redis round trip but the XADD each', async () => {
    const a = await replica();
    await untilStopsFollowed(1);
    const before = await commandCounts();
    await a.bus.open('local');
    const live: LiveAnswerEvent[] = [];
    const off = await a.bus.subscribe('local', (event) => live.push(event));
    expect(await a.bus.replay('local', null)).toEqual([]);
    const publishing = a.bus.publish('local', { id: eventId(3), type: 'chunk', text: 'abc' });
    expect(live.map((e) => e.id)).toEqual(['3-0']); // delivered before Redis has it
    await publishing;
    await a.bus.publish('local', { id: eventId(5), type: 'chunk', text: 'de' });
    expect((await a.bus.replay('local', '3-0'))!.map((e) => e.id)).toEqual(['5-0']);
    await a.bus.publish('local', { id: eventId(5, 'final'), type: 'done' });
    expect(live.map((e) => e.id)).toEqual(['3-0', '5-0', '5-2']);
    await off();
    // Only writes (the fresh stream, the events with the stream's expiry: scripts, counted with the
    // commands they run), no read of any kind.
    const ran = added(before, await commandCounts());
    expect(Object.keys(ran).filter((name) => !WRITES.includes(name))).toEqual([]);
    expect(ran.xadd).toBe(3);
    // Finished: the memory is let go, and a re-attach here (as anywhere) reads every event from Redis.
    const beforeReplay = await commandCounts();
    expect((await a.bus.replay('local', null))!.map((e) => e.id)).toEqual(['3-0', '5-0', '5-2']);
    expect(added(beforeReplay, await commandCounts())).toEqual({ xrange: 1 });
  });

  it('a follower on another replica gets every piece in order while they are published without waiting (gathered into one script call)', async () => {
    const [a, b] = [await replica(), await replica()];
    await a.bus.open('many');
    const live: LiveAnswerEvent[] = [];
    const offRemote = await b.bus.subscribe('many', (event) => live.push(event));
    const local: string[] = [];
    const offLocal = await a.bus.subscribe('many', (event) => local.push(event.id));
    const ids = Array.from({ length: 200 }, (_, i) => eventId(i + 1));
    await Promise.all(ids.map((id) => a.bus.publish('many', { id, type: 'chunk', text: 'x' })));
    await a.bus.publish('many', { id: eventId(200, 'final'), type: 'done' });
    await until(() => live.length === 201);
    expect(live.map((e) => e.id)).toEqual([...ids, '200-2']);
    expect(local).toEqual([...ids, '200-2']);
    expect((await b.bus.replay('many', '150-0'))!.length).toBe(51);
    await offRemote();
    await offLocal();
  });

  it('an event Redis refuses (an id not after the last) fails its own publish only, not the others sent in the same call', async () => {
    const a = await replica();
    // (Once the bus's own writing connection is up: it fails at once while not connected.)
    await until(() =>
      a.bus.publish('warm', { id: eventId(1), type: 'chunk', text: 'w' }).then(
        () => true,
        () => false,
      ),
    );
    await a.bus.open('bad');
    await a.bus.open('good');
    await a.bus.publish('bad', { id: eventId(5), type: 'chunk', text: 'abcde' });
    const results = await Promise.allSettled([
      a.bus.publish('bad', { id: eventId(4), type: 'chunk', text: 'x' }),
      a.bus.publish('good', { id: eventId(1), type: 'chunk', text: 'y' }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    const b = await replica();
    expect((await b.bus.replay('good', null))!.map((e) => e.id)).toEqual(['1-0']);
  });

  it('Stop reaches the generating replica through its one pattern subscription: no SUBSCRIBE per answer', async () => {
    const [a, b] = [await replica(), await replica()];
    await untilStopsFollowed(2);
    const before = await commandCounts();
    await a.bus.open('stop-me');
    const stop = jest.fn();
    const offStop = await a.bus.onStopRequested('stop-me', stop);
    await b.bus.requestStop('stop-me');
    await until(() => stop.mock.calls.length === 1);
    // Stop on the generating replica itself needs no Redis at all.
    await a.bus.requestStop('stop-me');
    expect(stop).toHaveBeenCalledTimes(2);
    const ran = added(before, await commandCounts());
    expect(Object.keys(ran).filter((name) => !WRITES.includes(name))).toEqual(['publish']);
    await offStop();
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
