import type { Redis } from 'ioredis';

/** What one entry of a batch does to an answer's stream. */
export type StreamWrite =
  /** A fresh stream: the old events deleted, the open key set for `ttlMs`. */
  | { kind: 'open'; stream: string; open: string; ttlMs: number }
  /** One event appended (XADD with its id); with `ttlMs`, the stream's and open key's expiry set too. */
  | { kind: 'append'; stream: string; open: string; id: string; data: string; ttlMs?: number };

/**
 * ARGV[1]: a JSON array of groups of 5 strings (stream key, open key, event id or '' for "open",
 * event JSON, TTL ms or '0' for "keep the expiry"). Returns the 0-based indexes of the appends Redis
 * refused (e.g. an id not above the stream's last), so one bad answer fails alone. Keys are in the
 * argument because one call carries the events of many answers: a single Redis (or a primary with
 * replicas), not a cluster. One argument, not five per write: ioredis encodes each argument on its
 * own (with fifty pieces in a flush, the flush went from 5.7 to 4.4 % of the burst's busy time).
 */
const WRITE_SCRIPT = `
local failed = {}
local args = cjson.decode(ARGV[1])
for i = 1, #args, 5 do
  local stream, open, id, data, ttl = args[i], args[i + 1], args[i + 2], args[i + 3], args[i + 4]
  if id == '' then
    redis.call('DEL', stream)
    redis.call('SET', open, '1', 'PX', ttl)
  else
    local added = redis.pcall('XADD', stream, id, 'event', data)
    if type(added) == 'table' and added.err then
      failed[#failed + 1] = (i - 1) / 5
    elseif ttl ~= '0' then
      redis.call('PEXPIRE', stream, ttl)
      redis.call('SET', open, '1', 'PX', ttl)
    end
  end
end
return failed`;

/**
 * How long the writes gather before they go out together. This replica's readers do not wait for
 * them (they are served from memory); readers on other replicas see pieces this much later at most.
 * One event-loop turn (setImmediate) gathered one or two pieces in a burst: still thousands of
 * socket writes a second.
 */
const FLUSH_AFTER_MS = 5;

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The answers' stream writes of a few milliseconds (FLUSH_AFTER_MS), sent to Redis as one script
 * call, in the order they were given. When a class asks at once the pieces
 * are thousands of XADDs a second: sent one command each, their socket writes alone took about a
 * fifth of the backend's CPU in the burst's profile, and each command's promise, encoding and reply
 * more. (ioredis's own auto-pipelining made the burst slower when it was on the connection the
 * limits and claims share; here only the answers' writes batch, on their own connection.)
 */
export class RedisWriteBatch {
  private args: string[] = [];
  private waiters: Waiter[] = [];

  constructor(private readonly connection: Redis) {
    if (!('writeAnswerStreams' in connection))
      connection.defineCommand('writeAnswerStreams', { numberOfKeys: 0, lua: WRITE_SCRIPT });
  }

  /** Queues the write; resolves once Redis ran it, rejects when it was refused or not sent. */
  send(write: StreamWrite): Promise<void> {
    if (this.waiters.length === 0) setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
    if (write.kind === 'open') this.args.push(write.stream, write.open, '', '', String(write.ttlMs));
    else this.args.push(write.stream, write.open, write.id, write.data, String(write.ttlMs ?? 0));
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  private async flush(): Promise<void> {
    const [args, waiters] = [this.args, this.waiters];
    [this.args, this.waiters] = [[], []];
    try {
      const call = (this.connection as unknown as Record<string, (writes: string) => Promise<number[]>>)
        .writeAnswerStreams!;
      const refused = new Set(await call.call(this.connection, JSON.stringify(args)));
      waiters.forEach((waiter, index) =>
        refused.has(index) ? waiter.reject(new Error('Redis refused the answer event')) : waiter.resolve(),
      );
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
    }
  }
}
