// Runs the app in Google sign-in emulator mode for the browser test, in its own process (the
// jest test files are CommonJS and cannot import these ES modules): the Firebase Auth emulator,
// then the backend + gateway (scripts/app.mjs, like `npm start`) with the Firebase variables set.
// Prints one JSON line {"url": ...} when ready; SIGTERM stops the app, its Postgres and the emulator.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startApp } from '../../scripts/app.mjs';
import { EMULATOR_PORT, EMULATOR_PROJECT_ID, startAuthEmulator } from './emulator.mjs';

const emulator = await startAuthEmulator();
const dataDir = mkdtempSync(join(tmpdir(), 'elearning-e2e-google-'));
chmodSync(dataDir, 0o777); // the embedded Postgres runs as `postgres` when we are root
let app;
const stop = async () => {
  await app?.stop().catch(() => undefined);
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
try {
  const [port, apiPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  app = await startApp({
    port,
    apiPort,
    log: () => {},
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
      FIREBASE_API_KEY: 'fake-api-key',
      FIREBASE_AUTH_DOMAIN: 'localhost',
      // "localhost" rather than 127.0.0.1: the app is on http://localhost, so the emulator's helper
      // iframe is same-site and may use sessionStorage (Chromium denies it to a cross-site iframe).
      FIREBASE_AUTH_EMULATOR_HOST: `localhost:${EMULATOR_PORT}`,
    },
  });
  console.log(JSON.stringify({ url: app.url, emulatorUrl: emulator.url, projectId: EMULATOR_PROJECT_ID }));
} catch (error) {
  console.error(error);
  await app?.stop().catch(() => undefined);
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
