import { rm } from 'node:fs/promises';
import { startTestPostgres } from './embedded-test-postgres.mjs';

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
  const { server, root, adminUrl } = await startTestPostgres({
    prefix: 'elearning-restart-pg-',
    persistent: true,
    flags: ['-c', 'max_connections=100'],
  });
  return {
    adminUrl,
    stop: () => server.stop(),
    start: () => server.start(),
    async destroy() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
