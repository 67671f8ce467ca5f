import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessLog } from './access-log.js';

const request = (id: string) =>
  ({
    id,
    method: 'POST',
    url: '/contact/addquery?x=1',
    raw: { socket: { remoteAddress: '10.0.0.7' } },
    headers: { 'user-agent': 'test' },
  }) as unknown as FastifyRequest;
const reply = (statusCode: number) => ({ statusCode, elapsedTime: 2.4 }) as unknown as FastifyReply;
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
