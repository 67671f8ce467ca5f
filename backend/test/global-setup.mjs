// Plain ESM: jest loads globalSetup outside its module transform, so this cannot import src/*.ts.
import { spawnSync } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from './embedded-test-postgres.mjs';

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
 * as production does; it is rebuilt (about 5 s) only when a file under src/ (or the contract's,
 * whose route table it reads at run time) is newer than the last build.
 */
async function ensureBackendBuilt() {
  const stampFile = join(backendDir, 'dist', '.test-build-stamp');
  const built = await stat(stampFile).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  const contractDir = join(backendDir, '..', 'packages', 'contract');
  const newest = Math.max(
    await newestMtime(join(backendDir, 'src')),
    await newestMtime(join(contractDir, 'src')),
  );
  if (built >= newest) return;
  const tscPath = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  for (const project of [join(contractDir, 'tsconfig.build.json'), 'tsconfig.build.json']) {
    const tsc = spawnSync(process.execPath, [tscPath, '-p', project], { cwd: backendDir, stdio: 'inherit' });
    if (tsc.status !== 0) throw new Error(`the backend build (tsc -p ${project}) failed`);
  }
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
  const { server, root, adminUrl } = await startTestPostgres({
    prefix: 'elearning-test-pg-',
    persistent: false,
    // Tests need no durability; this makes commits cheap on a shared disk.
    flags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=300'],
    onError: (error) => console.error('test postgres:', error),
  });
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  globalThis.__testPostgres = { server, root };
}
