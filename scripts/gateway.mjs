// The local "one URL" server for `npm start`, the Node twin of the images' nginx gateway
// (deploy/nginx): shell at /, remotes at /mf/<segment>/, /config.json and the security headers from
// packages/deployment (the module nginx's renderer uses too), /api/* streamed to the backend.
// deploy/test/gateways-agree.test.ts sends the same requests to both and compares the answers.
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { REMOTES, runtimeConfigFromEnv, runtimeConfigJson, securityHeaders } from '@elearning/deployment';
import { BackendPool, parseBackends, retryable } from './backend-pool.mjs';
import { registerPrerenderedPages } from './prerendered-pages.mjs';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');

/** Content-hashed files never change; every fixed name (index.html, main.js, remoteEntry.js,
 * mf-manifest.json ...) is revalidated, so a redeployed slice is picked up at once. Same rule as
 * deploy/nginx/static-files.conf. */
const HASHED = /[./][0-9a-f]{8,}\.(js|css|woff2?|ttf|eot|svg|png|jpe?g|webp|gif|ico)$/;
/** A path naming a file: a miss is a 404, never the single-page app's HTML. */
const HAS_EXTENSION = /\.[A-Za-z0-9]+$/;
/** nginx's gzip_types (deploy/nginx/http-common.conf) plus HTML; never text/event-stream. */
const COMPRESSIBLE =
  /^(text\/(html|css|plain|javascript)|application\/(javascript|json|manifest\+json|vnd\.ms-fontobject)|image\/svg\+xml|font\/ttf)\b/;
const API_UNREACHABLE = { success: false, errors: [{ msg: 'The API is not reachable right now.' }] };

const bodyTooLarge = (reply) =>
  reply.code(413).header('connection', 'close').type('text/plain; charset=utf-8').send('Request body too large');

/**
 * The whole request body, or null once it passes `limit` bytes. Kept in memory (API bodies are
 * small JSON, at most CLIENT_MAX_BODY_SIZE), as nginx buffers it, so a request a replica refused
 * can be sent to the next one.
 * @param {Readable} stream
 * @param {number} limit
 * @returns {Promise<Buffer | null>}
 */
