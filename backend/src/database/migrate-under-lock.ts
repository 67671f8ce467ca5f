import { type DataSource, MigrationExecutor, type QueryRunner } from 'typeorm';

/**
 * Key of the Postgres advisory lock every replica takes around its migrations (any constant
 * shared by all replicas of this app; advisory locks are per database).
 */
export const MIGRATION_LOCK_KEY = 1_765_300_012;
const LOCK_POLL_MS = 250;

/**
 * Runs the pending migrations while holding a session-level advisory lock, so replicas starting
 * together on an empty or old database migrate one at a time: the first runs them, the others wait
 * on the lock and then find nothing pending. The lock lives on one connection that also runs the
 * migrations (a pool of one connection cannot deadlock); if the replica dies, Postgres releases it.
 */
export async function migrateUnderLock(
  dataSource: DataSource,
  log: (message: string) => void,
): Promise<number> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  let lifted: { restore: () => Promise<void> } | undefined;
  try {
    lifted = await liftStatementLimits(runner);
    const tryLock = async () =>
      ((await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK_KEY])) as [
        { locked: boolean },
      ])[0].locked;
    if (!(await tryLock())) {
      log('Another replica is running the migrations; waiting for it');
      // Polled, not a blocking pg_advisory_lock: a statement waiting on the lock holds a snapshot,
      // and CREATE INDEX CONCURRENTLY in the other replica's migration waits for every older
      // snapshot to end, so the two would wait for each other (Postgres reports a deadlock).
      while (!(await tryLock())) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      const ran = await executor.executePendingMigrations();
      if (ran.length > 0) log(`Ran ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
      return ran.length;
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    try {
      await lifted?.restore();
    } finally {
      await runner.release();
    }
  }
}

/**
 * Building an index of a big table takes minutes (CONCURRENTLY, at 10,000,000 questions): the
 * migrations' connection runs without the app's statement limits (DB_QUERY_TIMEOUT_MS,
 * typeorm-options.ts), which it gets back before it returns to the pool.
 */
async function liftStatementLimits(runner: QueryRunner): Promise<{ restore: () => Promise<void> }> {
  const client = (runner as unknown as { databaseConnection: { connectionParameters: { query_timeout?: number } } })
    .databaseConnection;
  const readTimeout = client.connectionParameters.query_timeout;
  client.connectionParameters.query_timeout = undefined;
  await runner.query('SET statement_timeout = 0');
  return {
    restore: async () => {
      client.connectionParameters.query_timeout = readTimeout;
      await runner.query('RESET statement_timeout');
    },
  };
}
