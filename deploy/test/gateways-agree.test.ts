// The Node gateway of `npm start` (scripts/gateway.mjs) and the images' nginx gateway
// (deploy/nginx) answer the same requests the same way: same status, the headers that matter and
// the same body. Both run here for real, with the same environment, in front of the same API stand-in.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { REMOTES } from '@elearning/deployment/remotes.cjs';
import { startDnsStandIn } from './dns-stand-in';
import { request, startApiUpstream, startNodeGateway, type RawResponse } from './http';
import { ensureAllBuilt, hashedChunk } from './repo';
import { startSite } from './start-gateway.cjs';

const ENV = {
  CONTACT_EMAIL: 'help"desk@example.com',
  REMOTE_AUTH_URL: 'https://cdn.example.com/auth/mf-manifest.json',
  FIREBASE_API_KEY: 'AIza-test-key',
  FIREBASE_PROJECT_ID: 'demo-elearning',
  // The variable the backend reads: both gateways derive the emulator URL from it.
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};
const HEADERS_THAT_MATTER = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
  'cache-control',
  'access-control-allow-origin',
];

let api: Awaited<ReturnType<typeof startApiUpstream>>;
let nginx: Awaited<ReturnType<typeof startSite>>;
let node: Awaited<ReturnType<typeof startNodeGateway>>;

beforeAll(async () => {
  await ensureAllBuilt();
  api = await startApiUpstream();
  nginx = await startSite({ backend: api.port, env: ENV });
  node = await startNodeGateway({ apiPort: api.port, env: ENV });
}, 600_000);

afterAll(async () => {
  await node?.stop();
  await nginx?.stop();
  await api?.close();
});

/**
 * What a browser acts on: status, the headers above and, for a success, media type and decoded
 * body (error pages are each server's own wording).
 */
function essentials(res: RawResponse) {
  const gzip = res.headers['content-encoding'] === 'gzip';
  const ok = res.status < 400;
  return {
    status: res.status,
    ...Object.fromEntries(HEADERS_THAT_MATTER.map((name) => [name, res.headers[name]])),
    type: ok ? String(res.headers['content-type'] ?? '').split(';')[0] : 'error page',
    body: ok ? (gzip ? gunzipSync(res.body) : res.body).toString() : 'error page',
  };
}

async function both(
  path: string,
  options: Parameters<typeof request>[1] = {},
  [nginxUrl, nodeUrl] = [nginx.gateway.url, node.url],
) {
  const [fromNginx, fromNode] = await Promise.all([
    request(`${nginxUrl}${path}`, options),
    request(`${nodeUrl}${path}`, options),
  ]);
  return { nginx: fromNginx, node: fromNode };
}

/** `{hashed:<workspace>}` stands for a content-hashed chunk of that build (built in beforeAll). */
const staticPaths = [
  '/',
  '/about',
  '/question/42',
  '/config.json',
  '/main.js',
  '/index.html',
  '/{hashed:shell}',
  '/missing.js',
  '/healthz',
  ...REMOTES.flatMap((r) => [
    `/mf/${r.segment}/mf-manifest.json`,
    `/mf/${r.segment}/remoteEntry.js`,
    `/mf/${r.segment}/{hashed:${r.dir}}`,
  ]),
  '/mf/contact/missing.0123abcd.js',
  // Odd paths: never a 5xx, never the shell page for a remote that does not exist.
  '/mf/constructor/x',
  '/mf/__proto__/remoteEntry.js',
  '/mf/nope/',
  '/mf/',
];

test.each(staticPaths)('GET %s: same status, headers and body', async (template) => {
  const path = template.replace(/\{hashed:([^}]+)\}/, (_, workspace: string) => hashedChunk(workspace));
  const { nginx: a, node: b } = await both(path);
  expect(essentials(b)).toEqual(essentials(a));
  expect(a.status).toBeLessThan(500);
});

test('both compress text for clients that accept gzip, with Vary', async () => {
  for (const path of ['/main.js', `/mf/${REMOTES[0].segment}/remoteEntry.js`]) {
    const { nginx: a, node: b } = await both(path, { headers: { 'Accept-Encoding': 'gzip' } });
    for (const res of [a, b]) {
      expect({ path, encoding: res.headers['content-encoding'], vary: String(res.headers.vary) }).toEqual({
        path,
        encoding: 'gzip',
        vary: expect.stringMatching(/accept-encoding/i),
      });
    }
    expect(essentials(b)).toEqual(essentials(a));
  }
});

