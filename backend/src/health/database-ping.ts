import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The cheapest round trip to Postgres: whether the database answers at all. */
@Injectable()
export class DatabasePing {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Rejects when the database does not answer (or the pool cannot reach it). */
  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
