// Starts and stops the Firebase Auth emulator (npm firebase-tools, installed by
// ensure-firebase-tools.sh into .cache/) for the Google sign-in browser test.
// Offline, no Java: only the auth emulator, UI disabled (firebase.json), a `demo-` project (no login).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');

export const EMULATOR_PROJECT_ID = 'demo-elearning';
export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORT = 9099;
export const EMULATOR_URL = `http://${EMULATOR_HOST}:${EMULATOR_PORT}`;

/** Path of the firebase CLI, installing it first when missing (slow the first time only). */
export function ensureFirebaseTools() {
  const result = spawnSync('bash', [path.join(here, 'ensure-firebase-tools.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error('e2e/firebase/ensure-firebase-tools.sh failed');
  return result.stdout.trim().split('\n').pop();
}

function portAnswers(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function emulatorReady(url) {
  try {
    const response = await fetch(`${url}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/config`);
    return response.ok;
  } catch {
    return false;
  }
}

/** firebase.json with the Auth emulator on `port` (the checked-in one uses 9099), in a temp folder. */
function configFor(port) {
  const config = JSON.parse(readFileSync(path.join(here, 'firebase.json'), 'utf8'));
  config.emulators.auth.port = port;
  const dir = mkdtempSync(path.join(tmpdir(), 'firebase-emulator-'));
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config));
  return { dir, file };
}

/**
 * Starts `firebase emulators:start --only auth` on `port` and resolves once it answers HTTP.
 * Returns { url, port, projectId, pid, stop() }; stop() sends SIGTERM to the process group and waits.
 */
export async function startAuthEmulator({
  port = EMULATOR_PORT,
  timeoutMs = 180_000,
  log = process.env.E2E_DEBUG ? process.stderr : null,
} = {}) {
  if (await portAnswers(port, EMULATOR_HOST)) {
    throw new Error(`port ${port} is already in use: stop the other Firebase emulator first`);
  }
  const emulatorUrl = `http://${EMULATOR_HOST}:${port}`;
  const firebaseBin = ensureFirebaseTools();
  const config = configFor(port);
  // The CLI writes its config and logs under HOME; keep them in the repo cache, not in the user's home.
  const home = path.join(repoRoot, '.cache', 'firebase-home');
  mkdirSync(home, { recursive: true });
  const child = spawn(
    firebaseBin,
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, '--config', config.file],
    {
      cwd: here,
      detached: true, // own process group: stop() ends the CLI and the emulator it forks
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HOME: home,
        XDG_CONFIG_HOME: path.join(home, '.config'),
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        NO_UPDATE_NOTIFIER: '1',
        CI: '1', // non-interactive: no prompts, no analytics question
      },
    },
  );
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
    log?.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = null;
  const exitPromise = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));

  const stop = async () => {
    rmSync(config.dir, { recursive: true, force: true });
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killTimer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exitPromise;
    clearTimeout(killTimer);
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await emulatorReady(emulatorUrl))) {
    if (exited) throw new Error(`Firebase Auth emulator exited (${JSON.stringify(exited)}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Firebase Auth emulator did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url: emulatorUrl, port, projectId: EMULATOR_PROJECT_ID, pid: child.pid, stop };
}

/** Deletes every account in the emulator (between tests). */
export async function resetEmulatorAccounts(url = EMULATOR_URL) {
  const response = await fetch(`${url}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`resetting emulator accounts failed: HTTP ${response.status}`);
}

// `node e2e/firebase/emulator.mjs` runs the emulator in the foreground until Ctrl-C (handy for manual testing).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const emulator = await startAuthEmulator({ log: process.stderr });
  console.log(`Firebase Auth emulator ready at ${emulator.url} (project ${emulator.projectId}); Ctrl-C stops it`);
  const shutdown = () => emulator.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
