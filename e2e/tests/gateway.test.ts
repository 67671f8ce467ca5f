// The local gateway (scripts/gateway.mjs) run as `npm start` runs it, in front of a small
// upstream that stands in for the backend, so streaming and aborts can be timed exactly.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REMOTES } from '@elearning/deployment/remotes.cjs';

const REPO = join(__dirname, '..', '..');
let upstream: http.Server;
let gateway: ChildProcess;
let base = '';
const seen: { path: string; closedEarly?: boolean }[] = [];

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const record: { path: string; closedEarly?: boolean } = { path: req.url || '' };
    seen.push(record);
    if (req.url === '/stream' || req.url === '/slow-stream') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('event: chunk\ndata: {"text":"first"}\n\n');
      const timer = setTimeout(
        () => res.end('event: done\ndata: {"status":"answered"}\n\n'),
        req.url === '/slow-stream' ? 5000 : 600,
      );
      res.on('close', () => {
        if (!res.writableFinished) record.closedEarly = true;
        clearTimeout(timer);
      });
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ path: req.url, method: req.method, body, contentType: req.headers['content-type'] }),
      );
    });
  });
  const apiPort = await listen(upstream);
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((r) => probe.close(r));
  gateway = spawn(process.execPath, [join(REPO, 'scripts', 'gateway.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      REMOTE_AUTH_URL: 'https://cdn.example.com/auth/mf-manifest.json',
      CONTACT_EMAIL: 'team@example.org',
      FIREBASE_API_KEY: 'key',
      FIREBASE_PROJECT_ID: 'demo-elearning',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => gateway.stdout!.once('data', () => resolve()));
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  gateway?.kill('SIGTERM');
  await new Promise((r) => upstream.close(r));
});

test('/config.json is written from the environment and never cached', async () => {
  const response = await fetch(`${base}/config.json`);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.json()).toEqual({
    apiBase: '/api',
    remotes: {
      ...Object.fromEntries(REMOTES.map((r) => [r.name, `/mf/${r.segment}/mf-manifest.json`])),
      mf_auth: 'https://cdn.example.com/auth/mf-manifest.json',
    },
    contact: { phone: expect.any(String), email: 'team@example.org' },
    profileUrl: expect.any(String),
    firebase: {
      apiKey: 'key',
      authDomain: 'demo-elearning.firebaseapp.com',
      projectId: 'demo-elearning',
      emulatorUrl: 'http://127.0.0.1:9099',
    },
  });
});

test('/api/* goes to the backend without the prefix, body and query intact', async () => {
  const response = await fetch(`${base}/api/auth/login?x=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'a@b.c' }),
  });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    path: '/auth/login?x=1',
    method: 'POST',
    body: '{"email":"a@b.c"}',
    contentType: 'application/json',
  });
});

test('server-sent events stream through unbuffered', async () => {
  const started = Date.now();
  const response = await fetch(`${base}/api/stream`);
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  expect(first).toContain('"first"');
  // The upstream ends after 600 ms: the first event must arrive well before that.
  expect(Date.now() - started).toBeLessThan(450);
  let rest = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    rest += new TextDecoder().decode(chunk.value);
  expect(rest).toContain('event: done');
});

test('a client that aborts a stream aborts the backend request too', async () => {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/slow-stream`, { signal: controller.signal });
  await response.body!.getReader().read();
  controller.abort();
  await new Promise((r) => setTimeout(r, 300));
  expect(seen.find((s) => s.path === '/slow-stream')?.closedEarly).toBe(true);
});

test('static files: SPA fallback, cache headers, gzip, no path traversal', async () => {
  const page = await fetch(`${base}/about`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.headers.get('cache-control')).toBe('no-cache');

  const entry = await fetch(`${base}/mf/marketing/remoteEntry.js`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(entry.headers.get('content-encoding')).toBe('gzip');
  // Same origin as the shell: no CORS unless CORS_ALLOW_ORIGIN is set (as in the nginx images).
  expect(entry.headers.get('access-control-allow-origin')).toBeNull();

  const hashed = readdirSync(join(REPO, 'shell', 'dist')).find((f) => /\.[0-9a-f]{8}\.js$/.test(f));
  const chunk = await fetch(`${base}/${hashed}`);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  expect((await fetch(`${base}/mf/nope/remoteEntry.js`)).status).toBe(404);
  // A segment that is a property of every object is no remote either: 404, not 500.
  expect((await fetch(`${base}/mf/constructor/x`)).status).toBe(404);
  const traversal = await fetch(`${base}/mf/marketing/..%2f..%2fpackage.json`);
  expect([400, 404]).toContain(traversal.status);
  expect((await fetch(`${base}/__test__/remotes/contact/down`, { method: 'POST' })).status).toBe(405);
});

test('a backend that is down gives a JSON 502, not a hang', async () => {
  await new Promise((r) => upstream.close(r));
  upstream.closeAllConnections();
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', body: '{}' });
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ success: false, errors: [{ msg: expect.any(String) }] });
  upstream = http.createServer();
  await listen(upstream);
});
