import type { Browser, BrowserContext } from 'playwright-core';
import { BASE_URL, launchBrowser } from '../support/browser';

/*
 * "Delete my account" for an account without a password (signed up with Google), against the
 * Firebase Auth emulator as in google-sign-in.test.ts: the dialog's "Sign in with Google again"
 * gets a fresh ID token of the same Google account, DELETE /me takes it, the student is on Home.
 * Apart from privacy.test.ts: it needs the emulator, which the suite may fail to start.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeGoogleApiStandIn } = require('../firebase/gapi-route.cjs') as {
  routeGoogleApiStandIn: (context: BrowserContext) => Promise<void>;
};

let browser: Browser;
beforeAll(async () => {
  if (!process.env.E2E_EMULATOR_URL)
    throw new Error(`no Firebase Auth emulator: ${process.env.E2E_EMULATOR_ERROR}`);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POPUP_TIMEOUT_MS = 90_000;
jest.setTimeout(240_000);

test('an account without a password: "Sign in with Google again" in the dialog deletes it', async () => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
  await routeGoogleApiStandIn(context);
  const page = await context.newPage();
  await page.goto('/login');
  const email = `google-delete.${Date.now()}@example.com`;
  let popupOpened = context.waitForEvent('page', { timeout: POPUP_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  let popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Gail Google');
  await popup.locator('#sign-in').click();
  await page.waitForURL('**/question');
  const token = await page.evaluate(() => localStorage.getItem('token'));

  await page.getByRole('button', { name: /^Your account/ }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  popupOpened = context.waitForEvent('page', { timeout: POPUP_TIMEOUT_MS });
  await dialog.getByRole('button', { name: 'Sign in with Google again' }).click();
  popup = await popupOpened;
  await popup.waitForLoadState();
  // The emulator lists its accounts: the same Google account again.
  await popup.getByText(email).first().click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: POPUP_TIMEOUT_MS });
  await page.getByText('Your account and everything in it have been deleted.', { exact: false }).waitFor();
  const me = await fetch(`${BASE_URL}/api/auth/me`, { headers: { 'auth-token': token! } });
  expect(me.status).toBe(401);
  await context.close();
});
