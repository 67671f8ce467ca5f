// The stack of the images test (`npm run test:images`, jest.images.config.cjs): every image built
// with `npm run images` (podman; public base images this machine cannot pull replaced by local
// stand-ins, deploy/scripts/stand-in-base-images.sh), then docker-compose.yml itself run by Debian's
// docker-compose through podman's Docker-compatible API: Postgres, Redis, two backend replicas, the
// remotes and the shell's gateway, published on a free port. The browser tests then go through it.
// Only the test's settings are added, through the environment compose reads (its secrets, its port,
// the fake model and the mail server (support/mailbox.mjs) relayed from this process onto the
// project network's gateway address, the staff emails); every limit keeps its production default.
// Podman runs no healthchecks without systemd here, so this process runs them (`podman healthcheck
// run`) the way the engine's timers would; compose waits on them as it does with docker.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/app.mjs';
import { PODMAN_PACKAGES, podmanEnv, podmanProblem } from '../../scripts/podman-check.mjs';
import { startFakeModel } from './fake-model.mjs';
import { startMailbox } from './mailbox.mjs';
import { staffEnv } from './staff.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs a command; resolves with its stdout, rejects with the end of its output when it fails.
 * @param {string} cmd @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, timeoutMs?: number, quiet?: boolean }} [options]
 */
export function run(cmd, args, { env = process.env, log, timeoutMs = 0, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (!quiet) log?.(String(d).trimEnd());
    });
    child.stderr.on('data', (d) => {
      err += d;
      if (!quiet) log?.(String(d).trimEnd());
    });
    const timer = timeoutMs ? setTimeout(() => child.kill('SIGTERM'), timeoutMs) : undefined;
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')}: exit ${code ?? signal}\n${(err || out).slice(-3000)}`));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await sleep(1000);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

/** A /24 in podman's default 10.89.0.0/16 range that no podman network uses yet. */
async function freeSubnet(env) {
  const used = await run('podman', ['network', 'ls', '--format', '{{range .Subnets}}{{.Subnet}} {{end}}'], { env });
  for (;;) {
    const third = 100 + Math.floor(Math.random() * 150);
    const subnet = `10.89.${third}.0/24`;
    if (!used.includes(subnet)) return { subnet, gateway: `10.89.${third}.1` };
  }
}

