import { groupCommitBatches } from '../../metrics/metric-events.js';

export interface GroupCommitOptions {
  /** Names the queue in metrics (group_commit_batch_size{queue}), e.g. its table. */
  name?: string;
  /** Most items written by one batch. */
  maxBatchSize: number;
  /** Most batches being written at once (each holds one pool connection). */
  maxInFlight: number;
  /**
   * Whether a failed batch may have failed because of one item (bad data), so its items are
   * written one by one and only the bad one fails. Any other error fails the whole batch at once:
   * retrying item by item against a database that does not answer would hold a slot for minutes.
   */
  isItemError: (error: unknown) => boolean;
}

interface PendingItem<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items added while a write is under way are written together in the next batch,
 * so many requests share one INSERT and one commit. Each add() resolves only after the batch
 * holding its item is committed, so nothing is acknowledged before it is durable. No timer:
 * a lone item is written at once (setImmediate only gathers the requests of one event-loop turn).
 * If a batch fails because of an item (see isItemError), its items are retried one by one so one bad
 * item fails alone; otherwise every item of the batch fails with the batch's error.
 */
export class GroupCommitQueue<T> {
  private pending: PendingItem<T>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly writeBatch: (items: T[]) => Promise<void>,
    private readonly options: GroupCommitOptions,
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once everything added so far is written (or failed). */
  drain(): Promise<void> {
    if (this.pending.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.pending.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.pending.length > 0 && this.inFlight < this.options.maxInFlight) {
        void this.write(this.pending.splice(0, this.options.maxBatchSize));
      }
    });
  }

  private async write(batch: PendingItem<T>[]): Promise<void> {
    this.inFlight++;
    if (groupCommitBatches.hasSubscribers)
      groupCommitBatches.publish({ queue: this.options.name ?? 'unnamed', size: batch.length });
    try {
      await this.writeBatch(batch.map((entry) => entry.item));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      if (batch.length > 1 && this.options.isItemError(error)) await this.writeOneByOne(batch);
      else for (const entry of batch) entry.reject(error);
    } finally {
      this.inFlight--;
      this.schedule();
      if (this.pending.length === 0 && this.inFlight === 0)
        for (const waiter of this.idleWaiters.splice(0)) waiter();
    }
  }

  private async writeOneByOne(batch: PendingItem<T>[]): Promise<void> {
    for (const entry of batch) {
      try {
        await this.writeBatch([entry.item]);
        entry.resolve();
      } catch (error) {
        entry.reject(error);
      }
    }
  }
}
