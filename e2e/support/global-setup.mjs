// Starts the app the way `npm start` does (scripts/app.mjs), on free ports, with a throwaway
// embedded Postgres data folder. E2E_BASE_URL set: test that running app instead (e.g. nginx).
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMissing, freePort, startApp } from '../../scripts/app.mjs';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'elearning-e2e-'));
  // The embedded Postgres runs as the `postgres` user when we are root: it must reach the folder.
  chmodSync(dataDir, 0o777);
  await buildMissing({ log: (line) => process.stderr.write(`${line}\n`) });
  const [port, apiPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const app = await startApp({
    port,
    apiPort,
    testHooks: true,
    log: () => {},
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  });
  globalThis.__E2E_APP__ = { app, dataDir };
  // Inherited by the test worker(s), which start after this.
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_TEST_HOOKS = '1';
}
