import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isPortFree, startEmbeddedPostgres } from '../src/database/embedded-postgres.js';

describe('startEmbeddedPostgres', () => {
  it('starts a real Postgres and leaves the shutdown signals to main.ts (no racing stop of its own)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'elearning-embedded-'));
    await chmod(dataDir, 0o755);
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    const listenersBefore = signals.map((signal) => process.listenerCount(signal));
    let port = 40000 + Math.floor(Math.random() * 20000);
    while (!(await isPortFree(port))) port++;
    const running = await startEmbeddedPostgres({
      dataDir,
      port,
      databaseName: 'signals_test',
      log: () => undefined,
    });
    try {
      expect(signals.map((signal) => process.listenerCount(signal))).toEqual(listenersBefore);
      const client = new pg.Client({ connectionString: running.url });
      await client.connect();
      expect((await client.query('SELECT current_database() AS name')).rows[0].name).toBe('signals_test');
      await client.end();
    } finally {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
