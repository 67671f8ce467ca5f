import type { Queryable } from './queryable.js';

/** Rows that expire by age: `table`'s rows whose `column` is before a cut-off (and `where`, if set). */
export interface ExpiringRows {
  table: string;
  column: string;
  where?: string;
}

/**
 * Deletes the rows of `rows` older than `before`, `batchSize` per statement (short row locks, no
 * long transaction), on one replica at a time: each batch takes the transaction-level advisory lock
 * `lockKey`, and a replica that finds it held stops (another one is deleting). The retention jobs'
 * one way to delete (docs/privacy.md, docs/safety.md). Returns how many were deleted.
 */
export async function deleteOlderInBatches(
  db: Queryable,
  rows: ExpiringRows,
  before: Date,
  lockKey: number,
  batchSize = 500,
): Promise<number> {
  const extra = rows.where ? `AND ${rows.where}` : '';
  let deleted = 0;
  for (;;) {
    const result = await db.query<{ deleted: string | null }[]>(
      `WITH lock AS (SELECT pg_try_advisory_xact_lock($3) AS held),
            gone AS (DELETE FROM ${rows.table} WHERE id IN (
                       SELECT id FROM ${rows.table}, lock
                        WHERE lock.held AND ${rows.column} < $1 ${extra}
                        ORDER BY ${rows.column} LIMIT $2)
                     RETURNING 1)
       SELECT CASE WHEN (SELECT held FROM lock) THEN (SELECT count(*) FROM gone) END AS deleted`,
      [before, batchSize, lockKey],
    );
    const batch = result[0]?.deleted;
    if (batch === null || batch === undefined) return deleted;
    deleted += Number(batch);
    if (Number(batch) < batchSize) return deleted;
  }
}
