import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { deleteOlderInBatches, type ExpiringRows } from '../../database/batched-delete.js';
import type { Queryable } from '../../database/queryable.js';

/** Key of the advisory lock each deletion batch of the retention job takes (one replica at a time). */
export const PRIVACY_RETENTION_LOCK_KEY = 7_625_310_002;

/** What the job deletes by age: the table's rows whose `column` is before the cut-off. */
const EXPIRING = {
  conversations: { table: 'conversations', column: 'updated_at' },
  // Questions from before conversations existed belong to none.
  looseQuestions: { table: 'questions', column: 'created_at', where: 'conversation_id IS NULL' },
  contactQueries: { table: 'contact_queries', column: 'created_at' },
  securityEvents: { table: 'security_events', column: 'created_at' },
} as const satisfies Record<string, ExpiringRows>;
export type ExpiringRecords = keyof typeof EXPIRING;

export interface InactiveStudent {
  id: string;
  name: string;
  email: string;
  /** A warning was emailed since the last sign-in, at this time (null: not yet). */
  warned_at: Date | null;
}

/**
 * The retention job's SQL (docs/privacy.md, "Retention"): the day's run claimed by one replica,
 * deletions by age in small batches (short row locks, no long transaction; the cascades take the
 * rows that belong to each), the students who stopped signing in.
 */
@Injectable()
export class RetentionStore {
  constructor(@InjectDataSource() private readonly db: Queryable) {}

  /** True for the one replica whose insert of the day's row wins; the others skip the day. */
  async claimRun(job: string, day: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO privacy_job_runs (job, day) VALUES ($1, $2::date) ON CONFLICT DO NOTHING RETURNING 1`,
      [job, day],
    );
    return rows.length > 0;
  }

  async finishRun(job: string, day: string): Promise<void> {
    await this.db.query(`UPDATE privacy_job_runs SET finished_at = now() WHERE job = $1 AND day = $2::date`, [
      job,
      day,
    ]);
  }

  /**
   * Deletes `what` older than `before`, `batchSize` rows per statement, each batch under a
   * transaction-level advisory lock (a replica finding it held stops: another one is deleting).
   */
  deleteBefore(what: ExpiringRecords, before: Date, batchSize?: number): Promise<number> {
    return deleteOlderInBatches(this.db, EXPIRING[what], before, PRIVACY_RETENTION_LOCK_KEY, batchSize);
  }

  /** Students whose last sign-in (or sign-up) is before `before`, oldest first. */
  inactiveStudents(before: Date, limit: number): Promise<InactiveStudent[]> {
    return this.db.query(
      `SELECT id, name, email,
              CASE WHEN inactivity_warned_at >= coalesce(last_sign_in_at, created_at)
                   THEN inactivity_warned_at END AS warned_at
         FROM users
        WHERE role = 'student' AND coalesce(last_sign_in_at, created_at) < $1
        ORDER BY coalesce(last_sign_in_at, created_at), id LIMIT $2`,
      [before, limit],
    );
  }

  async markWarned(userId: string, at: Date): Promise<void> {
    await this.db.query(`UPDATE users SET inactivity_warned_at = $2 WHERE id = $1`, [userId, at]);
  }

  async recordSignIn(userId: string, at: Date): Promise<void> {
    await this.db.query(`UPDATE users SET last_sign_in_at = $2 WHERE id = $1`, [userId, at]);
  }
}
