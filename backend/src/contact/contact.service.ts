import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { GroupCommitQueue } from '../common/batching/group-commit-queue.js';
import { buildMultiRowInsert } from '../common/batching/multi-row-insert.js';

export interface NewContactQuery {
  name: string;
  email: string;
  message: string;
}

const CONTACT_COLUMNS = [
  { name: 'name', value: (row: NewContactQuery) => row.name },
  { name: 'email', value: (row: NewContactQuery) => row.email },
  { name: 'message', value: (row: NewContactQuery) => row.message },
];

/** Multi-row INSERT of one batch: one statement, one commit. */
export function buildContactInsert(rows: NewContactQuery[]): { sql: string; parameters: string[] } {
  return buildMultiRowInsert('contact_queries', CONTACT_COLUMNS, rows);
}

@Injectable()
export class ContactService implements BeforeApplicationShutdown {
  /** Contact queries are the high-volume write: they are group-committed (see GroupCommitQueue). */
  private readonly queue: GroupCommitQueue<NewContactQuery>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.queue = new GroupCommitQueue((rows) => this.insertRows(rows), { maxBatchSize: 500, maxInFlight: 2 });
  }

  /** Resolves once the query is committed. */
  addQuery(query: NewContactQuery): Promise<void> {
    return this.queue.add(query);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.drain();
  }

  private async insertRows(rows: NewContactQuery[]): Promise<void> {
    const { sql, parameters } = buildContactInsert(rows);
    await this.dataSource.query(sql, parameters);
  }
}
