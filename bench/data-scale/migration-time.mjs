// A migration's run time on the seeded school year: the pending migrations (with `undoFirst`, those
// from 1769100000000 on, or from the timestamp it gives, are undone first) run the way a replica runs them at start
// (migrateUnderLock), while a writer keeps inserting questions; the report gives the run time and
// the writer's slowest insert (a migration that locked the table for writes would show there).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pgClient } from './postgres.mjs';

const FIRST_TIMED = 1769100000000;

export async function timeNewMigrations(backendDir, url, log, undoFirst) {
  const mod = (path) => import(pathToFileURL(join(backendDir, path)).href);
  const { typeOrmOptions } = await mod('database/typeorm-options.js');
  const { migrateUnderLock } = await mod('database/migrate-under-lock.js');
  const require = createRequire(join(backendDir, '..', 'package.json'));
  const { DataSource } = await import(pathToFileURL(require.resolve('typeorm')).href);
  const options = typeOrmOptions({ databaseUrl: url, dbPoolSize: 2, dbConnectTimeoutMs: 10_000 });
  const dataSource = new DataSource({ ...options, logging: false });
  await dataSource.initialize();
  if (undoFirst) {
    const from = typeof undoFirst === 'number' ? undoFirst : FIRST_TIMED;
    const ours = options.migrations.filter((m) => Number(/(\d{13})$/.exec(m.name)?.[1]) >= from);
    for (let i = 0; i < ours.length; i++) {
      // A migration that builds indexes CONCURRENTLY undoes them the same way: outside a transaction.
      const [last] = await dataSource.query('SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1');
      const migration = ours.find((m) => m.name === last?.name);
      const transaction = migration && new migration().transaction === false ? 'none' : 'each';
      await dataSource.undoLastMigration({ transaction });
    }
  }
  const applied = new Set((await dataSource.query('SELECT name FROM migrations')).map((row) => row.name));
  const timed = options.migrations.filter((m) => !applied.has(m.name));
  if (timed.length === 0) {
    await dataSource.destroy();
    return undefined;
  }
  const writer = await pgClient(url);
  const { rows: [target] } = await writer.query(`SELECT user_id, conversation_id FROM questions LIMIT 1`);
  let writing = true;
  let slowest = 0;
  let inserts = 0;
  const writes = (async () => {
    while (writing) {
      const t = performance.now();
      await writer.query(
        `INSERT INTO questions (user_id, conversation_id, text, answer, status) VALUES ($1, $2, 'written during the migration', 'ok', 'answered')`,
        [target.user_id, target.conversation_id],
      );
      slowest = Math.max(slowest, performance.now() - t);
      inserts++;
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  const started = performance.now();
  await migrateUnderLock(dataSource, (m) => log(`  ${m}`));
  const seconds = (performance.now() - started) / 1000;
  writing = false;
  await writes;
  await writer.query(`DELETE FROM questions WHERE text = 'written during the migration'`);
  await writer.end();
  await dataSource.destroy();
  const result = { names: timed.map((m) => m.name), seconds, inserts, slowestInsertMs: slowest };
  log(`migrations ${result.names.join(', ')}: ${seconds.toFixed(1)} s; ${inserts} inserts meanwhile, slowest ${slowest.toFixed(1)} ms`);
  return result;
}
