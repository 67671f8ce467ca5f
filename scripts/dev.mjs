// `npm run dev`: the whole app for development on the same one URL as `npm start` (PORT, default
// 8080). The backend is recompiled by `tsc --watch` and restarted by `node --watch` on every change;
// each front end is rebuilt by `webpack --watch` into the folder the gateway serves from, so a
// change shows on the next reload. Postgres runs once, outside the backend's restarts.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '@elearning/deployment';
import { buildMissing } from './app.mjs';
import { createGateway, listen, REPO_ROOT } from './gateway.mjs';

const port = Number(process.env.PORT || 8080);
const apiPort = Number(process.env.API_PORT || 3000);
const FRONT_ENDS = ['shell', ...REMOTES.map((remote) => remote.dir)];
const children = [];

function start(name, cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'], ...options });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${name} exited (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

let stopping = false;
let gateway;
let embedded;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\n[dev] stopping…');
  for (const child of children) child.kill('SIGTERM');
  await gateway?.close();
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  );
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  // Every document, remote and the backend exist before anything watches them.
  await buildMissing();
  const dist = (file) => pathToFileURL(join(REPO_ROOT, 'backend', 'dist', file)).href;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const { parseConfig } = await import(dist('config/app-config.js'));
    const { EMBEDDED_DATABASE_NAME } = await import(dist('config/resolve-config.js'));
    const { startEmbeddedPostgres } = await import(dist('database/embedded-postgres.js'));
    const config = parseConfig(process.env);
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      databaseName: EMBEDDED_DATABASE_NAME,
      log: (message) => console.log(`[dev] ${message}`),
    });
    databaseUrl = embedded.url;
  }
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  // The contract's route table, which the backend reads at run time (packages/contract/dist/routes.js).
  start('tsc --watch (route table)', process.execPath, [
    tsc,
    '-p',
    'packages/contract/tsconfig.build.json',
    '--watch',
    '--preserveWatchOutput',
  ]);
  start('tsc --watch (backend)', process.execPath, [
    tsc,
    '-p',
    'backend/tsconfig.build.json',
    '--watch',
    '--preserveWatchOutput',
  ]);
  start('backend', process.execPath, ['--watch', 'dist/main.js'], {
    cwd: join(REPO_ROOT, 'backend'),
    env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(apiPort), API_HOST: '127.0.0.1' },
  });
  for (const ws of FRONT_ENDS)
    start(`webpack --watch (${ws})`, 'npm', ['run', 'build', '-w', ws, '--', '--watch']);
  gateway = await createGateway({ apiPort, env: process.env });
  await listen(gateway, port, process.env.HOST || '127.0.0.1');
  console.log(
    `[dev] App running at http://localhost:${port}: edit, then reload (the backend restarts by itself)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop();
}
