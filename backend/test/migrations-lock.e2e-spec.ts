import pg from 'pg';
import { MIGRATION_LOCK_KEY } from '../src/database/migrate-under-lock.js';
import { MIGRATIONS } from '../src/database/typeorm-options.js';
import { type BackendProcess, startBackendProcess, waitUntilReady } from './backend-process.js';
import { createTestDatabase } from './test-app.js';

async function migrationsTable(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map(
      (r) => r.name,
    );
  } finally {
    await client.end();
  }
}

const ranLine = /Ran \d+ migration\(s\)/;

describe('migrations under a Postgres advisory lock', () => {
  it('three replicas started together on an empty database all become ready; the migrations ran once', async () => {
    const databaseUrl = await createTestDatabase();
    const replicas: BackendProcess[] = [];
    try {
      for (let i = 0; i < 3; i++) replicas.push(await startBackendProcess({ DATABASE_URL: databaseUrl }));
      await Promise.all(replicas.map((replica) => waitUntilReady(replica)));
      expect(await migrationsTable(databaseUrl)).toEqual(MIGRATIONS.map((migration) => migration.name));
      const ran = replicas.filter((replica) => replica.output.some((line) => ranLine.test(line)));
      expect(ran).toHaveLength(1);
      // Every replica serves (the schema is complete).
      for (const replica of replicas) {
        const response = await fetch(`${replica.url}/contact/addquery`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'A', email: 'a@example.com' }),
        });
        expect(response.status).toBe(200);
      }
    } finally {
      await Promise.all(replicas.map((replica) => replica.stop()));
    }
  }, 60_000);

  it('a replica waits (not listening yet) while another holds the lock, then migrates', async () => {
    const databaseUrl = await createTestDatabase();
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const replica = await startBackendProcess({ DATABASE_URL: databaseUrl });
    try {
      const deadline = Date.now() + 20_000;
      while (!replica.output.some((line) => line.includes('Another replica is running the migrations'))) {
        if (Date.now() > deadline) throw new Error(replica.output.join('\n'));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await fetch(`${replica.url}/health/live`).catch(() => null))?.status).toBeUndefined(); // not listening yet
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await waitUntilReady(replica);
      expect(await migrationsTable(databaseUrl)).toHaveLength(MIGRATIONS.length);
    } finally {
      await holder.end();
      await replica.stop();
    }
  }, 60_000);
});