/** A TCP relay from `host:port` (the compose network's gateway, which the backends reach) to 127.0.0.1:targetPort. */
async function startRelay(host, targetPort, port) {
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Builds the images and starts docker-compose.yml through podman.
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function startImagesStack({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const env = podmanEnv();
  const stops = [];
  const timings = {};
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      for (const stopOne of stops.reverse()) await stopOne().catch((error) => log(`images stop: ${error.message}`));
    })());
  const onSignal = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  stops.push(async () => {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  });

  try {
    const problem = podmanProblem(env);
    if (problem) throw new Error(`${problem} (apt-get install ${PODMAN_PACKAGES.map(([, pkg]) => pkg).join(' ')})`);
    let started = Date.now();
    log('images: npm run images -- --stand-in-bases (podman)');
    await run('bash', ['deploy/scripts/build-images.sh', '--stand-in-bases'], {
      env: { ...env, IMAGES_ENGINE: 'podman' },
      log,
      quiet: !process.env.E2E_DEBUG,
    });
    timings.buildSeconds = Math.round((Date.now() - started) / 1000);
    log(`images: built in ${timings.buildSeconds} s`);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'elearning-images-test-'));
    stops.push(async () => rmSync(dir, { recursive: true, force: true }));

    // Podman's Docker-compatible API on a socket of our own, stopped at the end.
    const socket = path.join(dir, 'podman.sock');
    const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], {
      env,
      stdio: 'ignore',
    });
    stops.push(async () => {
      service.kill('SIGTERM');
      await new Promise((resolve) => (service.exitCode !== null ? resolve() : service.once('exit', resolve)));
    });
    const dockerHost = `unix://${socket}`;
    const composeBin = (await run('sh', ['deploy/scripts/ensure-docker-compose.sh'])).trim().split('\n').pop();
    await waitFor('the podman API', () => fetchOverSocket(socket, '/_ping'), 30_000);

    const fake = await startFakeModel();
    stops.push(fake.stop);
    const mailbox = await startMailbox();
    stops.push(mailbox.stop);

    const project = `elearning-images-${process.pid}`;
    const network = `${project}_default`;
    const { subnet, gateway } = await freeSubnet(env);
    const [port, relayPort, smtpRelayPort] = [await freePort(), await freePort(), await freePort()];
    // The test's own values: nothing of the developer's .env.
    const envFile = path.join(dir, 'empty.env');
    writeFileSync(envFile, '');
    const composeEnv = {
      ...env,
      DOCKER_HOST: dockerHost,
      COMPOSE_PROJECT_NAME: project,
      PORT: String(port),
      POSTGRES_PASSWORD: randomBytes(18).toString('base64url'),
      JWT_SECRET: randomBytes(36).toString('base64url'),
      REDIS_PASSWORD: randomBytes(18).toString('hex'),
      AI_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'test-key',
      // The fake model (127.0.0.1 in this process) through a relay on the network's gateway address.
      GEMINI_BASE_URL: `http://${gateway}:${relayPort}`,
      // The same way: the backends mail verification links and invitations to the test's mail server.
      SMTP_URL: `smtp://${gateway}:${smtpRelayPort}`,
      ...staffEnv(),
    };
    const compose = (args, options = {}) =>
      run(composeBin, ['--env-file', envFile, '-f', 'docker-compose.yml', ...args], { env: composeEnv, log, ...options });

    // The project's network made first, with the labels compose looks for, so its subnet (and the
    // relay's address) is known before anything starts; compose uses it as its default network.
    await run('podman', ['network', 'create', '--subnet', subnet, '--label', `com.docker.compose.project=${project}`,
      '--label', 'com.docker.compose.network=default', network], { env });
    stops.push(() => run('podman', ['network', 'rm', '-f', network], { env }).then(() => {}, () => {}));
    stops.push(() => compose(['down', '--volumes', '--remove-orphans', '--timeout', '10'], { timeoutMs: 180_000 }));

    started = Date.now();
    const pump = runHealthchecks(project, env);
    stops.push(pump.stop);
    log(`images: docker-compose up (project ${project}, gateway on port ${port})`);
    await compose(['up', '-d', '--no-build'], { timeoutMs: 600_000, quiet: !process.env.E2E_DEBUG });
    const baseUrl = `http://localhost:${port}`;
    await waitFor('the gateway and a ready backend behind it', async () => {
      const home = await fetch(`${baseUrl}/`);
      const api = await fetch(`${baseUrl}/api/auth/me`);
      // 401: the backend answered through the gateway (a 502/503/504 would be the gateway alone).
      return home.ok && api.status === 401;
    }, 180_000);
    timings.startSeconds = Math.round((Date.now() - started) / 1000);
    // The bridge exists now (netavark makes it with the first container): the backends call the
    // model only when a student asks, and send mail only after a sign-up or a request, so
    // listening from here on is in time.
    const relay = await startRelay(gateway, Number(new URL(fake.url).port), relayPort);
    stops.push(relay.stop);
    const smtpRelay = await startRelay(gateway, mailbox.smtpPort, smtpRelayPort);
    stops.push(smtpRelay.stop);
    log(`images: stack up in ${timings.startSeconds} s`);

    return {
      env: {
        E2E_NGINX_URL: baseUrl,
        E2E_FAKE_MODEL_CONTROL: fake.controlUrl,
        E2E_MAILBOX_URL: mailbox.url,
        E2E_IMAGES_PROJECT: project,
        E2E_IMAGES_TIMINGS: JSON.stringify(timings),
        CONTAINERS_CONF: env.CONTAINERS_CONF,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** GET over a unix socket: resolves when the podman API answers. */
function fetchOverSocket(socketPath, urlPath) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath, () => {
      socket.end(`GET ${urlPath} HTTP/1.0\r\nHost: podman\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (d) => (text += d));
    socket.on('end', () => resolve(/^HTTP\/1\.[01] 200/.test(text)));
    socket.on('error', reject);
  });
}

/** Runs every healthcheck of the project's containers every 2 s (what podman's systemd timers do). */
function runHealthchecks(project, env) {
  let running = true;
  const loop = (async () => {
    while (running) {
      const ids = await run('podman', ['ps', '-q', '--filter', `label=com.docker.compose.project=${project}`], { env })
        .then((out) => out.split('\n').filter(Boolean))
        .catch(() => []);
      await Promise.all(ids.map((id) => run('podman', ['healthcheck', 'run', id], { env }).catch(() => {})));
      await sleep(2000);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
