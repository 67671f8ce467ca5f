import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/axe';
import { BASE_URL, launchBrowser, openPage } from '../support/browser';
import { api, logIn, studentInClass } from '../support/console';
import { scriptModel } from '../support/model';
import { ensureTeacherAccount, TEACHER_EMAIL, TEACHER_PASSWORD } from '../support/teacher';

/**
 * The teachers' console's classes (docs/classes.md): a teacher creates a class, shows its code for
 * the classroom (code, link, QR code), pauses and resumes the AI tutor, and watches the live view
 * while a student joins and asks. Every page axe clean at desktop and phone width.
 */

/** Screenshots at desktop and phone width, to look at (not compared). */
const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'classes-console');
/** The join code's alphabet: no 0/O, 1/I/L. */
const CODE = /^[A-HJKMNP-Z2-9]{8}$/;

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

test('a teacher creates a class, shows its code and QR code, pauses and resumes the tutor, and watches the live view', async () => {
  const className = `Maths 7B ${Date.now()}`;
  const { page, context, errors } = await openPage(browser);
  await logIn(page, TEACHER_EMAIL, TEACHER_PASSWORD);

  // The Classes area, from the console's navigation.
  await page.goto('/teacher/questions');
  const consoleNav = page.getByRole('navigation', { name: 'Console' });
  await consoleNav.getByRole('link', { name: 'Classes' }).click();
  await page.waitForURL('**/teacher/classes');
  await page.getByRole('heading', { name: 'Classes', level: 2 }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(className);
  await page.getByLabel('Subject (optional)').fill('Mathematics');
  await page.getByRole('button', { name: 'Create class' }).click();

  // The new class opens with its join code, its link and the link's QR code.
  await page.waitForURL(/\/teacher\/classes\/[0-9a-f-]{36}$/);
  const classId = page.url().split('/').pop() as string;
  await page.getByRole('heading', { name: className, level: 2 }).waitFor();
  const code = (await page.locator('.mf-teacher-join-code').getAttribute('data-code')) as string;
  expect(code).toMatch(CODE);
  await page.getByText(`${code.slice(0, 4)}-${code.slice(4)}`, { exact: true }).waitFor();
  const link = `${BASE_URL}/join/${code}`;
  await page.getByText(link, { exact: true }).waitFor();
  await page.getByRole('img', { name: `QR code of the join link ${link}` }).waitFor();
  const stored = await api(`/classes/${classId}`, teacherToken);
  expect(stored.body.class).toMatchObject({ name: className, subject: 'Mathematics', joinCode: code });
  await check(page, 'class');

  // Show for the class: the code, the link and the QR code over the whole screen.
  await page.getByRole('button', { name: 'Show for the class' }).click();
  const shown = page.getByRole('dialog', { name: `Join ${className}` });
  await shown.waitFor();
  await shown.getByText(`${code.slice(0, 4)}-${code.slice(4)}`, { exact: true }).waitFor();
  await shown.getByText(link.replace(/^https?:\/\//, ''), { exact: true }).waitFor();
  await shown.getByRole('img', { name: `QR code of the join link ${link}` }).waitFor();
  await check(page, 'show-for-the-class');
  // What the classroom sees: the screen itself (a full-page screenshot shows the page under it too).
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SHOTS, `show-for-the-class-screen-${label}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await shown.getByRole('button', { name: 'Close' }).click();
  await shown.waitFor({ state: 'detached' });

  // Pause the AI tutor now, then Resume: the backend stores each at once.
  await page.getByRole('button', { name: 'Pause the AI tutor now' }).click();
  await page.getByText('The AI tutor is paused in this class.').waitFor();
  expect((await api(`/classes/${classId}`, teacherToken)).body.class.rules.tutorPaused).toBe(true);
  await check(page, 'class-paused');
  await page.getByRole('button', { name: 'Resume the AI tutor' }).click();
  await page.getByText('The AI tutor is answering in this class.').waitFor();
  expect((await api(`/classes/${classId}`, teacherToken)).body.class.rules.tutorPaused).toBe(false);

  // The live view: nobody yet; a student joins and asks, and the next read (every 5 s) shows them.
  await page.getByRole('link', { name: 'Live view' }).click();
  await page.waitForURL(`**/teacher/classes/${classId}/live`);
  await page.getByRole('heading', { name: `Live: ${className}` }).waitFor();
  await page.getByText('Nobody has asked in the last 15 minutes.').waitFor();
  await check(page, 'live-empty');

  // Theo gets an answer, gives it a thumbs down and asks a teacher; then Lia asks (newest).
  const theo = await studentInClass('Theo Thumbs', code);
  const theoQuestion = await api('/ques/addques', theo.token, { userQues: 'What is 3/4 of 8?', classId });
  expect(theoQuestion.status).toBe(200);
  const questionId = theoQuestion.body.id as string;
  if (process.env.E2E_FAKE_MODEL_CONTROL)
    await scriptModel({ chunks: ['Three quarters of 8 ', 'is **6**.'] });
  const answer = await fetch(`${BASE_URL}/api/ques/${questionId}/answer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'auth-token': theo.token },
    body: '{}',
  });
  expect(answer.status).toBe(200);
  await answer.text();
  expect((await api(`/ques/${questionId}/feedback`, theo.token, { rating: 'down' }, 'PUT')).status).toBe(200);
  expect((await api(`/ques/${questionId}/escalate`, theo.token, { note: 'Why 6?' })).status).toBe(200);
  const lia = await studentInClass('Lia Live', code);
  const question = `How do I add 1/2 and 1/3? ${Date.now()}`;
  expect((await api('/ques/addques', lia.token, { userQues: question, classId })).status).toBe(200);

  const students = page.getByRole('list', { name: 'Students, newest activity first' });
  await students.getByText('Lia Live').waitFor({ timeout: 15_000 });
  const questionLink = students.getByRole('link', { name: question });
  await questionLink.waitFor();
  const rows = students.getByRole('listitem');
  await expect(rows.allTextContents()).resolves.toEqual([
    expect.stringContaining('Lia Live'),
    expect.stringContaining('Theo Thumbs'),
  ]);
  await rows.nth(1).getByText('Seems stuck: gave the answer a thumbs down').waitFor();
  await rows.nth(1).getByText('Waiting for a teacher').waitFor();
  await rows.nth(1).getByText('AI: Answered').waitFor();
  await page.getByText(/Updated \d+ seconds? ago/).waitFor();
  await check(page, 'live');

  // Opening the question from the live view: the console's question page, recorded in the access log.
  await questionLink.click();
  await page.waitForURL(/\/teacher\/questions\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: question }).waitFor();
  const me = await api('/auth/me', lia.token);
  const log = await api(`/teacher/access-log?student=${me.body.user.id}`, teacherToken);
  expect(log.body.items.length).toBeGreaterThan(0);

  // Back in the Classes area, the list has the class with its code and its two students.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Classes' }).click();
  const item = page
    .getByRole('list', { name: 'Your classes' })
    .getByRole('listitem')
    .filter({ hasText: className });
  await item.getByText(`${code.slice(0, 4)}-${code.slice(4)}`).waitFor();
  await item.getByText(/^2 students · Taught by Ms Head/).waitFor();
  await check(page, 'classes');

  expect(errors).toEqual([]);
  await context.close();
});
