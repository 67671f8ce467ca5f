import { type GroupCommitOptions, GroupCommitQueue } from './group-commit-queue.js';

const isItemError = (error: unknown) => error instanceof BadItemError;
class BadItemError extends Error {}
const options = (overrides: Partial<GroupCommitOptions>): GroupCommitOptions => ({
  maxBatchSize: 10,
  maxInFlight: 1,
  isItemError,
  ...overrides,
});

describe('GroupCommitQueue', () => {
  it('writes items added together in one batch and resolves each after the write', async () => {
    const batches: number[][] = [];
    const queue = new GroupCommitQueue<number>(
      async (items) => {
        batches.push(items);
      },
      options({ maxBatchSize: 100 }),
    );
    await Promise.all([1, 2, 3].map((n) => queue.add(n)));
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('gathers items arriving during a write into the next batch, at most maxBatchSize each', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const firstWrite = new Promise<void>((resolve) => (release = resolve));
    const queue = new GroupCommitQueue<number>(
      async (items) => {
        batches.push(items);
        if (batches.length === 1) await firstWrite;
      },
      options({ maxBatchSize: 2 }),
    );
    const first = queue.add(0);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [1, 2, 3].map((n) => queue.add(n));
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[0], [1, 2], [3]]);
  });

  it('does not resolve before the write has finished', async () => {
    let finished = false;
    const queue = new GroupCommitQueue<number>(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished = true;
      },
      options({ maxBatchSize: 10 }),
    );
    await queue.add(1);
    expect(finished).toBe(true);
  });

  it('when a batch fails because of an item, retries items one by one so only the bad one fails', async () => {
    const queue = new GroupCommitQueue<number>(
      async (items) => {
        if (items.includes(13)) throw new BadItemError('bad item');
      },
      options({ maxBatchSize: 10 }),
    );
    const results = await Promise.allSettled([1, 13, 2].map((n) => queue.add(n)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('when a batch fails for any other reason, fails all its items at once without retrying', async () => {
    const batches: number[][] = [];
    const unreachable = new Error('timeout exceeded when trying to connect');
    const queue = new GroupCommitQueue<number>(
      async (items) => {
        batches.push(items);
        throw unreachable;
      },
      options({ maxBatchSize: 10 }),
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => queue.add(n)));
    expect(results).toEqual([1, 2, 3].map(() => ({ status: 'rejected', reason: unreachable })));
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('drain waits for everything pending', async () => {
    const written: number[] = [];
    const queue = new GroupCommitQueue<number>(
      async (items) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        written.push(...items);
      },
      options({ maxBatchSize: 1 }),
    );
    void queue.add(1);
    void queue.add(2);
    await queue.drain();
    expect(written).toEqual([1, 2]);
  });
});
