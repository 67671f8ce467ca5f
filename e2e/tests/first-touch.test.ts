import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, openPage, uniqueEmail } from '../support/browser';

/*
 * The first touch on a phone (decision 0016): Login and Sign Up arrive as real forms that take what
 * is typed before their code has arrived, and the phone menu opens on the first tap before the shell
 * is there. The shell's entry (main.js) is held back here until the test lets it through, so every
 * step "before the code" really happens before it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const scriptErrors = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));
const hydrated = (page: Page) => page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Holds the shell's entry script until `release()`; records every script the page asks for. */
async function holdShell(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const held: Route[] = [];
  let released = false;
  await page.route('**/main.js', (route) => (released ? route.continue() : void held.push(route)));
  return {
    scripts,
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('Sign Up and Login typed and pressed before their code arrives: nothing lost, same nodes, signed in', async () => {
  const email = uniqueEmail('first-touch');
  const password = 'First#Touch-2026';
  const { context, page, errors } = await openPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  let shell = await holdShell(page);
  await page.goto('/signup', { waitUntil: 'networkidle' });
  // Only the start script before anyone touches the page: no script of the shell or the auth slice.
  expect(shell.scripts).toEqual([expect.stringMatching(/^\/start-on-first-use\.[0-9a-f]{8}\.js$/)]);
  await page.evaluate(() => {
    for (const input of document.querySelectorAll('main input'))
      (input as Element & { prerendered?: boolean }).prerendered = true;
  });
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone').fill('+15550102030');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  // The first use asked for the shell; it has not arrived, and the press waits for it.
  expect(shell.requested()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/signup');
  await shell.release();
  await page.waitForURL('**/question');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toEqual(expect.any(String));

  await page.evaluate(() => localStorage.clear());
  await page.unroute('**/main.js');
  shell = await holdShell(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    for (const input of document.querySelectorAll('main input'))
      (input as Element & { prerendered?: boolean }).prerendered = true;
  });
  const field = page.getByLabel('Email address');
  await field.click();
  await page.keyboard.type(email);
  await page.getByLabel('Password').fill(password);
  await shell.release();
  await hydrated(page);
  // Hydrated, not rendered again: the nodes typed into are the ones on screen, with their text.
  await expect(field.inputValue()).resolves.toBe(email);
  await expect(
    page.evaluate(() =>
      [...document.querySelectorAll('main input')].every(
        (input) => (input as Element & { prerendered?: boolean }).prerendered,
      ),
    ),
  ).resolves.toBe(true);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/question');
  await alertWith(page, 'You are successful login.').waitFor();
  expect(scriptErrors(errors)).toEqual([]);
  await context.close();
});

test('the phone menu opens on the first tap before the shell is there, and the shell agrees once it is', async () => {
  const { context, page, errors } = await openPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = await holdShell(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' });
  await toggle.click();
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  await links.waitFor();
  expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
  await shell.release();
  await hydrated(page);
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  // The shell's state is the one on screen: the next tap closes the menu.
  await toggle.click();
  await links.waitFor({ state: 'hidden' });
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  expect(scriptErrors(errors)).toEqual([]);
  await context.close();
});

test('the Google button is prerendered available and the Firebase SDK is not loaded before the student reaches for it', async () => {
  const { context, page } = await openPage(browser);
  const sdk: string[] = [];
  page.on('request', (request) => {
    if (/firebase/.test(request.url())) sdk.push(request.url());
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in with Google' }).isEnabled()).resolves.toBe(true);
  expect(sdk).toEqual([]);
  await context.close();
});
