// Home and About are prerendered (decision 0005), Login and Sign Up too (decision 0016): the shell's document for the route, with the
// marketing slice's markup included by the nginx gateway (SSI) on every request. A redeployed
// marketing slice shows its new markup without a shell rebuild; a marketing slice that is down
// leaves the shell's document with an empty page (the shell then shows its fallback).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from '@elearning/deployment/remotes.cjs';
import { request, startApiUpstream } from './http';
import { ensureAllBuilt, repoPath } from './repo';
import { startGateway, startSite, startStatic } from './start-gateway.cjs';

type Nginx = Awaited<ReturnType<typeof startStatic>>;
let api: Awaited<ReturnType<typeof startApiUpstream>>;
let site: Awaited<ReturnType<typeof startSite>>;
let marketing: Nginx | undefined;
let gateway: Nginx;
let marketingDist: string;
let auth: Nginx | undefined;
let authDist: string;

const ENV = { CONTACT_EMAIL: 'help"desk@example.com', PROFILE_URL: 'https://www.linkedin.com/in/someone' };

beforeAll(async () => {
  await ensureAllBuilt();
  api = await startApiUpstream();
  site = await startSite({ backend: api.port });
  // The marketing slice from a copy of its build, so the test can "redeploy" it.
  marketingDist = mkdtempSync(path.join(tmpdir(), 'prerendered-marketing-'));
  cpSync(repoPath('mf-marketing', 'dist'), marketingDist, { recursive: true });
  marketing = await startStatic({ root: marketingDist });
  authDist = mkdtempSync(path.join(tmpdir(), 'prerendered-auth-'));
  cpSync(repoPath('mf-auth', 'dist'), authDist, { recursive: true });
  auth = await startStatic({ root: authDist });
  const upstreams = Object.fromEntries(REMOTES.map((r) => [r.segment, site.remotes[r.segment].port]));
  gateway = await startGateway({
    staticRoot: repoPath('shell', 'dist'),
    upstreams: { ...upstreams, marketing: marketing.port, auth: auth.port, backend: api.port },
    env: ENV,
  });
}, 600_000);

afterAll(async () => {
  await gateway?.stop();
  await marketing?.stop();
  await auth?.stop();
  await site?.stop();
  await api?.close();
  rmSync(marketingDist, { recursive: true, force: true });
  rmSync(authDist, { recursive: true, force: true });
});

const page = async (route: string) => {
  const res = await request(`${gateway.url}${route}`);
  return { status: res.status, type: String(res.headers['content-type']), cache: res.headers['cache-control'], html: res.body.toString() };
};

test('/, /about, /login and /signup: the shell document with the page inside, the deployment configuration, no SSI left, no inline script', async () => {
  for (const [route, heading, segment] of [
    ['/', 'The best E-learning platform', 'marketing'],
    ['/about', 'About Us', 'marketing'],
    // Login and Sign Up: the auth slice's prerendered form (decision 0016).
    ['/login', 'Login', 'auth'],
    ['/signup', 'Sign Up', 'auth'],
  ]) {
    const { status, type, cache, html } = await page(route);
    expect({ route, status, type, cache }).toEqual({ route, status: 200, type: expect.stringMatching(/^text\/html/), cache: 'no-cache' });
    expect(html).toContain('<div id="root" data-prerendered="page">');
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toContain('<nav class="navbar');
    expect(html).toContain('<footer class="shell-footer');
    expect(html).toContain('href="mailto:help&quot;desk@example.com"');
    expect(html).toContain('href="https://www.linkedin.com/in/someone"');
    expect(html).not.toContain('example.invalid');
    expect(html).not.toContain('<!--#');
    // One script, by src (the CSP allows no inline script): it starts the shell (main.js) on the
    // visitor's first use (decision 0009). The page's stylesheets are linked.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script defer="defer" src="\/start-on-first-use\.[0-9a-f]{8}\.js" data-main="\/main\.js" /),
    ]);
    expect(html).not.toContain('rel="preload"');
    expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="/mf/${segment}/[^"]+\\.css">`));
  }
  expect((await page('/login')).html).toMatch(/<input[^>]*id="mf-auth-login-email"/);
});

test('Reset password, Contact: the shell document with the page loading; /question (needs a token) is not prerendered', async () => {
  for (const route of ['/reset-password', '/contact']) {
    const { status, html } = await page(route);
    expect({ route, status }).toEqual({ route, status: 200 });
    expect(html).toContain('<div id="root" data-prerendered="frame">');
    expect(html).toContain('role="status"');
    // The page is not there yet: the shell starts with the document.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script defer="defer" src="/main.js">']);
    if (route !== '/reset-password') expect(html).toContain(`aria-current="page" class="nav-link active" href="${route}"`);
  }
  expect((await page('/question')).html).toContain('<div id="root"><p class="container py-5">Loading…</p></div>');
});

test('a redeployed auth slice shows its new Login form at once, without a shell rebuild', async () => {
  const body = path.join(authDist, 'prerendered', 'login.body.html');
  const original = readFileSync(body, 'utf8');
  try {
    writeFileSync(body, original.replace('Forgot password?', 'Lost your password?'));
    expect((await page('/login')).html).toContain('>Lost your password?</a>');
  } finally {
    writeFileSync(body, original);
  }
  expect((await page('/login')).html).toContain('>Forgot password?</a>');
});

test('a redeployed marketing slice shows its new markup at once, without a shell rebuild', async () => {
  const body = path.join(marketingDist, 'prerendered', 'home.body.html');
  const original = readFileSync(body, 'utf8');
  try {
    writeFileSync(body, original.replace('The best E-learning platform', 'The redeployed headline'));
    expect((await page('/')).html).toContain('>The redeployed headline</h1>');
  } finally {
    writeFileSync(body, original);
  }
  expect((await page('/')).html).toContain('>The best E-learning platform</h1>');
});

test('with the marketing slice down, / is still the shell document, with an empty page', async () => {
  await marketing!.stop();
  marketing = undefined;
  const { status, html } = await page('/');
  expect(status).toBe(200);
  expect(html).toContain('<div class="mf-page-mf_marketing"></div>');
  expect(html).toContain('<footer class="shell-footer');
  expect(html).not.toContain('<!--#');
  expect(html).not.toMatch(/error|Bad Gateway/i);
});
