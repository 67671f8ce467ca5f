import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { RuntimeConfig } from '@elearning/contract';
import { REMOTES } from '@elearning/deployment/remotes.cjs';
import { request, startApiUpstream, type Seen } from './http';
import { ensureAllBuilt, hashedChunk, repoPath } from './repo';
import { RENDER_SCRIPT, startGateway, startSite, startStatic } from './start-gateway.cjs';

let api: Awaited<ReturnType<typeof startApiUpstream>>;
let site: Awaited<ReturnType<typeof startSite>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  await ensureAllBuilt();
  api = await startApiUpstream();
  site = await startSite({
    backend: api.port,
    env: {
      CLIENT_MAX_BODY_SIZE: '1m',
      CONTACT_PHONE: '+1 555 0100',
      CONTACT_EMAIL: 'help"desk\\@example.com',
      PROFILE_URL: 'https://www.linkedin.com/in/someone',
      FIREBASE_API_KEY: 'AIza-test-key',
      FIREBASE_PROJECT_ID: 'demo-elearning',
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    },
  });
  gateway = site.gateway;
}, 600_000);

afterAll(async () => {
  await site?.stop();
  await api?.close();
});

function expectSecurityHeaders(headers: http.IncomingHttpHeaders): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // Inline style *attributes* only (KaTeX positions math with them); never inline scripts or <style>.
  expect(csp).toContain("style-src-attr 'unsafe-inline'");
  expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
}

