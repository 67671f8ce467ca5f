// The local "one URL" server for `npm start`: shell at /, remotes at /mf/<name>/, /config.json
// from the environment, and /api/* streamed to the backend (server-sent events pass through).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');

/** Remote name in the config -> URL segment and workspace folder. */
export const REMOTES = {
  mf_marketing: { segment: 'marketing', dir: 'mf-marketing', env: 'REMOTE_MARKETING_URL' },
  mf_auth: { segment: 'auth', dir: 'mf-auth', env: 'REMOTE_AUTH_URL' },
  mf_question: { segment: 'question', dir: 'mf-question', env: 'REMOTE_QUESTION_URL' },
  mf_contact: { segment: 'contact', dir: 'mf-contact', env: 'REMOTE_CONTACT_URL' },
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Entry files keep fixed names across deploys, so browsers must revalidate them. */
const NO_CACHE = new Set([
  'index.html',
  'main.js',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'config.json',
]);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** RuntimeConfig (packages/contract) written from the environment. */
export function runtimeConfigFromEnv(env = process.env) {
  const remotes = {};
  for (const [name, remote] of Object.entries(REMOTES)) {
    remotes[name] = env[remote.env] || `/mf/${remote.segment}/mf-manifest.json`;
  }
  const firebase =
    env.FIREBASE_API_KEY && env.FIREBASE_PROJECT_ID
      ? {
          apiKey: env.FIREBASE_API_KEY,
          authDomain: env.FIREBASE_AUTH_DOMAIN || `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: env.FIREBASE_PROJECT_ID,
          // Same names as the nginx image (deploy/nginx/render.sh): a URL, or the backend's host:port.
          ...(env.FIREBASE_AUTH_EMULATOR_URL || env.FIREBASE_AUTH_EMULATOR_HOST
            ? {
                emulatorUrl:
                  env.FIREBASE_AUTH_EMULATOR_URL ||
                  `http://${env.FIREBASE_AUTH_EMULATOR_HOST.replace(/^https?:\/\//, '')}`,
              }
            : {}),
        }
      : null;
  return {
    apiBase: env.API_BASE || '/api',
    remotes,
    contact: {
      phone: env.CONTACT_PHONE || '+1 (555) 010-2030',
      email: env.CONTACT_EMAIL || 'support@elearning.example',
    },
    profileUrl: env.PROFILE_URL || 'https://www.linkedin.com/',
    firebase,
  };
}

function cacheControl(fileName) {
  if (NO_CACHE.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Resolves `urlPath` inside `root`, refusing anything that climbs out of it. */
function safeJoin(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root + sep) ? full : null;
}

function sendText(res, status, text, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...SECURITY_HEADERS });
  res.end(text);
}

/**
 * @param {object} o
 * @param {number} o.apiPort         backend port on 127.0.0.1
 * @param {string} [o.shellDir]      the shell's dist folder
 * @param {Record<string,string>} [o.remoteDirs] segment -> dist folder
 * @param {Record<string,string|undefined>} [o.env]
 * @param {boolean} [o.testHooks]    enables POST /__test__/remotes/<segment>/(down|up)
 */
export function createGateway({ apiPort, shellDir, remoteDirs, env = process.env, testHooks = false }) {
  shellDir = resolve(shellDir ?? join(REPO_ROOT, 'shell', 'dist'));
  remoteDirs ??= Object.fromEntries(
    Object.values(REMOTES).map((r) => [r.segment, join(REPO_ROOT, r.dir, 'dist')]),
  );
  const configJson = JSON.stringify(runtimeConfigFromEnv(env));
  const downRemotes = new Set();
  /** path -> { mtimeMs, gz } so each file is compressed once per build. */
  const gzCache = new Map();

  async function serveFile(req, res, root, urlPath, { spaFallback, cors }) {
    let file = safeJoin(root, urlPath);
    if (!file) return sendText(res, 400, 'Bad path');
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info && spaFallback && !extname(urlPath)) {
      file = join(root, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info || !info.isFile()) return sendText(res, 404, 'Not found');
    const ext = extname(file);
    const name = file.slice(file.lastIndexOf(sep) + 1);
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': cacheControl(name),
      'Last-Modified': info.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
      ...SECURITY_HEADERS,
      ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
    };
    if (
      req.headers['if-modified-since'] &&
      new Date(req.headers['if-modified-since']) >= new Date(info.mtime.toUTCString())
    ) {
      res.writeHead(304, headers);
      return res.end();
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    if (gzip) {
      let cached = gzCache.get(file);
      if (!cached || cached.mtimeMs !== info.mtimeMs) {
        cached = { mtimeMs: info.mtimeMs, gz: gzipSync(await readFile(file), { level: 9 }) };
        gzCache.set(file, cached);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': cached.gz.length });
      return res.end(req.method === 'HEAD' ? undefined : cached.gz);
    }
    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  }

  /** Streams the request to the backend and the answer back, unbuffered (SSE-safe). */
  function proxyApi(req, res, upstreamPath) {
    const headers = { ...req.headers };
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    headers['x-forwarded-host'] = req.headers.host || '';
    headers['x-forwarded-proto'] = 'http';
    const upstream = http.request(
      { host: '127.0.0.1', port: apiPort, method: req.method, path: upstreamPath, headers },
      (answer) => {
        res.writeHead(answer.statusCode || 502, answer.headers);
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        sendText(
          res,
          502,
          JSON.stringify({ success: false, errors: [{ msg: 'The API is not reachable right now.' }] }),
          'application/json; charset=utf-8',
        );
      } else res.destroy();
    });
    // A client that goes away (an aborted answer stream) aborts the backend request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://gateway');
    const path = url.pathname;
    Promise.resolve()
      .then(async () => {
        if (path === '/api' || path.startsWith('/api/')) {
          return proxyApi(req, res, (path.slice(4) || '/') + url.search);
        }
        if (testHooks && req.method === 'POST' && path.startsWith('/__test__/remotes/')) {
          const [, , , segment, action] = path.split('/');
          if (action === 'down') downRemotes.add(segment);
          else downRemotes.delete(segment);
          return sendText(res, 204, '');
        }
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
        if (path === '/config.json') {
          res.writeHead(200, {
            'Content-Type': TYPES['.json'],
            'Cache-Control': 'no-cache',
            ...SECURITY_HEADERS,
          });
          return res.end(req.method === 'HEAD' ? undefined : configJson);
        }
        const remote = /^\/mf\/([a-z]+)(\/.*)?$/.exec(path);
        if (remote) {
          const [, segment, rest = '/'] = remote;
          if (!remoteDirs[segment]) return sendText(res, 404, 'Not found');
          if (downRemotes.has(segment)) return sendText(res, 503, 'Remote stopped by a test');
          return serveFile(req, res, remoteDirs[segment], rest, { spaFallback: false, cors: true });
        }
        return serveFile(req, res, shellDir, path, { spaFallback: true, cors: false });
      })
      .catch((error) => {
        console.error('[gateway]', error);
        if (!res.headersSent) sendText(res, 500, 'Internal error');
        else res.destroy();
      });
  });
  // Answer streams can last minutes: no idle timeout on requests.
  server.requestTimeout = 0;
  return server;
}

/** `node scripts/gateway.mjs`: PORT (8080), API_PORT (3000). */
if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  const port = Number(process.env.PORT || 8080);
  const server = createGateway({
    apiPort: Number(process.env.API_PORT || 3000),
    testHooks: process.env.GATEWAY_TEST_HOOKS === '1',
  });
  server.listen(port, () => console.log(`Gateway on http://localhost:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