test('a path climbing out of a remote is refused by both (4xx)', async () => {
  const { nginx: a, node: b } = await both('/mf/contact/..%2f..%2fpackage.json');
  expect([a.status >= 400 && a.status < 500, b.status >= 400 && b.status < 500]).toEqual([true, true]);
  expect(b.body.toString()).not.toContain('"workspaces"');
});

test('/api/: same forwarding (prefix stripped, query, client address, body) and one security policy', async () => {
  const options = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: Buffer.from('{"email":"a@b.c"}'),
  };
  const { nginx: a, node: b } = await both('/api/auth/login?next=%2Fquestion', options);
  const seen = (res: RawResponse) => {
    const { url, headers, bodyBytes } = JSON.parse(res.body.toString());
    return {
      url,
      bodyBytes,
      forwardedFor: headers['x-forwarded-for'],
      proto: headers['x-forwarded-proto'],
      realIp: headers['x-real-ip'],
    };
  };
  expect(seen(b)).toEqual(seen(a));
  expect(seen(a)).toEqual({
    url: '/auth/login?next=%2Fquestion',
    bodyBytes: 17,
    forwardedFor: '127.0.0.1',
    proto: 'http',
    realIp: '127.0.0.1',
  });
  // A client's own X-Forwarded-For is replaced, not appended to: nobody chooses the address the
  // backend's per-address limits count (the backend trusts exactly this one hop).
  const spoofed = await both('/api/auth/login', {
    ...options,
    headers: { ...options.headers, 'X-Forwarded-For': '203.0.113.66, 198.51.100.9' },
  });
  expect([seen(spoofed.nginx).forwardedFor, seen(spoofed.node).forwardedFor]).toEqual([
    '127.0.0.1',
    '127.0.0.1',
  ]);
  // The stand-in sends its own CSP: both gateways replace it with the site's.
  const health = await both('/api/health');
  expect(essentials(health.node)).toEqual(essentials(health.nginx));
  expect(health.node.headers['content-security-policy']).not.toBe('default-src *');
});

test('a body over CLIENT_MAX_BODY_SIZE (1m) is a 413 on both, with or without Content-Length', async () => {
  const tooLarge = Buffer.alloc(1024 * 1024 + 1, 'a');
  const { nginx: a, node: b } = await both('/api/ques/addques', { method: 'POST', body: tooLarge });
  expect([a.status, b.status]).toEqual([413, 413]);
  const chunked = await both('/api/ques/addques', {
    method: 'POST',
    body: tooLarge,
    headers: { 'Transfer-Encoding': 'chunked' },
  });
  expect([chunked.nginx.status, chunked.node.status]).toEqual([413, 413]);
  const fits = await both('/api/ques/addques', {
    method: 'POST',
    body: Buffer.alloc(512 * 1024, 'a'),
    headers: { 'Transfer-Encoding': 'chunked' },
  });
  expect([fits.nginx.status, fits.node.status]).toEqual([200, 200]);
  expect(JSON.parse(fits.node.body.toString())).toMatchObject({ bodyBytes: 512 * 1024 });
});

test('a streamed answer arrives event by event through both, uncompressed', async () => {
  const { nginx: a, node: b } = await both('/api/stream', {
    headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip' },
  });
  for (const res of [a, b]) {
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString().match(/^data: /gm)).toHaveLength(5);
    expect(res.chunkTimes[res.chunkTimes.length - 1] - res.chunkTimes[0]).toBeGreaterThanOrEqual(500);
  }
  expect(b.body.toString()).toBe(a.body.toString());
});

test('a method other than GET or HEAD on a page is refused the same way', async () => {
  const { nginx: a, node: b } = await both('/about', { method: 'POST', body: Buffer.from('x') });
  expect(b.status).toBe(a.status);
});

/** GET `path` exactly as written (no URL normalisation on our side). */
function rawGet(base: string, path: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .request({ host: hostname, port, path, method: 'GET' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject)
      .end();
  });
}

test('the backend metrics are not public: /api/metrics is a 404 on both, however it is spelled', async () => {
  for (const path of [
    '/api/metrics',
    '/api/metrics?x=1',
    '/api/metrics/',
    '/api//metrics',
    '/api/%6detrics',
    '/api/./metrics',
    '/api/x/../metrics',
  ]) {
    expect([path, await rawGet(nginx.gateway.url, path), await rawGet(node.url, path)]).toEqual([
      path,
      404,
      404,
    ]);
  }
  // Other API paths still reach the backend.
  expect((await both('/api/health')).node.status).toBe(200);
});