describe('gateway routing (Debian nginx running deploy/nginx/gateway.conf.template)', () => {
  test('/ serves the shell, revalidated on every load, with the security headers', async () => {
    // Home is the shell's prerendered document (decision 0005, test/prerendered-pages.test.ts);
    // a route nothing prerenders gets the shell's index.html as it was built.
    for (const [route, body] of [
      ['/', expect.stringContaining('<div id="root" data-prerendered="page">')],
      ['/question', readFileSync(repoPath('shell', 'dist', 'index.html'), 'utf8')],
    ]) {
      const res = await request(`${gateway.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.toString()).toEqual(body);
      expect(res.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(res.headers);
    }
  });

  test('client-side routes fall back to the shell page; a missing file is a 404, not HTML', async () => {
    for (const route of ['/about', '/question', '/login']) {
      const res = await request(`${gateway.url}${route}`);
      expect({ route, status: res.status, type: res.headers['content-type'] }).toEqual({
        route,
        status: 200,
        type: expect.stringMatching(/^text\/html/),
      });
    }
    expect((await request(`${gateway.url}/missing.js`)).status).toBe(404);
    expect((await request(`${gateway.url}/mf/contact/missing.0123abcd.js`)).status).toBe(404);
  });

  test('/config.json is the RuntimeConfig written from the environment, JSON-escaped, no-cache', async () => {
    const res = await request(`${gateway.url}/config.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(res.headers);
    const config = JSON.parse(res.body.toString()) as RuntimeConfig;
    expect(config).toEqual({
      apiBase: '/api',
      remotes: Object.fromEntries(REMOTES.map((r) => [r.name, `/mf/${r.segment}/mf-manifest.json`])),
      contact: { phone: '+1 555 0100', email: 'help"desk\\@example.com' },
      profileUrl: 'https://www.linkedin.com/in/someone',
      firebase: {
        apiKey: 'AIza-test-key',
        authDomain: 'demo-elearning.firebaseapp.com',
        projectId: 'demo-elearning',
        emulatorUrl: 'http://127.0.0.1:9099',
      },
    });
  });

  test.each(REMOTES.map((r) => [r.segment, r.dir]))(
    '/mf/%s/ proxies to the %s container: manifest and entry no-cache',
    async (slice, workspace) => {
      const manifest = await request(`${gateway.url}/mf/${slice}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(manifest.body.toString())).toEqual(
        JSON.parse(readFileSync(repoPath(workspace, 'dist', 'mf-manifest.json'), 'utf8')),
      );
      expectSecurityHeaders(manifest.headers);
      const entry = await request(`${gateway.url}/mf/${slice}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers['content-type']).toMatch(/^application\/javascript/);
      expect(entry.headers['cache-control']).toBe('no-cache');
    },
  );

  test('hashed chunks are immutable for a year, fixed-name entries are not', async () => {
    const remoteChunk = await request(`${gateway.url}/mf/contact/${hashedChunk('mf-contact')}`);
    expect(remoteChunk.status).toBe(200);
    expect(remoteChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shellChunk = await request(`${gateway.url}/${hashedChunk('shell')}`);
    expect(shellChunk.status).toBe(200);
    expect(shellChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(shellChunk.headers);
    const cssChunk = readdirSync(repoPath('shell', 'dist')).find((file) => /\.[0-9a-f]{8}\.css$/.test(file));
    if (cssChunk)
      expect((await request(`${gateway.url}/${cssChunk}`)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    const fixedNames = ['main.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html'].filter((file) =>
      existsSync(repoPath('shell', 'dist', file)),
    );
    expect(fixedNames).toContain('main.js');
    for (const entry of fixedNames.map((file) => `/${file}`)) {
      const res = await request(`${gateway.url}${entry}`);
      expect({ entry, status: res.status, cache: res.headers['cache-control'] }).toEqual({
        entry,
        status: 200,
        cache: 'no-cache',
      });
    }
  });

  test('text is served gzip-compressed to clients that accept it', async () => {
    const res = await request(`${gateway.url}/main.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(readFileSync(repoPath('shell', 'dist', 'main.js'), 'utf8'));
    const remote = await request(`${gateway.url}/mf/question/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(remote.headers['content-encoding']).toBe('gzip');
  });

  test('/api/ goes to the backend with the prefix stripped and the client forwarded', async () => {
    const health = await request(`${gateway.url}/api/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
    expectSecurityHeaders(health.headers);
    expect(health.headers['content-security-policy']).not.toBe('default-src *');

    const echo = await request(`${gateway.url}/api/auth/login?next=%2Fquestion`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from('{"email":"a@b.c"}'),
    });
    const seen = JSON.parse(echo.body.toString()) as Seen;
    expect(seen.url).toBe('/auth/login?next=%2Fquestion');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.bodyBytes).toBe(17);
  });

  test('a body over CLIENT_MAX_BODY_SIZE is refused with 413 before reaching the backend', async () => {
    const res = await request(`${gateway.url}/api/ques/addques`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.alloc(1024 * 1024 + 1, 'a'),
    });
    expect(res.status).toBe(413);
    const fits = await request(`${gateway.url}/api/ques/addques`, {
      method: 'POST',
      body: Buffer.alloc(512 * 1024, 'a'),
    });
    expect(JSON.parse(fits.body.toString())).toMatchObject({ bodyBytes: 512 * 1024 });
  });

  test('a streamed answer (text/event-stream) arrives event by event, not buffered to the end', async () => {
    const res = await request(`${gateway.url}/api/stream`, {
      headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString().match(/^data: /gm)).toHaveLength(5);
    // Events leave the upstream at 200, 400 ... 1000 ms: unbuffered, the first is here long before the last.
    expect(res.chunkTimes.length).toBeGreaterThanOrEqual(4);
    expect(res.chunkTimes[0]).toBeLessThan(600);
    expect(res.chunkTimes[res.chunkTimes.length - 1] - res.chunkTimes[0]).toBeGreaterThanOrEqual(500);
  });

  test('the CSP allows the Firebase sign-in hosts only when Firebase is configured', async () => {
    const csp = String((await request(`${gateway.url}/`)).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://apis.google.com");
    expect(csp).toContain('frame-src https://demo-elearning.firebaseapp.com http://127.0.0.1:9099');
    expect(csp).toContain(
      'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9099',
    );
  });
});

describe('each slice stays independent', () => {
  test('the gateway starts and serves the shell while a remote and the backend are down (502 for those)', async () => {
    const down = Object.fromEntries(REMOTES.map((r) => [r.segment, 1]));
    const lonely = await startGateway({
      staticRoot: repoPath('shell', 'dist'),
      upstreams: { ...down, backend: 1, contact: site.remotes.contact.port },
    });
    try {
      expect((await request(`${lonely.url}/`)).status).toBe(200);
      expect((await request(`${lonely.url}/mf/contact/mf-manifest.json`)).status).toBe(200);
      expect((await request(`${lonely.url}/mf/auth/mf-manifest.json`)).status).toBe(502);
      const apiDown = await request(`${lonely.url}/api/health`);
      expect(apiDown.status).toBe(502);
      expect(JSON.parse(apiDown.body.toString())).toEqual({
        success: false,
        errors: [{ msg: expect.any(String) }],
      });
      const config = JSON.parse(
        (await request(`${lonely.url}/config.json`)).body.toString(),
      ) as RuntimeConfig;
      expect(config.firebase).toBeNull();
      expect(String((await request(`${lonely.url}/`)).headers['content-security-policy'])).not.toContain(
        'googleapis',
      );
    } finally {
      await lonely.stop();
    }
  });

  test('a remote served from its own origin sends CORS only when CORS_ALLOW_ORIGIN is set', async () => {
    expect(
      (await request(`${site.remotes.auth.url}/mf-manifest.json`)).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const crossOrigin = await startStatic({
      root: repoPath('mf-auth', 'dist'),
      env: { CORS_ALLOW_ORIGIN: 'https://app.example.com' },
    });
    try {
      for (const file of ['/mf-manifest.json', '/remoteEntry.js', `/${hashedChunk('mf-auth')}`]) {
        const res = await request(`${crossOrigin.url}${file}`);
        expect({ file, cors: res.headers['access-control-allow-origin'] }).toEqual({
          file,
          cors: 'https://app.example.com',
        });
      }
      expect((await request(`${crossOrigin.url}/healthz`)).body.toString()).toBe('ok\n');
    } finally {
      await crossOrigin.stop();
    }
  });
});

describe("the client's address and the per-address limits", () => {
  const lonelyGateway = (env: Record<string, string>) =>
    startGateway({
      staticRoot: repoPath('shell', 'dist'),
      upstreams: { ...Object.fromEntries(REMOTES.map((r) => [r.segment, 1])), backend: api.port },
      env,
    });
  const forwardedFor = async (url: string, headers: Record<string, string>) =>
    (JSON.parse((await request(`${url}/api/ques`, { headers })).body.toString()) as Seen).headers[
      'x-forwarded-for'
    ];

  test("REAL_IP_FROM: only a school's load balancer in those ranges may name the client; anyone else's header is replaced", async () => {
    const trusting = await lonelyGateway({ REAL_IP_FROM: '127.0.0.0/8' });
    try {
      // The load balancer (here 127.0.0.1) appends the client; realip takes the last untrusted address.
      expect(await forwardedFor(trusting.url, { 'X-Forwarded-For': '203.0.113.5, 198.51.100.7' })).toBe(
        '198.51.100.7',
      );
    } finally {
      await trusting.stop();
    }
    expect(await forwardedFor(gateway.url, { 'X-Forwarded-For': '198.51.100.7' })).toBe('127.0.0.1');
  });

  test('limit_req on /api/auth/ and /api/contact/: 429 in the API error shape with Retry-After; other paths unaffected', async () => {
    const strict = await lonelyGateway({
      NGINX_AUTH_RATE: '1r/m',
      NGINX_AUTH_BURST: '2',
      NGINX_CONTACT_RATE: '1r/m',
      NGINX_CONTACT_BURST: '1',
    });
    try {
      const auth = [];
      for (let i = 0; i < 4; i++)
        auth.push(await request(`${strict.url}/api/auth/login`, { method: 'POST', body: Buffer.from('{}') }));
      expect(auth.map((r) => r.status)).toEqual([200, 200, 200, 429]);
      const refused = auth[3]!;
      expect(JSON.parse(refused.body.toString())).toEqual({
        success: false,
        errors: [{ msg: expect.stringMatching(/^Too many requests/) }],
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectSecurityHeaders(refused.headers);
      const contact = [];
      for (let i = 0; i < 3; i++)
        contact.push(
          (await request(`${strict.url}/api/contact/addquery`, { method: 'POST', body: Buffer.from('{}') }))
            .status,
        );
      expect(contact).toEqual([200, 200, 429]);
      expect((await request(`${strict.url}/api/ques`)).status).toBe(200);
    } finally {
      await strict.stop();
    }
  });

  test('limit_conn on the answer streams: one address holds at most NGINX_ANSWER_STREAMS_PER_ADDRESS at once', async () => {
    const strict = await lonelyGateway({ NGINX_ANSWER_STREAMS_PER_ADDRESS: '1' });
    try {
      const answerUrl = `${strict.url}/api/ques/q1/answer`;
      // The first stream stays open about a second (the stand-in sends five events 200 ms apart).
      const first = await new Promise<http.IncomingMessage>((resolve, reject) =>
        httpRequest(answerUrl, { method: 'POST' }, resolve).on('error', reject).end(),
      );
      expect(first.statusCode).toBe(200);
      const second = await request(answerUrl, { method: 'POST', body: Buffer.from('{}') });
      expect(second.status).toBe(429);
      expect(JSON.parse(second.body.toString())).toEqual({
        success: false,
        errors: [{ msg: expect.stringMatching(/^Too many requests/) }],
      });
      expect((await request(`${strict.url}/api/ques`)).status).toBe(200);
      await new Promise((resolve) => first.resume().on('end', resolve));
      expect((await request(answerUrl, { method: 'POST', body: Buffer.from('{}') })).status).toBe(200);
    } finally {
      await strict.stop();
    }
  });
});

describe('render.sh refuses values that would break out of the nginx syntax', () => {
  const render = promisify(execFile);
  test.each([
    ['BACKEND_UPSTREAM', 'backend:3000; return 200'],
    ['MF_CONTACT_UPSTREAM', 'mf-contact:8080; return 200'],
    ['CLIENT_MAX_BODY_SIZE', '1m; deny all'],
    ['CONTENT_SECURITY_POLICY', "default-src 'self'\" always; add_header X y"],
    ['CORS_ALLOW_ORIGIN', 'https://a.example.com\nadd_header'],
    ['REAL_IP_FROM', '10.0.0.0/8; allow all'],
    ['NGINX_AUTH_RATE', '10r/m; deny all'],
    ['CONNECTIONS_PER_ADDRESS', '300; deny all'],
    ['CLIENT_HEADER_TIMEOUT', '10s; deny all'],
    ['KEEPALIVE_TIMEOUT', 'forever'],
    ['CONTENT_SECURITY_POLICY', "default-src 'self' $http_x"],
  ])('%s=%j', async (name, value) => {
    await expect(
      render('sh', [RENDER_SCRIPT, 'gateway', `${gateway.dir}-refused`], {
        env: { ...process.env, STATIC_ROOT: repoPath('shell', 'dist'), [name]: value },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining(`${name} has an invalid value`) });
  });

  test.each([
    [{ FIREBASE_AUTH_DOMAIN: 'x.example.com; return 200' }, 'FIREBASE_AUTH_DOMAIN has an invalid value'],
    [
      { FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099"; x' },
      'FIREBASE_AUTH_EMULATOR_URL has an invalid value',
    ],
    [{ FIREBASE_PROJECT_ID: '' }, 'FIREBASE_PROJECT_ID is required'],
  ])('with Firebase configured: %j', async (values, message) => {
    const env = {
      ...process.env,
      STATIC_ROOT: repoPath('shell', 'dist'),
      FIREBASE_API_KEY: 'k',
      FIREBASE_PROJECT_ID: 'demo',
      ...values,
    };
    await expect(
      render('sh', [RENDER_SCRIPT, 'gateway', `${gateway.dir}-refused`], { env }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining(message),
    });
  });
});
