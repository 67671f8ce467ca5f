import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { migrateUnderLock } from '../src/database/migrate-under-lock.js';
import { typeOrmOptions } from '../src/database/typeorm-options.js';
import { createTestDatabase } from './test-app.js';

const LIMIT_MS = 300;

/** A migration longer than the app's statement limit (an index built on a big table). */
class SlowMigration1700000000000 implements MigrationInterface {
  name = 'SlowMigration1700000000000';
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`SELECT pg_sleep(${(3 * LIMIT_MS) / 1000})`);
  }
  async down(): Promise<void> {}
}

describe('DB_QUERY_TIMEOUT_MS', () => {
  it('limits the statements of the app, not its migrations, and is back on the connection the migrations used', async () => {
    const options = typeOrmOptions({
      databaseUrl: await createTestDatabase(),
      // One connection: the one the migrations ran on is the one tested afterwards.
      dbPoolSize: 1,
      dbConnectTimeoutMs: 5000,
      dbQueryTimeoutMs: LIMIT_MS,
    });
    const db = new DataSource({ ...options, migrations: [SlowMigration1700000000000] });
    await db.initialize();
    try {
      expect(await migrateUnderLock(db, () => undefined)).toBe(1);
      await expect(db.query(`SELECT pg_sleep(${(3 * LIMIT_MS) / 1000})`)).rejects.toMatchObject({
        driverError: { code: '57014' }, // cancelled by the server's statement_timeout: a 503
      });
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
