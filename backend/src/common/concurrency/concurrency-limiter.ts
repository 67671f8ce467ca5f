/**
 * Runs at most `limit` tasks at once; the rest wait in arrival order. Used to keep bcrypt (which
 * runs on libuv's 4 worker threads) from taking every core during a login storm, so the other
 * endpoints keep a core for themselves.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next waiter
      else this.running--;
    }
  }
}