test('the request id: a valid X-Request-Id is passed to the backend as is, otherwise both make one', async () => {
  const idSeen = (res: RawResponse) => String(JSON.parse(res.body.toString()).headers['x-request-id']);
  const given = await both('/api/echo', { headers: { 'X-Request-Id': 'client-7.a:b' } });
  expect([idSeen(given.nginx), idSeen(given.node)]).toEqual(['client-7.a:b', 'client-7.a:b']);
  for (const headers of [{}, { 'X-Request-Id': 'has spaces "and quotes"' }] as Record<string, string>[]) {
    const made = await both('/api/echo', { headers });
    for (const res of [made.nginx, made.node]) expect(idSeen(res)).toMatch(/^[0-9a-f-]{32,36}$/);
  }
});

/**
 * Several backend replicas: compose and Kubernetes give nginx one name that resolves to every
 * replica; the Node gateway takes the list (BACKEND_UPSTREAMS). Both send requests to the replicas
 * in turn, skip one that refuses connections (a POST too: it never reached it), and answer the
 * usual JSON 502 when none is left.
 */
describe('two backend replicas', () => {
  const NAME = 'backend-replicas.test';
  let replicaA: Awaited<ReturnType<typeof startApiUpstream>> | undefined;
  let replicaB: Awaited<ReturnType<typeof startApiUpstream>> | undefined;
  let dns: Awaited<ReturnType<typeof startDnsStandIn>>;
  let nginxSite: Awaited<ReturnType<typeof startSite>>;
  let nodeGateway: Awaited<ReturnType<typeof startNodeGateway>>;
  beforeAll(async () => {
    // Same port on two loopback addresses, as two containers behind one service name.
    replicaA = await startApiUpstream({ host: '127.0.0.1', name: 'A' });
    replicaB = await startApiUpstream({ host: '127.0.0.2', port: replicaA.port, name: 'B' });
    dns = await startDnsStandIn(NAME, ['127.0.0.1', '127.0.0.2']);
    nginxSite = await startSite({
      backend: `${NAME}:${replicaA.port}`,
      env: { ...ENV, NGINX_RESOLVER: dns.address },
    });
    nodeGateway = await startNodeGateway({
      backends: [`127.0.0.1:${replicaA.port}`, `127.0.0.2:${replicaA.port}`],
      env: ENV,
    });
  }, 120_000);
  afterAll(async () => {
    await nodeGateway?.stop();
    await nginxSite?.stop();
    await dns?.close();
    await replicaA?.close();
    await replicaB?.close();
  });

  /** Which replica answered each of `count` POSTs through `base` (status when not 200). */
  async function servedBy(base: string, count: number): Promise<string[]> {
    const answers: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await request(`${base}/api/ques/addques`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from(`{"n":${i}}`),
      });
      answers.push(
        res.status === 200 ? JSON.parse(res.body.toString()).servedBy : `${res.status} ${res.body}`,
      );
    }
    return answers;
  }

  test('both send requests to the replicas in turn, skip one that is down, and answer 502 when none is left', async () => {
    // The Node gateway strictly in turn; nginx from the address its resolver lists first, which it
    // rotates on every lookup: spread over both, not strictly alternating.
    expect(await servedBy(nodeGateway.url, 4)).toEqual(['A', 'B', 'A', 'B']);
    const viaNginx = await servedBy(nginxSite.gateway.url, 20);
    expect(viaNginx.filter((a) => a !== 'A' && a !== 'B')).toEqual([]);
    expect(Math.min(...['A', 'B'].map((r) => viaNginx.filter((a) => a === r).length))).toBeGreaterThanOrEqual(
      3,
    );
    await replicaB!.close();
    replicaB = undefined;
    for (const base of [nginxSite.gateway.url, nodeGateway.url])
      expect({ base, answers: await servedBy(base, 4) }).toEqual({ base, answers: ['A', 'A', 'A', 'A'] });
    await replicaA!.close();
    replicaA = undefined;
    const none = await both('/api/auth/login', { method: 'POST', body: Buffer.from('{}') }, [
      nginxSite.gateway.url,
      nodeGateway.url,
    ]);
    expect([none.nginx.status, none.node.status]).toEqual([502, 502]);
    expect(JSON.parse(none.node.body.toString())).toEqual(JSON.parse(none.nginx.body.toString()));
    expect(JSON.parse(none.node.body.toString())).toEqual({
      success: false,
      errors: [{ msg: expect.any(String) }],
    });
  });
});
