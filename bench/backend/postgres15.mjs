// A throwaway Debian Postgres 15 cluster (/usr/lib/postgresql/15/bin) for the backend comparison:
// the server the builds share, one database per build, default durability (fsync on). As root, the
// cluster runs as the `postgres` user, so its folder is made for that user.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function asPostgres(command, args, options = {}) {
  const root = process.getuid?.() === 0;
  return root
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], options)
    : execFileSync(command, args, options);
}

/**
 * Starts the cluster on `port` and creates `databases`. Returns { url(database), stop(), pid }:
 * `pid` is the postmaster (its children are the backends, whose CPU the bench adds up).
 */
export async function startPostgres15({ port, databases }) {
  if (!existsSync(join(BIN, 'initdb')))
    throw new Error(`${BIN}/initdb not found (apt-get install postgresql-15)`);
  const root = mkdtempSync(join(tmpdir(), 'bench-pg15-'));
  chmodSync(root, 0o755);
  const dataDir = join(root, 'data');
  const password = randomBytes(12).toString('hex');
  const pwFile = join(root, 'pw');
  execFileSync('sh', ['-c', `printf %s '${password}' > '${pwFile}'`]);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(root, uid, gid);
    chownSync(pwFile, uid, gid);
  }
  asPostgres(
    join(BIN, 'initdb'),
    [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=scram-sha-256',
      `--pwfile=${pwFile}`,
      '-E',
      'UTF8',
      '--no-instructions',
    ],
    { stdio: 'ignore' },
  );
  const server = spawn(
    'runuser',
    [
      '-u',
      'postgres',
      '--',
      join(BIN, 'postgres'),
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${root}`,
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=256MB',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr.on('data', (text) => (log = (log + text).slice(-4000)));
  const url = (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  const { default: pg } = await import('pg');
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      for (const database of databases) await client.query(`CREATE DATABASE "${database}"`);
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (server.exitCode !== null || i > 100) throw new Error(`Postgres 15 did not start: ${error}\n${log}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  const postmasterPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url,
    pid: postmasterPid,
    async stop() {
      try {
        asPostgres(join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
      } catch {
        server.kill('SIGTERM');
      }
      await new Promise((done) => (server.exitCode !== null ? done() : server.once('exit', done)));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * CPU ms used so far by the postmaster `pid` and its children (the backends, autovacuum...), from
 * /proc: the live children's own time plus the postmaster's, which includes the children that have
 * exited (cutime, cstime).
 */
export function childrenCpuMs(pid) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) === pid)
        ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      else if (Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks * 10;
}
