import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessLog, LEFT_OUT, SAMPLE_ONE_IN } from './access-log.js';

const request = (id: string) =>
  ({
    id,
    method: 'POST',
    url: '/contact/addquery?x=1',
    raw: { socket: { remoteAddress: '10.0.0.7' } },
    headers: { 'user-agent': 'test' },
  }) as unknown as FastifyRequest;
const reply = (statusCode: number, elapsedTime = 2.4) =>
  ({ statusCode, elapsedTime }) as unknown as FastifyReply;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('AccessLog: the JSON access lines', () => {
  const writes: string[] = [];
  const log = new AccessLog({
    minLevel: 30,
    destination: { write: (chunk) => writes.push(chunk) },
    logger: () => undefined,
  });
  const ids = () =>
    writes.map((chunk) =>
      chunk
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).req.id),
    );
  beforeEach(() => {
    writes.length = 0;
  });

  it('the lines of one turn of the event loop reach the destination in one write, in order', async () => {
    log.completed(request('a'), reply(201));
    log.completed(request('b'), reply(201));
    log.completed(request('c'), reply(400));
    expect(writes).toEqual([]);
    await nextTurn();
    expect(ids()).toEqual([['a', 'b', 'c']]);
    expect(JSON.parse(writes[0]!.split('\n')[2]!)).toMatchObject({
      level: 30,
      reqId: 'c',
      req: { method: 'POST', url: '/contact/addquery', remoteAddress: '10.0.0.7', userAgent: 'test' },
      res: { statusCode: 400 },
      responseTime: 2,
      msg: 'request completed',
    });
  });

  it('an error line is never held: the lines before it are written first, then it, at once', async () => {
    log.completed(request('ok-1'), reply(201));
    log.completed(request('failed'), reply(503));
    expect(ids()).toEqual([['ok-1'], ['failed']]);
    expect(JSON.parse(writes[1]!)).toMatchObject({ level: 50, res: { statusCode: 503 } });
    log.completed(request('ok-2'), reply(200));
    await nextTurn();
    expect(ids()).toEqual([['ok-1'], ['failed'], ['ok-2']]);
  });

  it('flush writes what is held (the app is closing)', () => {
    log.aborted(request('left'));
    log.flush();
    expect(ids()).toEqual([['left']]);
    expect(JSON.parse(writes[0]!)).toMatchObject({ res: { statusCode: null }, msg: 'request aborted' });
  });
});

describe("AccessLog: ordinary lines sampled beyond a second's budget", () => {
  let clock = 1_000_000;
  const lines: Array<Record<string, unknown>> = [];
  const log = new AccessLog({
    minLevel: 30,
    destination: {
      write: (chunk) =>
        lines.push(
          ...chunk
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, unknown>),
        ),
    },
    logger: () => undefined,
    linesPerSecond: 3,
    clock: () => clock,
  });
  const idsOf = () => lines.map((line) => (line.req as { id: string }).id);
  beforeEach(() => {
    lines.length = 0;
    clock += 1000;
  });

  it('the first lines of each second are written, then one in SAMPLE_ONE_IN, each saying how many were left out', () => {
    for (let i = 1; i <= 3 + 2 * SAMPLE_ONE_IN; i++) log.completed(request(`ok-${i}`), reply(201));
    log.flush();
    expect(idsOf()).toEqual([
      'ok-1',
      'ok-2',
      'ok-3',
      `ok-${3 + SAMPLE_ONE_IN}`,
      `ok-${3 + 2 * SAMPLE_ONE_IN}`,
    ]);
    expect(lines.map((line) => line.unlogged)).toEqual([
      undefined,
      undefined,
      undefined,
      SAMPLE_ONE_IN - 1,
      SAMPLE_ONE_IN - 1,
    ]);
    // A new second starts a new budget; what was left out before is still counted.
    log.completed(request('late-skip'), reply(200));
    clock += 1000;
    log.completed(request('next-second'), reply(200));
    log.flush();
    expect(idsOf().slice(-1)).toEqual(['next-second']);
    expect(lines.at(-1)).toMatchObject({ unlogged: 1 });
  });

  it('a 4xx, a 5xx, a slow response and an aborted request are always written', () => {
    for (let i = 1; i <= 10; i++) log.completed(request(`ok-${i}`), reply(200));
    log.completed(request('refused'), reply(429));
    log.completed(request('invalid'), reply(400));
    log.completed(request('failed'), reply(503));
    log.completed(request('slow'), reply(200, 1500));
    log.aborted(request('left'));
    log.flush();
    expect(idsOf()).toEqual(['ok-1', 'ok-2', 'ok-3', 'refused', 'invalid', 'failed', 'slow', 'left']);
    expect(lines.find((line) => (line.req as { id: string }).id === 'refused')).toMatchObject({
      unlogged: 7,
    });
  });

  it('the count of lines left out is written on a line of its own a second after the first, and when the app closes', async () => {
    for (let i = 1; i <= 5; i++) log.completed(request(`ok-${i}`), reply(200));
    log.flush();
    expect(idsOf()).toEqual(['ok-1', 'ok-2', 'ok-3']);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(lines.at(-1)).toMatchObject({ level: 30, unlogged: 2, msg: LEFT_OUT });
    expect(lines.at(-1)).not.toHaveProperty('req');
    log.completed(request('ok-6'), reply(200));
    log.close();
    expect(lines.at(-1)).toMatchObject({ unlogged: 1, msg: LEFT_OUT });
    log.close(); // nothing more to count
    expect(lines.filter((line) => line.msg === LEFT_OUT)).toHaveLength(2);
  });
});
