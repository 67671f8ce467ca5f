import type { DataSource, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';
import { type GroupCommitOptions, GroupCommitQueue } from '../common/batching/group-commit-queue.js';
import { isDataError } from './database-errors.js';

/**
 * The group-commit settings of every table written this way: batches of at most 500 rows, 2 in
 * flight (each holds one of the pool's connections; the rest stay free for reads).
 */
export const BATCHED_INSERT_OPTIONS: GroupCommitOptions = {
  maxBatchSize: 500,
  maxInFlight: 2,
  isItemError: isDataError,
};

/**
 * Rows of one entity inserted through a GroupCommitQueue: one multi-row INSERT built by TypeORM from
 * the entity's metadata per batch; `add(row)` resolves once its batch is committed. Columns left out
 * take their database default; no RETURNING (callers that need the id make it themselves).
 */
export function createBatchedInsert<Entity extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<Entity>,
): GroupCommitQueue<QueryDeepPartialEntity<Entity>> {
  return new GroupCommitQueue(
    async (rows) => {
      await dataSource.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).execute();
    },
    { ...BATCHED_INSERT_OPTIONS, name: dataSource.getMetadata(entity).tableName },
  );
}
