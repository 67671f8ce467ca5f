// Everything the browser suite runs against, started once for both passes (direct and nginx):
//   - the fake model server (Gemini protocol) the backend's AI provider talks to;
//   - the Firebase Auth emulator (Google sign-in), started while the front ends build;
//   - a real mail server (support/mailbox.mjs) the backend sends to (SMTP_URL): verification
//     links, invitations, contact replies, which the tests read through E2E_MAILBOX_URL;
//   - the app as `npm start` runs it (scripts/app.mjs: backend + embedded Postgres + Node gateway);
//   - the images' real nginx configuration (deploy/test/start-gateway.cjs): one nginx per remote's
//     dist/ and the shell's gateway in front, proxying /api/ to the same backend.
// A part that cannot start (no nginx, no firebase-tools) is recorded and only fails the tests that
// need it. stop() ends every process; a synchronous safety net also kills them if jest exits early.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildMissing, freePort, startThrowawayApp } from '../../scripts/app.mjs';
import { EMULATOR_PROJECT_ID, startAuthEmulator } from '../firebase/emulator.mjs';
import { startFakeModel } from './fake-model.mjs';
import { startMailbox } from './mailbox.mjs';
import { staffEnv } from './staff.mjs';

const require = createRequire(import.meta.url);

const message = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ env: Record<string, string>, stop(): Promise<void> }>} env: what the tests read
 */
export async function startStack({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  /** Stop functions, run last-started first. */
  const stops = [];
  /** Pids to kill synchronously if the process exits before stop() ran (negative: a process group). */
  const pids = new Set();
  const killLeftovers = () => {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killLeftovers);
  const onSignal = (signal) => {
    log(`${signal}: stopping the e2e stack…`);
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      for (const stopOne of stops.reverse()) {
        await stopOne().catch((error) => log(`e2e stop: ${message(error)}`));
      }
      process.removeListener('exit', killLeftovers);
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
    })());

  const env = {};
  try {
    const fake = await startFakeModel();
    stops.push(fake.stop);
    env.E2E_FAKE_MODEL_CONTROL = fake.controlUrl;
    const mailbox = await startMailbox();
    stops.push(mailbox.stop);
    env.E2E_MAILBOX_URL = mailbox.url;

    // The emulator starts slowly (20-90 s here): let it start while the front ends build.
    const emulatorStarting = freePort().then((port) => startAuthEmulator({ port }));
    const built = await Promise.allSettled([buildMissing({ log }), emulatorStarting]);
    const [build, emulatorResult] = built;
    let emulator;
    if (emulatorResult.status === 'fulfilled') {
      emulator = emulatorResult.value;
      stops.push(emulator.stop);
      pids.add(-emulator.pid);
    } else {
      env.E2E_EMULATOR_ERROR = message(emulatorResult.reason);
      log(
        `! the Firebase Auth emulator did not start; the Google sign-in tests will fail:\n${env.E2E_EMULATOR_ERROR}`,
      );
    }
    if (build.status === 'rejected') throw build.reason;

    const firebaseEnv = emulator
      ? {
          FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
          FIREBASE_API_KEY: 'fake-api-key',
          FIREBASE_AUTH_DOMAIN: 'localhost',
          // "localhost" rather than 127.0.0.1: the app is on http://localhost, so the emulator's
          // helper iframe is same-site and may use sessionStorage (Chromium denies it cross-site).
          FIREBASE_AUTH_EMULATOR_HOST: `localhost:${emulator.port}`,
        }
      : {};
    const app = await startThrowawayApp({
      testHooks: true,
      log: () => {},
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        AI_PROVIDER: 'gemini',
        GEMINI_API_KEY: 'test-key',
        GEMINI_BASE_URL: fake.url,
        // Listed teachers and the admin are promoted once their email is verified, with the link
        // mailed here (support/teacher.ts, tests/verification.test.ts).
        ...staffEnv(),
        SMTP_URL: mailbox.smtpUrl,
        ...firebaseEnv,
      },
    });
    const { apiPort } = app;
    stops.push(app.stop);
    pids.add(app.backend.pid);
    env.E2E_BASE_URL = app.url;
    env.E2E_TEST_HOOKS = '1';
    env.E2E_API_PORT = String(apiPort);
    if (emulator) env.E2E_EMULATOR_URL = emulator.url;

    try {
      env.E2E_NGINX_URL = await startNginxPass({ apiPort, firebaseEnv, stops, pids });
    } catch (error) {
      env.E2E_NGINX_ERROR = message(error);
      log(`! nginx did not start; the nginx pass will fail:\n${env.E2E_NGINX_ERROR}`);
    }
    return { env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The remotes' and the shell's nginx configurations in front of the already running backend. */
async function startNginxPass({ apiPort, firebaseEnv, stops, pids }) {
  /** @type {typeof import('../../deploy/test/start-gateway.cjs')} */
  const { startSite } = require('../../deploy/test/start-gateway.cjs');
  const trackPid = (nginx) => {
    try {
      pids.add(Number(readFileSync(path.join(nginx.dir, 'nginx.pid'), 'utf8').trim()));
    } catch {
      // no pid file yet: stop() still ends it
    }
  };
  const site = await startSite({
    backend: apiPort,
    onStart: trackPid,
    env: firebaseEnv.FIREBASE_API_KEY
      ? {
          FIREBASE_API_KEY: firebaseEnv.FIREBASE_API_KEY,
          FIREBASE_PROJECT_ID: firebaseEnv.FIREBASE_PROJECT_ID,
          FIREBASE_AUTH_DOMAIN: firebaseEnv.FIREBASE_AUTH_DOMAIN,
          // The same variable as the backend's: both gateways derive the emulator URL from it.
          FIREBASE_AUTH_EMULATOR_HOST: firebaseEnv.FIREBASE_AUTH_EMULATOR_HOST,
        }
      : {},
  });
  stops.push(site.stop);
  // Same host name as the direct pass (see FIREBASE_AUTH_EMULATOR_HOST above).
  return site.gateway.url.replace('127.0.0.1', 'localhost');
}