async function readBody(stream, limit) {
  const chunks = [];
  let seen = 0;
  for await (const chunk of stream) {
    seen += chunk.length;
    if (seen > limit) {
      stream.resume(); // let the rest go by; the 413 closes the connection
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * nginx time syntax (10s, 500ms, 5m, 1h; a bare number is seconds) in ms, as the timeouts are
 * written for both gateways.
 */
export function milliseconds(name, value) {
  const match = /^([0-9]+)(ms|s|m|h)?$/.exec(value);
  if (!match) throw new Error(`${name} has an invalid value '${value}'`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 's'];
}

/**
 * The key a client's connections are counted under: an IPv4 address itself (also when written
 * inside IPv6, ::ffff:192.0.2.1), an IPv6 address by its /64, as nginx (deploy/nginx/http-common.conf)
 * and the backend (backend/src/common/rate-limit/client-address.ts) count it: one laptop or
 * household usually holds a whole /64.
 * @param {string} address
 */
export function addressKey(address) {
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').split('%')[0];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The slow-client limits (docs/deploy.md#limits), from the same variables as nginx's:
 * CLIENT_HEADER_TIMEOUT, CLIENT_BODY_TIMEOUT, KEEPALIVE_TIMEOUT, CONNECTIONS_PER_ADDRESS.
 * @param {Record<string, string | undefined>} env
 */
export function connectionLimits(env) {
  const headers = milliseconds('CLIENT_HEADER_TIMEOUT', env.CLIENT_HEADER_TIMEOUT || '10s');
  const body = milliseconds('CLIENT_BODY_TIMEOUT', env.CLIENT_BODY_TIMEOUT || '10s');
  const perAddress = env.CONNECTIONS_PER_ADDRESS || '300';
  if (!/^[1-9][0-9]{0,5}$/.test(perAddress))
    throw new Error(`CONNECTIONS_PER_ADDRESS has an invalid value '${perAddress}'`);
  return {
    headersTimeout: headers,
    // Node has no timer between two reads of a body (nginx's client_body_timeout): the whole
    // request, headers and body, must arrive within both times. It ends when the request has
    // arrived, so a streamed answer (a response) is never cut by it.
    requestTimeout: headers + body,
    keepAliveTimeout: milliseconds('KEEPALIVE_TIMEOUT', env.KEEPALIVE_TIMEOUT || '15s'),
    connectionsPerAddress: Number(perAddress),
    // nginx's worker_connections for the gateway pod (2 workers x 2048).
    maxConnections: 4096,
  };
}

/**
 * Refuses (closes at once) a connection over CONNECTIONS_PER_ADDRESS open ones from the same
 * address (an IPv6 client's /64), so one laptop cannot take every connection slot.
 * @param {import('node:http').Server} server
 * @param {number} perAddress
 */
function capConnectionsPerAddress(server, perAddress) {
  /** @type {Map<string, number>} */
  const open = new Map();
  server.on('connection', (socket) => {
    const key = addressKey(socket.remoteAddress ?? '');
    const count = (open.get(key) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/** nginx size syntax (1m, 512k, 1024) in bytes, as CLIENT_MAX_BODY_SIZE is written for both gateways. */
function bytes(size) {
  const match = /^([0-9]+)([kKmMgG]?)$/.exec(size);
  if (!match) throw new Error(`CLIENT_MAX_BODY_SIZE has an invalid value '${size}'`);
  return Number(match[1]) * 1024 ** ' kmg'.indexOf(match[2].toLowerCase() || ' ');
}

/**
 * @param {object} o
 * @param {number} [o.apiPort]       the one backend's port on 127.0.0.1 (`npm start`)
 * @param {string[]} [o.backends]    several replicas instead, as origins (parseBackends)
 * @param {string} [o.shellDir]      the shell's dist folder
 * @param {Record<string,string>} [o.remoteDirs] segment -> dist folder
 * @param {Record<string,string|undefined>} [o.env]
 * @param {boolean} [o.testHooks]    enables POST /__test__/remotes/<segment>/(down|up)
 * @returns {Promise<import('fastify').FastifyInstance>} ready; `listen` it, `close` it
 */
export async function createGateway({
  apiPort,
  backends = [`http://127.0.0.1:${apiPort}`],
  shellDir,
  remoteDirs,
  env = process.env,
  testHooks = false,
}) {
  const pool = new BackendPool(backends);
  // Longest prefix first: the first root whose prefix a path starts with serves it.
  const roots = [
    ...REMOTES.map((r) => ({
      prefix: `/mf/${r.segment}/`,
      dir: resolve(remoteDirs?.[r.segment] ?? join(REPO_ROOT, r.dir, 'dist')),
      segment: r.segment,
    })),
    { prefix: '/', dir: resolve(shellDir ?? join(REPO_ROOT, 'shell', 'dist')) },
  ];
  const config = runtimeConfigFromEnv(env);
  const headers = securityHeaders({ config, env });
  const corsOrigin = env.CORS_ALLOW_ORIGIN || '';
  const downRemotes = new Set();
  const limits = connectionLimits(env);
  const app = Fastify({
    bodyLimit: bytes(env.CLIENT_MAX_BODY_SIZE || '1m'),
    // Answer streams last minutes; `close` must not wait for them.
    forceCloseConnections: true,
    logger: false,
    // Slow clients (docs/deploy.md#limits): the headers within CLIENT_HEADER_TIMEOUT, the whole
    // request within requestTimeout, checked every second (Node's default is every 30 s), idle
    // kept-alive connections closed after KEEPALIVE_TIMEOUT. No socket idle timeout
    // (connectionTimeout stays 0): an answer stream may be silent for minutes while the model
    // thinks, and only API_READ_TIMEOUT (the proxy's, below) ends it.
    http: { headersTimeout: limits.headersTimeout, connectionsCheckingInterval: 1000 },
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
  });
  app.server.maxConnections = limits.maxConnections;
  capConnectionsPerAddress(app.server, limits.connectionsPerAddress);

  await app.register(fastifyCompress, {
    encodings: ['gzip'],
    customTypes: COMPRESSIBLE,
    threshold: 1024,
    zlibOptions: { level: 9 },
  });
  // One policy for the whole site, whoever answered (a file, the backend, an error).
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
    reply.removeHeader('x-powered-by');
  });
  // The request id, as nginx's gateway: the client's X-Request-Id when it looks like one, else a
  // new one; passed to the backend (which returns it and logs it) and on the gateway's own lines.
  app.decorateRequest('requestId', '');
  app.addHook('onRequest', async (request) => {
    const sent = request.headers['x-request-id'];
    request.requestId = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
  });
  if (env.GATEWAY_ACCESS_LOG === '1') {
    // The path only, never the query string: a reset or invitation link's token (or any other
    // secret in a URL) must not reach a log, as in nginx's log_format (deploy/nginx/http-common.conf).
    app.addHook('onResponse', async (request, reply) => {
      const path = request.url.split('?')[0];
      console.log(`[gateway] ${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms rid=${request.requestId}`);
    });
  }
  app.setErrorHandler((error, request, reply) => {
    // The client went away (a closed tab, the end of a load test): its request to the backend was
    // aborted with it. Nothing to answer, nothing wrong.
    if (error.code === 'UND_ERR_ABORTED' && (request.raw.destroyed || reply.raw.destroyed)) return;
    const status = error.statusCode ?? 500;
    if (status >= 500) console.error(`[gateway] rid=${request.requestId}`, error);
    if (status === 413) return bodyTooLarge(reply);
    reply.code(status).type('text/plain; charset=utf-8').send(error.message);
  });

  const unreachable = (reply, error) => {
    console.error(`[gateway] /api rid=${reply.request.requestId}:`, error.message);
    reply.code(502).send(API_UNREACHABLE);
  };
  /**
   * Sends the request to `origin`; when that replica refused the connection (or, for GET/HEAD, cut
   * it before answering) and another one is left untried, sends it there: nginx's
   * `proxy_next_upstream error timeout`. Whatever reached a replica is never sent twice.
   */
  const forward = (request, reply, dest, options, origin, tried) => {
    tried.add(origin);
    const body = request.bufferedBody;
    reply.from(dest, {
      ...options,
      getUpstream: () => origin,
      // A replica's answer is passed on as it is. reply-from would send a GET that got a 503 again,
      // up to 10 times, waiting out each one: a database that does not answer (a 503 after
      // DB_QUERY_TIMEOUT_MS) kept the page waiting for minutes. nginx does not retry a 503 either.
      retryDelay: () => null,
      // The buffered body as it came (reply-from would JSON-encode a parsed one).
      ...(body ? { body, contentType: request.headers['content-type'] || 'application/octet-stream' } : {}),
      onResponse: (_request, reply, response) => {
        pool.markUp(origin);
        reply.send(response.stream);
      },
      onError: (reply, { error }) => {
        if (reply.sent) return;
        const kind = retryable(request.method, error);
        if (kind === 'refused') pool.markDown(origin);
        const next = kind ? pool.pick(tried) : undefined;
        if (next) return forward(request, reply, dest, options, next, tried);
        unreachable(reply, error);
      },
    });
  };

  app.decorateRequest('bufferedBody', null);
  await app.register(fastifyProxy, {
    // The replica is chosen per request (getUpstream); requests go to its origin.
    upstream: '',
    prefix: '/api',
    rewritePrefix: '',
    // Streamed answers may pause long between events; as nginx's API_READ_TIMEOUT (300 s).
    undici: { headersTimeout: 300_000, bodyTimeout: 300_000 },
    // The body is read here (the proxy's parser leaves it a stream, so Fastify's bodyLimit does
    // not see it): a declared length over the limit is refused at once, a chunked body once it
    // passes it (413, as nginx).
    preHandler: async (request, reply) => {
      if (isMetricsPath(request.url)) return reply.code(404).send(NOT_FOUND_JSON);
      const limit = app.initialConfig.bodyLimit;
      if (Number(request.headers['content-length'] ?? 0) > limit) return bodyTooLarge(reply);
      if (request.body instanceof Readable) {
        const body = await readBody(request.body, limit);
        if (body === null) return bodyTooLarge(reply);
        request.body = undefined;
        request.bufferedBody = body;
      }
    },
    handler: (request, reply, dest, options) =>
      forward(request, reply, dest, options, options.getUpstream(), new Set()),
    replyOptions: {
      getUpstream: () => pool.pick(),
      rewriteRequestHeaders: (request, upstreamHeaders) => {
        const headers = {
          ...upstreamHeaders,
          host: request.headers.host ?? upstreamHeaders.host,
          // The address this gateway sees REPLACES whatever the client sent: a client-chosen
          // X-Forwarded-For would let anyone pick the key of every per-address limit.
          'x-real-ip': clientAddress(request),
          'x-forwarded-for': clientAddress(request),
          'x-forwarded-proto': 'http',
          'x-forwarded-host': request.headers.host ?? '',
          'x-request-id': request.requestId,
        };
        // The body goes with its length now (buffered above).
        delete headers['transfer-encoding'];
        return headers;
      },
    },
  });

  app.get('/healthz', async (_request, reply) => reply.type('text/plain').send('ok\n'));
  app.get('/config.json', async (_request, reply) =>
    reply.type('application/json').header('cache-control', 'no-cache').send(runtimeConfigJson(config)),
  );
  if (testHooks) {
    const segments = new Set(REMOTES.map((r) => r.segment));
    app.post('/__test__/remotes/:segment/:action', async (request, reply) => {
      const { segment, action } = /** @type {{segment: string, action: string}} */ (request.params);
      if (!segments.has(segment) || !['down', 'up'].includes(action)) return reply.code(404).send();
      if (action === 'down') downRemotes.add(segment);
      else downRemotes.delete(segment);
      return reply.code(204).send();
    });
  }

  // The routes the shell prerenders: its document, with the remote's page where it prerenders one (decision 0005).
  registerPrerenderedPages(app, {
    shellDir: roots.at(-1).dir,
    roots,
    isDown: (segment) => downRemotes.has(segment),
    config,
  });

  const staticFiles = (root) => ({
    root: root.dir,
    prefix: root.prefix,
    // reply.sendFile (the single-page fallback below) comes from the shell's registration.
    decorateReply: !root.segment,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (corsOrigin) reply.header('access-control-allow-origin', corsOrigin);
    },
  });
  const remoteStopped = (reply) => reply.code(503).type('text/plain').send('Remote stopped by a test');
  for (const root of roots) {
    if (!root.segment) {
      await app.register(fastifyStatic, staticFiles(root));
      continue;
    }
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (_request, reply) => {
        if (downRemotes.has(root.segment)) return remoteStopped(reply);
      });
      await scope.register(fastifyStatic, staticFiles(root));
    });
  }
  // Routes of the single-page apps (/about, /mf/question/whatever): their index.html, as nginx's
  // `try_files $uri /index.html`. A /mf/ path naming no remote is a 404, as in nginx.
  app.setNotFoundHandler(async (request, reply) => {
    const path = decodeURIComponentSafe(request.url.split('?')[0]);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).type('text/plain').send('Method not allowed');
    const root = roots.find((r) => path.startsWith(r.prefix));
    if (!root || (path.startsWith('/mf/') && !root.segment) || HAS_EXTENSION.test(path) || !path) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (root.segment && downRemotes.has(root.segment)) return remoteStopped(reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', root.dir);
  });
  await app.ready();
  return app;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const NOT_FOUND_JSON = { success: false, errors: [{ msg: 'Not found' }] };

/**
 * /api/metrics however it is spelled (percent-encoded, doubled slashes, dot segments): the
 * backend's metrics are for the operators' scraper, never through the public gateway.
 */
function isMetricsPath(url) {
  const path = decodeURIComponentSafe(url.split('?')[0]).replace(/\/{2,}/g, '/');
  const normalised = new URL(path, 'http://gateway').pathname;
  return normalised.startsWith('/api/metrics'); // as nginx's `location ^~ /api/metrics`
}

/** An IPv4 client of the dual-stack socket as nginx writes it (127.0.0.1, not ::ffff:127.0.0.1). */
const clientAddress = (request) => request.ip.replace(/^::ffff:/, '');

function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/**
 * Listens on `host` (HOST, default 127.0.0.1: only this computer; HOST=0.0.0.0 for a classroom
 * network). The tests and browsers reach it as http://localhost:<port> (127.0.0.1).
 */
export function listen(app, port, host = process.env.HOST || '127.0.0.1') {
  return new Promise((resolveListen, reject) => {
    app.server.once('error', reject);
    app.server.listen(port, host, () => resolveListen(app.server.address()));
  });
}

/**
 * `node scripts/gateway.mjs`: PORT (8080); the backend on API_PORT (3000), or several replicas
 * in BACKEND_UPSTREAMS (`host:port,host:port`, round robin).
 */
if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  const port = Number(process.env.PORT || 8080);
  const app = await createGateway({
    apiPort: Number(process.env.API_PORT || 3000),
    ...(process.env.BACKEND_UPSTREAMS ? { backends: parseBackends(process.env.BACKEND_UPSTREAMS) } : {}),
    testHooks: process.env.GATEWAY_TEST_HOOKS === '1',
  });
  await listen(app, port);
  console.log(`Gateway on http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => app.close().then(() => process.exit(0)));
}
