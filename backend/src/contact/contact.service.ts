import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { createBatchedInsert } from '../database/batched-insert.js';
import { ContactQuery } from './entities/contact-query.entity.js';

export type NewContactQuery = Pick<ContactQuery, 'name' | 'email' | 'message' | 'userId'>;

@Injectable()
export class ContactService implements BeforeApplicationShutdown {
  /** Contact queries are the high-volume write: they are group-committed (see GroupCommitQueue). */
  private readonly inserts;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.inserts = createBatchedInsert(dataSource, ContactQuery);
  }

  /** Resolves once the query is committed. */
  addQuery(query: NewContactQuery): Promise<void> {
    return this.inserts.add(query);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.inserts.drain();
  }
}
