import type { ChainableCommander, Pipeline, Redis } from 'ioredis';

interface Waiter {
  /** The waiter's commands are [start, end) of the pipeline. */
  start: number;
  end: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The commands given to one connection during one turn of the event loop, sent to Redis as one
 * pipeline (one socket write) when the turn ends (setImmediate), in the order they were given.
 * When a class asks at once, the answers' pieces are thousands of XADDs a second: sent one by one,
 * their socket writes alone took about a fifth of the backend's CPU in the burst's profile.
 * (ioredis's own auto-pipelining is per connection and per tick, and it made the burst slower when
 * it was on the connection the limits and claims share; here only the answers' writes batch.)
 */
export class RedisWriteBatch {
  private pipeline: Pipeline | undefined;
  private waiters: Waiter[] = [];

  constructor(private readonly connection: Redis) {}

  /** Queues the commands `add` puts on the pipeline; resolves once Redis ran them all, or rejects with the first failure. */
  send(add: (pipeline: ChainableCommander) => unknown): Promise<void> {
    if (this.pipeline === undefined) {
      this.pipeline = this.connection.pipeline() as Pipeline;
      this.waiters = [];
      setImmediate(() => void this.flush());
    }
    const pipeline = this.pipeline;
    const start = pipeline.length;
    add(pipeline);
    return new Promise((resolve, reject) =>
      this.waiters.push({ start, end: pipeline.length, resolve, reject }),
    );
  }

  private async flush(): Promise<void> {
    const pipeline = this.pipeline!;
    const waiters = this.waiters;
    this.pipeline = undefined;
    try {
      const results = (await pipeline.exec()) ?? [];
      for (const waiter of waiters) {
        const failed = results.slice(waiter.start, waiter.end).find(([error]) => error);
        if (failed) waiter.reject(failed[0]);
        else waiter.resolve();
      }
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
    }
  }
}
