import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import type { PrivacyFactsResponse } from '@elearning/contract';
import { axeViolations, checkAtBothWidths } from '../support/axe';
import { BASE_URL, TARGET, launchBrowser, openPage, uniqueEmail } from '../support/browser';
import { logIn } from '../support/console';
import { scriptModel } from '../support/model';
import { studentOnQuestionPage } from '../support/student';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ensureAdminAccount } from '../support/teacher';

/*
 * A student's data (docs/privacy.md) in Chromium against the real backend and Postgres: the
 * /privacy page with the running backend's configured numbers, and a student who downloads their
 * data and then deletes their account, and an admin who does both for a student on a parent's
 * request (with a reason).
 */

const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'privacy');
/** The password support/student.ts signs its students up with. */
const PASSWORD = 'Secret#Harbor-2026';
const QUESTION = 'Why do leaves change colour in autumn?';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Page errors, less the browser's line for a refused request (the wrong password's 403 is one). */
const scriptErrors = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));
const hydrated = (page: Page) => page.locator('#root[data-hydrated]').waitFor();
const api = (path: string, init: RequestInit = {}) => fetch(`${BASE_URL}/api${path}`, init);

test('/privacy: prerendered (words that hold without the numbers), then the configured numbers without a first use; axe clean at both widths; linked from the footer', async () => {
  const facts = (await (await api('/privacy/facts')).json()) as PrivacyFactsResponse;
  expect(facts).toMatchObject({ success: true, dataRetentionDays: expect.any(Number) });
  const document = await (await fetch(`${BASE_URL}/privacy`)).text();
  // The page is in the document itself (decision 0005), with the wording that needs no number.
  expect(document).toContain('Privacy: what happens to your data');
  expect(document).toContain('a set number of days that your school chooses');
  expect(document).not.toContain(`${facts.dataRetentionDays} days`);
  const { context, page, errors } = await openPage(browser);
  await page.goto('/privacy', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Privacy: what happens to your data' }).waitFor();
  // Nobody touches the page: it starts the shell once the browser is idle (data-start-when) and reads
  // the numbers, where other pages wait for a first use (decision 0009).
  await hydrated(page);
  const howLong = page.getByRole('region', { name: 'How long we keep it' });
  await howLong.getByText(`${facts.dataRetentionDays} days`).waitFor();
  await expect(howLong.textContent()).resolves.toContain(`${facts.securityEventsRetentionDays} days`);
  await expect(howLong.textContent()).resolves.toContain(`${facts.safetyRetentionDays} day`);
  if (facts.inactiveAccountDays === null)
    await howLong.getByText('Accounts are not deleted for being unused', { exact: false }).waitFor();
  await checkAtBothWidths(page, join(SHOTS, `${TARGET}-privacy`));
  // Reached from the footer of any page.
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await page.waitForURL('**/privacy');
  await page.getByRole('heading', { level: 1, name: 'Privacy: what happens to your data' }).waitFor();
  expect(scriptErrors(errors)).toEqual([]);
  await context.close();
});

test('a student downloads their data (their question in data.json), then deletes their account: the old token gets 401, login fails', async () => {
  const { page, email, errors, close } = await studentOnQuestionPage(browser, 'Pia Privacy');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await scriptModel({ chunks: ['Chlorophyll ', 'breaks down in autumn.'] });
  await page.getByPlaceholder('Search...').fill(QUESTION);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('region', { name: 'Conversation' })
    .getByText('breaks down in autumn.')
    .waitFor({ timeout: 30_000 });

  // Download my data: a zip with data.json (the account and the question) and data.html.
  await page.getByRole('button', { name: /^Your account/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = await download.path();
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  expect(Object.keys(files).sort()).toEqual(['data.html', 'data.json']);
  const data = JSON.parse(strFromU8(files['data.json'])) as {
    account: { email: string };
    conversations: { questions: { text: string }[] }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.conversations.flatMap((c) => c.questions.map((q) => q.text))).toContain(QUESTION);
  expect(strFromU8(files['data.html'])).toContain(QUESTION);
  await page.getByText(/^Saved my-data-.*\.zip/).waitFor();
  // The pointer off the button (its hover colours are mid-transition right after the click).
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await checkAtBothWidths(page, join(SHOTS, `${TARGET}-account-menu`));

  // Delete my account: the dialog, a wrong password refused, then the right one.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.waitFor();
  await dialog.getByLabel('Your password').fill('not-my-password');
  await checkAtBothWidths(page, join(SHOTS, `${TARGET}-delete-dialog`));
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('alert').waitFor();
  expect(page.url()).toMatch(/\/question$/);
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Your account and everything in it have been deleted.', { exact: false }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const me = await api('/auth/me', { headers: { 'auth-token': token! } });
  expect(me.status).toBe(401);
  const login = await api('/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status).toBeGreaterThanOrEqual(400);
  expect(login.status).toBeLessThan(500);
  expect(scriptErrors(errors)).toEqual([]);
  await close();
});

test("an admin downloads a student's data and deletes the account, with a reason, from the student's console page", async () => {
  await ensureAdminAccount();
  const email = uniqueEmail('parent-request');
  const created = await api('/auth/createuser', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Rio Request', email, phone: '+15550102030', password: PASSWORD }),
  });
  const { authToken } = (await created.json()) as { authToken: string };
  const me = (await (await api('/auth/me', { headers: { 'auth-token': authToken } })).json()) as {
    user: { id: string };
  };

  const { context, page, errors } = await openPage(browser);
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/teacher/students/${me.user.id}`);
  const card = page.locator('.card', {
    has: page.getByRole('heading', { name: "Student's data (administrators)" }),
  });
  await card.waitFor();
  await card.getByLabel('Reason').fill('Request from the parent by email');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download their data' }).click(),
  ]);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect((JSON.parse(strFromU8(files['data.json'])) as { account: { email: string } }).account.email).toBe(
    email,
  );
  await card.getByText(/^Saved .*\.zip\.$/).waitFor();
  await page.mouse.move(0, 0);
  await checkAtBothWidths(page, join(SHOTS, `${TARGET}-admin-student-data`));

  await card.getByRole('button', { name: 'Delete the account of Rio Request' }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await page.waitForURL((url) => url.pathname === '/teacher/students');
  await page.getByText("Rio Request's account and everything in it have been deleted.").waitFor();
  expect((await api('/auth/me', { headers: { 'auth-token': authToken } })).status).toBe(401);
  expect(scriptErrors(errors)).toEqual([]);
  await context.close();
});
