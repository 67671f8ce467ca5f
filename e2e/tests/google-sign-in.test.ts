import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from '../support/browser';

/*
 * Google sign-in end to end, against the Firebase Auth emulator (nothing outside this machine is
 * reachable): the suite's app runs in emulator mode (support/stack.mjs starts the emulator and
 * passes FIREBASE_* to the backend and the gateway), and a stand-in for Google's api.js
 * (e2e/firebase/gapi-stand-in.js) lets signInWithPopup open the emulator's popup.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeGoogleApiStandIn } = require('../firebase/gapi-route.cjs') as {
  routeGoogleApiStandIn: (context: BrowserContext) => Promise<void>;
};

let browser: Browser;

beforeAll(async () => {
  if (process.env.E2E_EMULATOR_ERROR) {
    throw new Error(`the Firebase Auth emulator did not start: ${process.env.E2E_EMULATOR_ERROR}`);
  }
  if (!process.env.E2E_EMULATOR_URL) {
    throw new Error('no Firebase Auth emulator: run the suite without E2E_BASE_URL so it starts one');
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openGooglePage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
  await routeGoogleApiStandIn(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

// The popup needs the lazily loaded Firebase SDK and the emulator's handler page: on two busy cores
// (CI running beside builds) that has taken over 30 s, Playwright's default.
const POPUP_TIMEOUT_MS = 90_000;
jest.setTimeout(180_000);

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('Sign in with Google: emulator popup, "Successfully Logined...", /question with a token, ask a question', async () => {
  const { context, page, errors } = await openGooglePage();
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(button.isEnabled()).resolves.toBe(true);

  const popupOpened = context.waitForEvent('page', { timeout: POPUP_TIMEOUT_MS });
  await button.click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/emulator/auth/handler');
  // The SDK sizes the popup itself: 500 x 600, as required (docs/requirements.md#google-sign-in).
  await expect(popup.evaluate(() => [window.outerWidth, window.outerHeight])).resolves.toEqual([500, 600]);
  const email = `google.${Date.now()}@example.com`;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Grace Google');
  await popup.locator('#sign-in').click();

  await alertWith(page, 'Successfully Logined...').waitFor();
  await page.waitForURL('**/question');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));

  // The token is ours and opens the protected API: ask a question.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/ques/addques'));
  await page.getByPlaceholder('Search...').fill('What is photosynthesis?');
  await page.getByRole('button', { name: 'Submit' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  await expect(response.json()).resolves.toMatchObject({
    success: true,
    userQues: 'What is photosynthesis?',
  });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('closing the Google popup: a clear message and nothing stored', async () => {
  const { context, page } = await openGooglePage();
  await page.goto('/login');
  const popupOpened = context.waitForEvent('page', { timeout: POPUP_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.close();
  await alertWith(page, 'Google sign-in was cancelled').waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/login');
  await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  await context.close();
}, 120_000);
