// @ts-check
/**
 * Runs the real nginx configuration of the images on this machine (Debian's /usr/sbin/nginx),
 * rendered by the same deploy/nginx/render.sh the containers run at start, with upstreams on
 * 127.0.0.1 instead of the compose service names.
 *
 *   const gateway = await startGateway({ staticRoot: 'shell/dist', upstreams: { backend: 3000, ... } });
 *   // gateway.url === 'http://127.0.0.1:<port>'
 *   await gateway.stop();
 *
 * CommonJS on purpose: usable from jest (swc -> CJS), ESM scripts and plain node alike.
 */
const { spawn, execFile } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const { mkdtemp, rm } = require('node:fs/promises');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { REMOTES, upstreamEnv } = require('@elearning/deployment/remotes.cjs');

const RENDER_SCRIPT = path.join(__dirname, '..', 'nginx', 'render.sh');
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';

/** @returns {Promise<number>} a TCP port that was free a moment ago */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** @param {number | string} target a port on 127.0.0.1, or "host:port" */
function upstream(target) {
  return typeof target === 'number' || /^\d+$/.test(target) ? `127.0.0.1:${target}` : target;
}

/**
 * @param {string} site
 * @param {string} dir
 * @param {Record<string, string>} env
 * @returns {Promise<void>}
 */
function render(site, dir, env) {
  return new Promise((resolve, reject) => {
    execFile('sh', [RENDER_SCRIPT, site, dir], { env: { ...process.env, ...env } }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`render.sh ${site} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}

/** @param {number} port @param {number} timeoutMs */
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on port ${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * @typedef {object} RunningNginx
 * @property {string} url     e.g. http://127.0.0.1:41234
 * @property {number} port
 * @property {string} dir     rendered configuration, config.json, pid and temp files
 * @property {() => string} logs  nginx's error output and access log so far
 * @property {() => Promise<void>} stop
 */

/**
 * @param {'gateway' | 'static'} site
 * @param {{ port?: number, env: Record<string, string> }} options
 * @returns {Promise<RunningNginx>}
 */
async function startNginx(site, { port, env }) {
  const listenPort = port ?? (await freePort());
  const dir = await mkdtemp(path.join(os.tmpdir(), `nginx-${site}-`));
  // nginx cannot open /dev/stdout when it is a socket (as Node's pipes are): log to a file here.
  const accessLog = path.join(dir, 'access.log');
  await render(site, dir, { NGINX_WORKER_PROCESSES: '1', NGINX_ACCESS_LOG: accessLog, ...env, NGINX_PORT: String(listenPort) });
  // As root, nginx would switch its workers to "nobody", who cannot read a private checkout or
  // temp folder; the images run everything as their one non-root user instead.
  const globals = `daemon off;${process.getuid && process.getuid() === 0 ? ' user root;' : ''}`;
  const child = spawn(NGINX, ['-e', 'stderr', '-p', dir, '-c', path.join(dir, `${site}.conf`), '-g', globals], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const failed = exited.then((code) => {
    throw new Error(`nginx exited (${code}) before listening:\n${output}`);
  });
  await Promise.race([waitForPort(listenPort, 10_000), failed]);
  failed.catch(() => {});
  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    dir,
    logs: () => output + (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The shell image's gateway: serves `staticRoot` (the shell's dist/), writes /config.json from
 * `env`, proxies /api/ to `upstreams.backend` and /mf/<segment>/ to `upstreams[segment]` for every
 * remote in packages/deployment/remotes.json.
 * @param {{
 *   staticRoot: string,
 *   upstreams: { backend: number | string } & Record<string, number | string>,
 *   port?: number,
 *   env?: Record<string, string>,
 * }} options  env: any other render.sh setting (CONTACT_EMAIL, FIREBASE_*, CLIENT_MAX_BODY_SIZE ...)
 * @returns {Promise<RunningNginx>}
 */
function startGateway({ staticRoot, upstreams, port, env = {} }) {
  const remoteUpstreams = {};
  for (const remote of REMOTES) {
    if (upstreams[remote.segment] === undefined) throw new Error(`startGateway: no upstream for remote '${remote.segment}'`);
    remoteUpstreams[upstreamEnv(remote)] = upstream(upstreams[remote.segment]);
  }
  return startNginx('gateway', {
    port,
    env: { ...env, ...remoteUpstreams, STATIC_ROOT: path.resolve(staticRoot), BACKEND_UPSTREAM: upstream(upstreams.backend) },
  });
}

/**
 * A remote's image: serves one static build (`root`, e.g. mf-contact/dist) with its caching rules.
 * @param {{ root: string, port?: number, env?: Record<string, string> }} options
 * @returns {Promise<RunningNginx>}
 */
function startStatic({ root, port, env = {} }) {
  return startNginx('static', { port, env: { ...env, STATIC_ROOT: path.resolve(root) } });
}

/**
 * The whole site as compose runs it: one static nginx per remote in remotes.json over
 * `<repo>/<dir>/dist`, and the gateway over `<repo>/shell/dist` in front of them and `backend`.
 * @param {{ backend: number | string, env?: Record<string, string>, onStart?: (nginx: RunningNginx) => void }} options
 *   onStart: called with each nginx as it starts (to track its pid)
 * @returns {Promise<{ gateway: RunningNginx, remotes: Record<string, RunningNginx>, stop(): Promise<void> }>}
 */
async function startSite({ backend, env = {}, onStart = () => {} }) {
  const repoRoot = path.join(__dirname, '..', '..');
  /** @type {Record<string, RunningNginx>} */
  const remotes = {};
  const stop = async () => {
    for (const nginx of Object.values(remotes)) await nginx.stop();
  };
  try {
    for (const { segment, dir } of REMOTES) {
      remotes[segment] = await startStatic({ root: path.join(repoRoot, dir, 'dist') });
      onStart(remotes[segment]);
    }
    const ports = Object.fromEntries(Object.entries(remotes).map(([segment, nginx]) => [segment, nginx.port]));
    const gateway = await startGateway({ staticRoot: path.join(repoRoot, 'shell', 'dist'), upstreams: { ...ports, backend }, env });
    onStart(gateway);
    return {
      gateway,
      remotes,
      stop: async () => {
        await gateway.stop();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { startGateway, startStatic, startSite, RENDER_SCRIPT };
