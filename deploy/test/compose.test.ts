import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { REMOTES, upstreamEnv } from '@elearning/deployment/remotes.cjs';
import { REPO_ROOT, repoPath, run } from './repo';

/** The parts of a compose service these tests look at. */
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string>; target?: string };
  ports?: Array<string | { target: number; published: string | number }>;
  expose?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[]; interval?: string; start_period?: string };
  command?: string[];
  environment?: Record<string, string | number | null>;
  volumes?: Array<string | { source: string; target: string }>;
  read_only?: boolean;
  user?: string;
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const COMPOSE_FILE = repoPath('docker-compose.yml');
const REQUIRED_SECRETS = {
  POSTGRES_PASSWORD: 'a1b2c3d4e5f6',
  JWT_SECRET: '0123456789abcdef0123456789abcdef',
  REDIS_PASSWORD: '5e55107c0ffee',
};

let dockerCompose = '';
const workDir = mkdtempSync(path.join(os.tmpdir(), 'compose-test-'));

/** .env.example with the required secrets filled in, as an operator would. */
function envFile(values: Record<string, string>): string {
  let text = readFileSync(repoPath('.env.example'), 'utf8');
  for (const [name, value] of Object.entries(values)) text = text.replace(new RegExp(`^${name}=.*$`, 'm'), `${name}=${value}`);
  const file = path.join(workDir, `env-${Object.keys(values).join('-') || 'example'}`);
  writeFileSync(file, text);
  return file;
}

async function composeConfig(env: string): Promise<string> {
  const { stdout } = await run(dockerCompose, ['--env-file', env, '-f', COMPOSE_FILE, 'config'], {
    cwd: REPO_ROOT,
    // Only the env file may feed the interpolation, not whatever this shell has exported.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: workDir },
  });
  return stdout;
}

beforeAll(async () => {
  // Installs Debian's docker-compose 1.29 if it is missing (CI runs the same script).
  const { stdout } = await run('sh', [repoPath('deploy/scripts/ensure-docker-compose.sh')], { maxBuffer: 16 * 1024 * 1024 });
  dockerCompose = stdout.trim().split('\n').pop() ?? 'docker-compose';
}, 600_000);

