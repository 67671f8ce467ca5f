import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { GroupCommitQueue } from '../common/batching/group-commit-queue.js';
import { BATCHED_INSERT_OPTIONS } from '../database/batched-insert.js';
import { ContactQueryStore, type NewContactQueryRow } from './contact-query-store.js';

export type NewContactQuery = NewContactQueryRow;

@Injectable()
export class ContactService implements BeforeApplicationShutdown {
  /** Contact queries are the high-volume write: they are group-committed (see GroupCommitQueue). */
  private readonly inserts: GroupCommitQueue<NewContactQuery>;

  constructor(store: ContactQueryStore) {
    this.inserts = new GroupCommitQueue((rows) => store.insertMany(rows), {
      ...BATCHED_INSERT_OPTIONS,
      name: 'contact_queries',
    });
  }

  /** Resolves once the query is committed. */
  addQuery(query: NewContactQuery): Promise<void> {
    return this.inserts.add(query);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.inserts.drain();
  }
}
