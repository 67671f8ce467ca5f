import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, checkAtBothWidths } from '../support/axe';
import { BASE_URL, launchBrowser, openPage, uniqueEmail } from '../support/browser';
import { scriptModel } from '../support/model';
import { REFUSED_DOMAIN } from '../support/mailbox.mjs';
import { ensureTeacherAccount, joinTeachersClass, TEACHER_EMAIL, TEACHER_PASSWORD } from '../support/teacher';

/** The students this file signs up use the teacher's password too. */
const PASSWORD = TEACHER_PASSWORD;
/** Console screenshots at desktop and phone width, to look at (not compared). */
const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'teachers');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  await ensureTeacherAccount();
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/question');
}

/** Layout only here: the console's pages are checked with axe where they are opened. */
const screenshots = (page: Page, name: string) => checkAtBothWidths(page, join(SHOTS, name), { axe: false });

test('a student escalates with a note, a teacher answers in the console, the student reads it after reload', async () => {
  if (process.env.E2E_FAKE_MODEL_CONTROL)
    await scriptModel({ chunks: ['The sky is ', '**green**, because of grass.'] });
  const question = `Why is the sky blue? ${Date.now()}`;
  const studentEmail = uniqueEmail('escalating');
  const created = await fetch(`${BASE_URL}/api/auth/createuser`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Sam Student',
      email: studentEmail,
      phone: '+15550102030',
      password: PASSWORD,
    }),
  });
  expect(created.status).toBe(200);
  // In the teacher's class: the teacher's console shows the students of their classes.
  await joinTeachersClass(((await created.json()) as { authToken: string }).authToken);

  // The student asks, then sends the question to a teacher with a note.
  const student = await openPage(browser);
  await logIn(student.page, studentEmail, PASSWORD);
  await student.page.getByText('Teachers can read your questions').waitFor();
  await student.page.getByPlaceholder('Search...').fill(question);
  await student.page.getByRole('button', { name: 'Submit' }).click();
  await student.page.getByRole('button', { name: 'Ask a teacher' }).click();
  await student.page.getByLabel('A note for the teacher (optional)').fill('I thought it was blue?');
  await student.page.getByRole('button', { name: 'Send to a teacher' }).click();
  const history = student.page.getByRole('region', { name: 'Your conversations' });
  await history
    .getByRole('button')
    .filter({ hasText: question })
    .getByText('Waiting for a teacher')
    .waitFor();
  await expect(nav(student.page).getByRole('link', { name: 'Teacher' }).count()).resolves.toBe(0);

  // A student opening /teacher sees the plain page, never the console.
  await student.page.goto('/teacher');
  await student.page.getByRole('heading', { level: 1, name: 'For teachers only' }).waitFor();
  await expect(student.page.getByRole('heading', { name: "Teachers' console" }).count()).resolves.toBe(0);

  // The teacher signs in, sees Teacher in the navigation, finds the question and answers it.
  const teacher = await openPage(browser);
  await logIn(teacher.page, TEACHER_EMAIL, PASSWORD);
  await nav(teacher.page).getByRole('link', { name: 'Teacher' }).click();
  await teacher.page.getByRole('heading', { level: 1, name: "Teachers' console" }).waitFor();
  await teacher.page.getByText(/escalations? waiting/).waitFor();
  await teacher.page.getByLabel('Text in question or answer').fill(question);
  await teacher.page.getByRole('button', { name: 'Filter' }).click();
  await teacher.page.getByRole('link', { name: question }).waitFor();
  await screenshots(teacher.page, 'questions');
  await teacher.page.getByRole('link', { name: question }).click();
  await teacher.page.getByText('I thought it was blue?').waitFor();
  await screenshots(teacher.page, 'question');
  await expect(axeViolations(teacher.page)).resolves.toEqual([]);
  const reply = 'Sunlight is **scattered** by air molecules: blue the most ($\\lambda^{-4}$).';
  await teacher.page.getByLabel('Your answer to the student').fill(reply);
  await teacher.page.getByRole('button', { name: 'Send reply' }).click();
  await teacher.page.getByText('Teacher answered').waitFor();

  // The student reloads: a count in the navigation, then the teacher's answer under the AI's.
  await student.page.goto('/question');
  await student.page.reload();
  await history.getByRole('button').filter({ hasText: question }).click();
  const teachers = student.page.getByRole('region', { name: "Teacher's answer by Ms Head" });
  await teachers.getByRole('heading', { name: "Teacher's answer" }).waitFor();
  await teachers.getByText('scattered').waitFor();
  await expect(teachers.locator('strong').textContent()).resolves.toBe('scattered');
  await expect(teachers.locator('.katex').count()).resolves.toBe(1);
  await screenshots(student.page, 'student');
  await expect(axeViolations(student.page)).resolves.toEqual([]);
  await student.context.close();
  await teacher.context.close();
});

test('a contact query reaches the inbox, is answered (the mail server refuses the address: mailto) and marked handled', async () => {
  const visitor = await openPage(browser);
  const name = `Pat ${Date.now()}`;
  await visitor.page.goto('/contact');
  await visitor.page.getByLabel('Your Name').fill(name);
  // An address the stack's mail server refuses (support/mailbox.mjs): the reply is not emailed.
  await visitor.page.getByLabel('Your Email').fill(`contact.${Date.now()}@${REFUSED_DOMAIN}`);
  await visitor.page.getByLabel('Message').fill('When does the next course start?');
  await visitor.page.getByRole('button', { name: 'Send Message' }).click();
  await visitor.page
    .getByRole('alert')
    .filter({ hasText: 'Your query has been successfully submitted.' })
    .waitFor();
  await visitor.context.close();

  const teacher = await openPage(browser);
  await logIn(teacher.page, TEACHER_EMAIL, PASSWORD);
  await teacher.page.goto('/teacher/contact');
  const item = teacher.page.getByRole('listitem').filter({ hasText: name });
  await item.getByText('When does the next course start?').waitFor();
  await item.getByRole('button', { name: 'Open and reply' }).click();
  await item.getByLabel(`Reply to ${name}`).fill('On **Monday**.');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await item.getByText(/Not emailed/).waitFor();
  await expect(
    item.getByRole('link', { name: 'Send it from your mail program' }).getAttribute('href'),
  ).resolves.toMatch(/^mailto:/);
  await screenshots(teacher.page, 'contact');
  await expect(axeViolations(teacher.page)).resolves.toEqual([]);
  await item.getByRole('button', { name: 'Mark as handled' }).click();
  await item.getByText('Handled', { exact: true }).waitFor();
  await teacher.page.reload();
  await teacher.page.getByRole('heading', { name: 'Contact inbox' }).waitFor();
  await teacher.page.getByRole('button', { name: 'Handled', exact: true }).click();
  await teacher.page.getByRole('listitem').filter({ hasText: name }).waitFor();
  await teacher.page.getByRole('button', { name: 'Open', exact: true }).click();
  await teacher.page.getByRole('listitem').filter({ hasText: name }).waitFor({ state: 'detached' });
  await teacher.context.close();
});