describe('docker-compose.yml', () => {
  let config: ComposeFile;
  beforeAll(async () => {
    config = parse(await composeConfig(envFile(REQUIRED_SECRETS))) as ComposeFile;
  });

  test('validates with docker-compose config and has exactly the product services: one per remote in remotes.json', () => {
    expect(Object.keys(config.services).sort()).toEqual(['backend', 'db', 'redis', 'shell', ...REMOTES.map((r) => r.dir)].sort());
  });

  test('refuses to start without the required secrets, naming the variable', async () => {
    for (const missing of Object.keys(REQUIRED_SECRETS)) {
      const others = Object.fromEntries(Object.entries(REQUIRED_SECRETS).filter(([name]) => name !== missing));
      await expect(composeConfig(envFile(others))).rejects.toMatchObject({
        stderr: expect.stringContaining(`set ${missing} in .env`),
      });
    }
  });

  test('only the gateway publishes a port: 8080 by default', () => {
    for (const [name, service] of Object.entries(config.services)) {
      if (name === 'shell') expect(service.ports).toEqual([expect.objectContaining({ target: 8080, published: expect.anything() })]);
      else expect(service.ports).toBeUndefined();
    }
    expect(String((config.services.shell.ports?.[0] as { published: string }).published)).toBe('8080');
  });

  test('db: Postgres 17 on a named volume with a pg_isready healthcheck', () => {
    const db = config.services.db;
    expect(db.image).toMatch(/^postgres:17(\b|-)/);
    expect(config.volumes).toHaveProperty('db-data');
    // docker-compose 1.29 prints the short form, newer versions the long one.
    const mounts = (db.volumes ?? []).map((v) => (typeof v === 'string' ? v.split(':').slice(0, 2).join(':') : `${v.source}:${v.target}`));
    expect(mounts).toEqual(['db-data:/var/lib/postgresql/data']);
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  test('backend: own image, production env from .env, starts after db is healthy, /health check', () => {
    const backend = config.services.backend;
    expect(backend.build).toEqual({ context: REPO_ROOT, dockerfile: 'backend/Dockerfile' });
    expect(backend.depends_on).toEqual({ db: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(backend.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3000/health/ready');
    expect(backend.environment).toMatchObject({
      NODE_ENV: 'production',
      JWT_SECRET: REQUIRED_SECRETS.JWT_SECRET,
      DATABASE_URL: `postgres://elearning:${REQUIRED_SECRETS.POSTGRES_PASSWORD}@db:5432/elearning`,
    });
    // The Auth emulator switch accepts unsigned tokens: it must never reach the production backend.
    expect(backend.environment).not.toHaveProperty('FIREBASE_AUTH_EMULATOR_HOST');
  });

  test('two backend replicas share the redis service (limits, claims, live answers) and shut down within the grace', () => {
    const backend = config.services.backend as Service & { deploy?: { replicas?: number }; stop_grace_period?: string };
    expect(backend.deploy?.replicas).toBe(2);
    expect(backend.environment).toMatchObject({
      REDIS_URL: `redis://:${REQUIRED_SECRETS.REDIS_PASSWORD}@redis:6379`,
      SHUTDOWN_GRACE_MS: '30000',
    });
    expect(backend.stop_grace_period).toBe('45s');
    const redis = config.services.redis;
    expect(redis.image).toMatch(/^redis:7/);
    expect(redis.read_only).toBe(true);
    // With every capability dropped, the image's entrypoint cannot switch users: it must start as one.
    expect(redis.user).toBe('redis');
  });

  // Redis decides which sessions are valid (logged-out tokens): the compose file's own command,
  // healthcheck and backend URL, run against Debian's redis-server.
  test('redis requires REDIS_PASSWORD: the healthcheck passes only with it, the backend URL carries it', async () => {
    const redis = config.services.redis;
    const command = redis.command ?? [];
    expect(command[command.indexOf('--requirepass') + 1]).toBe(REQUIRED_SECRETS.REDIS_PASSWORD);
    expect(redis.environment).toMatchObject({ REDISCLI_AUTH: REQUIRED_SECRETS.REDIS_PASSWORD });
    const [kind, healthcheck = ''] = redis.healthcheck?.test ?? [];
    expect(kind).toBe('CMD-SHELL');

    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    expect(command[0]).toBe('redis-server');
    const server = spawn('redis-server', [...command.slice(1), '--port', String(port), '--bind', '127.0.0.1'], {
      stdio: 'ignore',
    });
    try {
      const cli = (env: Record<string, string>, script: string) =>
        spawnSync('sh', ['-c', script.replace(/redis-cli/g, `redis-cli -p ${port}`)], {
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
          encoding: 'utf8',
        });
      for (let tries = 0; cli({}, 'redis-cli ping').stdout.trim() === '' && tries < 50; tries++)
        await new Promise((r) => setTimeout(r, 100));
      // Without the password Redis answers NOAUTH, and redis-cli still exits 0: the check must not pass.
      expect(cli({}, 'redis-cli ping').stdout).toMatch(/NOAUTH/);
      expect(cli({}, healthcheck).status).not.toBe(0);
      expect(cli({ REDISCLI_AUTH: 'wrong' }, healthcheck).status).not.toBe(0);
      expect(cli({ REDISCLI_AUTH: String(redis.environment?.REDISCLI_AUTH) }, healthcheck).status).toBe(0);
      // The backend's own client (ioredis) with the backend's REDIS_URL, the host made this machine.
      const url = new URL(String(config.services.backend.environment?.REDIS_URL));
      url.host = `127.0.0.1:${port}`;
      const ping = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "const { Redis } = await import('ioredis'); const r = new Redis(process.env.URL, { maxRetriesPerRequest: 0 });" +
            ' try { console.log(await r.ping()); } finally { r.disconnect(); }',
        ],
        { cwd: repoPath('backend'), env: { ...process.env, URL: url.href }, encoding: 'utf8' },
      );
      expect({ out: ping.stdout.trim(), err: ping.stderr.trim() }).toEqual({ out: 'PONG', err: '' });
      url.password = 'wrong';
      const refused = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "const { Redis } = await import('ioredis'); const r = new Redis(process.env.URL, { maxRetriesPerRequest: 0 });" +
            ' try { console.log(await r.ping()); } catch (e) { console.log(e.message); } finally { r.disconnect(); }',
        ],
        { cwd: repoPath('backend'), env: { ...process.env, URL: url.href }, encoding: 'utf8' },
      );
      expect(refused.stdout).toMatch(/WRONGPASS|NOAUTH/);
    } finally {
      server.kill();
    }
  });

  test("the gateway trusts no proxy header by default (REAL_IP_FROM empty) and caps each address's connections", () => {
    expect(config.services.shell.environment).toMatchObject({
      REAL_IP_FROM: '',
      CONNECTIONS_PER_ADDRESS: '300',
      KEEPALIVE_TIMEOUT: '15s',
    });
  });

  test('each front end is its own image, built from the one static-slice Dockerfile with APP=<its folder>', () => {
    for (const name of ['shell', ...REMOTES.map((r) => r.dir)]) {
      const service = config.services[name];
      expect({ name, build: service.build }).toEqual({
        name,
        build: {
          context: REPO_ROOT,
          dockerfile: 'deploy/static-slice.Dockerfile',
          args: { APP: name },
          ...(name === 'shell' ? { target: 'gateway' } : {}),
        },
      });
      expect(service.image).toBe(`elearning/${name}:latest`);
      expect(service.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:8080/healthz');
      expect(service.read_only).toBe(true);
    }
  });

  test('the gateway starts after the backend and every remote, points at each and passes its REMOTE_*_URL on', () => {
    const shell = config.services.shell;
    expect(shell.depends_on).toEqual({
      backend: { condition: 'service_started' },
      ...Object.fromEntries(REMOTES.map((r) => [r.dir, { condition: 'service_started' }])),
    });
    expect(shell.environment).toMatchObject({
      BACKEND_UPSTREAM: 'backend:3000',
      API_BASE: '/api',
      ...Object.fromEntries(REMOTES.flatMap((r) => [[upstreamEnv(r), `${r.dir}:8080`], [r.env, `/mf/${r.segment}/mf-manifest.json`]])),
    });
  });

  test('no service pins a container name, so `--scale backend=3` works', () => {
    const raw = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as { services: Record<string, object> };
    for (const service of Object.values(raw.services)) expect(service).not.toHaveProperty('container_name');
    expect(raw.services.backend).not.toHaveProperty('ports');
  });
});

describe('.env.example', () => {
  const example = readFileSync(repoPath('.env.example'), 'utf8');
  const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
  const used = [...new Set([...readFileSync(COMPOSE_FILE, 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]))];

  test('lists every variable the compose file reads (except image naming), each with a comment', () => {
    const optionalForOps = ['IMAGE_PREFIX', 'IMAGE_TAG'];
    expect(used.filter((name) => !listed.includes(name) && !optionalForOps.includes(name))).toEqual([]);
    // A variable, or a block of related ones (MF_*_URL), is introduced by a comment line.
    const lines = example.split('\n');
    for (const name of listed) {
      let index = lines.findIndex((line) => line.startsWith(`${name}=`)) - 1;
      while (index >= 0 && /^[A-Z][A-Z0-9_]*=/.test(lines[index])) index -= 1;
      expect({ name, comment: lines[index]?.startsWith('#') }).toEqual({ name, comment: true });
    }
  });

  test('lists nothing the compose file ignores', () => {
    expect(listed.filter((name) => !used.includes(name))).toEqual([]);
  });
});
