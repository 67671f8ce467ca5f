import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, TARGET, launchBrowser, openPage, uniqueEmail } from '../support/browser';

/*
 * Accounts and abuse (docs/security.md), through both gateways: the client's address cannot be chosen with
 * X-Forwarded-For, Logout ends the session on the server, the Sign Up strength meter, the
 * Forgot password? path, all checked with axe at desktop and phone width.
 */

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** axe's violations on the page as it is now (none expected). */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP (rightly) blocks an injected <script>.
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document);
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Accessible, and a screenshot at desktop and phone width when E2E_SCREENSHOTS_DIR is set. */
async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  if (!SHOTS) return;
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${TARGET}-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a spoofed X-Forwarded-For does not move the per-address limit key (the gateway replaces it)', async () => {
  const email = uniqueEmail('spoof');
  const statuses: number[] = [];
  // Invalid sign-ups (no bcrypt): the per address + email limit (20 a minute) counts each attempt.
  for (let i = 0; i < 25; i++) {
    const response = await fetch(`${BASE_URL}/api/auth/createuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ name: 'Spoofer', email, phone: 'not a phone', password: 'x' }),
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
  expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
});

test('Logout ends the session on the server: the old token gets 401', async () => {
  const email = uniqueEmail('logout');
  const password = 'Logout#Harbor-2026';
  const created = await fetch(`${BASE_URL}/api/auth/createuser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lou Gout', email, phone: '+15550102030', password }),
  });
  expect(created.status).toBe(200);
  const { context, page } = await openPage(browser);
  try {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/question');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: /logout/i }).click();
    expect((await logout).status()).toBe(200);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const after = await fetch(`${BASE_URL}/api/ques`, { headers: { 'auth-token': token! } });
    expect(after.status).toBe(401);
  } finally {
    await context.close();
  }
});

test('Sign Up shows the password strength as the student types', async () => {
  const { context, page, errors } = await openPage(browser);
  try {
    // Each script is listed when its response arrives (before it runs), in order; its size when the
    // body has been read, which may be later (awaited below before sizes are summed).
    const scripts: { path: string; bytes: number }[] = [];
    const bodies: Promise<unknown>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      const script = { path: new URL(response.url()).pathname, bytes: 0 };
      scripts.push(script);
      bodies.push(response.body().then((body) => (script.bytes = body.length), () => undefined));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const onHome = new Set(scripts.map((script) => script.path));
    await page.goto('/signup', { waitUntil: 'networkidle' });
    const beforeTyping = scripts.length;
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Password').pressSequentially('password123');
    const meter = page.getByRole('progressbar', { name: 'How hard it is to guess' });
    await expect(meter.getAttribute('aria-valuetext')).resolves.toBe('Very weak');
    // The dictionaries come with the first keystroke in a password field, never with Home.
    await Promise.all(bodies);
    const lazy = scripts.slice(beforeTyping);
    expect(lazy.map((script) => script.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/mf\/auth\/password-strength\.[0-9a-f]+\.js$/)]),
    );
    expect(lazy.reduce((sum, script) => sum + script.bytes, 0)).toBeGreaterThan(200_000);
    expect(lazy.filter((script) => onHome.has(script.path))).toEqual([]);
    await page.getByText('This is a commonly used password.').waitFor();
    await checkScreen(page, 'signup-weak');
    await page.getByLabel('Password').fill('correct horse 1');
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label="How hard it is to guess"]')?.getAttribute('aria-valuetext') ===
        'Very strong',
    );
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('Login has "Forgot password?": the page sends the link and says so, the same for any email', async () => {
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/reset-password');
    await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
    await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/a link to choose a new password is on its way/).waitFor();
    await checkScreen(page, 'forgot-password');
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password').fill('correct horse 1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/This reset link is invalid, used or expired/).waitFor();
    await checkScreen(page, 'reset-password');
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  } finally {
    await context.close();
  }
});
