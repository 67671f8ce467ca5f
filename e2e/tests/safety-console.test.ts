import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/axe';
import { BASE_URL, launchBrowser, openPage } from '../support/browser';
import { api, logIn, studentInClass } from '../support/console';
import { scriptModel } from '../support/model';
import { ensureTeacherAccount, TEACHER_EMAIL, TEACHER_PASSWORD } from '../support/teacher';

/**
 * Safety alerts in the teachers' console (docs/safety.md, issue 25): a student in the teacher's
 * class writes an urgent message; the console, open on another page, shows the banner and the
 * Safety count without a reload; the alert page shows the message as text and says nobody outside
 * the school was contacted; acknowledging takes the banner away; resolving records who and how.
 * Every page axe clean at desktop and phone width.
 */

const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'safety-console');
const NOBODY_CONTACTED =
  "Nobody outside the school has been contacted automatically. Whether to contact parents, carers or emergency services is your decision, following your school's safeguarding policy.";

let browser: Browser;
let teacherToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  teacherToken = await ensureTeacherAccount();
});
afterAll(async () => {
  await browser?.close();
});

const check = (page: Page, name: string) => checkAtBothWidths(page, join(SHOTS, name));

test('an urgent message: banner and count live in the console, the alert page, acknowledge and resolve', async () => {
  const made = await api('/classes', teacherToken, { name: `Safety 8C ${Date.now()}` });
  expect(made.status).toBe(200);
  const classId = made.body.class.id as string;
  const studentName = `Sasha Safe ${Date.now() % 1_000_000}`;
  const { token: studentToken } = await studentInClass(studentName, made.body.class.joinCode as string);

  const { page, errors } = await openPage(browser);
  await logIn(page, TEACHER_EMAIL, TEACHER_PASSWORD);
  await page.goto('/teacher/questions');
  const safetyEntry = page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: /^Safety/ });
  await safetyEntry.waitFor();

  // The student writes; the welfare check runs beside the answer.
  const message = 'i want to kill myself tonight. i have the pills ready';
  const asked = await api('/ques/addques', studentToken, { userQues: message, classId });
  expect(asked.status).toBe(200);
  if (process.env.E2E_FAKE_MODEL_CONTROL)
    await scriptModel({
      chunks: ['I am really glad you told me. ', 'You matter, and a school adult will help.'],
    });
  const answer = await fetch(`${BASE_URL}/api/ques/${asked.body.id as string}/answer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'auth-token': studentToken },
    body: '{}',
  });
  expect(answer.status).toBe(200);
  await answer.text();

  // No reload: the banner's next read (every 15 s) brings it.
  const banner = page.getByRole('alert').filter({ hasText: `Urgent safety alert: ${studentName}` });
  await banner.waitFor({ timeout: 30_000 });
  await safetyEntry.getByText(/\d+/).waitFor();
  await check(page, 'banner');

  await banner.getByRole('link', { name: 'open it' }).click();
  await page.waitForURL(/\/teacher\/safety\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: new RegExp(`${studentName}$`) }).waitFor();
  await page.getByText(NOBODY_CONTACTED, { exact: true }).waitFor();
  await page.getByText(message, { exact: true }).waitFor();
  await check(page, 'alert');

  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await page
    .getByText(/^Ms Head, /)
    .first()
    .waitFor();
  await banner.waitFor({ state: 'detached' });

  await page.getByRole('radio', { name: /^Handled/ }).check();
  await page.getByLabel(/^Note/).fill('Spoke with Sasha and the safeguarding lead at once.');
  await page.getByRole('button', { name: 'Resolve' }).click();
  await page.getByText(/· Handled$/).waitFor();
  await page.getByRole('button', { name: 'Resolve' }).waitFor({ state: 'detached' });

  await page.goto('/teacher/safety?status=resolved');
  const row = page.getByRole('row').filter({ hasText: studentName });
  await row.getByText('Resolved').waitFor();
  await check(page, 'list');
  expect(errors).toEqual([]);
});
