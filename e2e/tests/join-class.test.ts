import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/axe';
import { BASE_URL, launchBrowser, openPage, uniqueEmail } from '../support/browser';
import { ensureTeacherAccount } from '../support/teacher';

/**
 * The student's side of classes (docs/classes.md): the join link for a signed-out visitor (sign
 * up, back to the link, joined), Join a class on the question page, the class picker, hints only
 * and a pause set by the teacher through the API, and a refused code on the join page.
 */

/** Screenshots at desktop and phone width, to look at (not compared). */
const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'join-class');
const NOT_FOUND = 'No class is open for joining with this code';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the fields it checks
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'auth-token': teacherToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A class of the teachers' journeys' teacher, made through the API: its id, name and code. */
async function createClass(name: string, subject?: string) {
  const created = await api('POST', '/classes', { name, subject });
  expect(created.status).toBe(200);
  return created.body.class as { id: string; name: string; joinCode: string };
}

async function setRules(classId: string, rules: { tutorPaused?: boolean; guideOnly?: boolean }) {
  expect((await api('PATCH', `/classes/${classId}`, rules)).status).toBe(200);
}

/** The code as a student might type it from the classroom screen: lower case, with a dash or spaces. */
const typed = (code: string, separator: string) =>
  `${code.slice(0, 4)}${separator}${code.slice(4)}`.toLowerCase();

/** The page's errors but responses' statuses (Chromium logs each 4xx/5xx response as an error). */
const scriptErrors = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

const myClasses = (page: Page) => page.getByRole('region', { name: 'My classes' });
/** Checked once the page's transitions have ended (a radio button fading to checked is not a contrast problem). */
async function check(page: Page, name: string) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await checkAtBothWidths(page, join(SHOTS, name));
}

/** The student comes back to the tab: the page reads the class's rules again (else within a minute). */
async function backToTab(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

test('a signed-out visitor opens the join link, signs up, comes back joined; picker, hints only and a pause', async () => {
  const suffix = Date.now().toString(36).slice(-5);
  const maths = await createClass(`Maths 7B ${suffix}`, 'Maths');
  const history = await createClass(`History 7B ${suffix}`);
  await setRules(history.id, { guideOnly: true });

  const { context, page, errors } = await openPage(browser);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const link = `/join/${typed(maths.joinCode, '-')}`;
  await page.goto(link);

  // Signed out: to Login with the reason, then Sign Up.
  await page.waitForURL('**/login');
  await page.getByRole('alert').filter({ hasText: 'Log in or sign up to join the class' }).waitFor();
  await page.getByRole('link', { name: 'Not have account? SignUp' }).click();
  await page.waitForURL('**/signup');
  await page.getByLabel('Name').fill('Jo Joiner');
  await page.getByLabel('Email Address').fill(uniqueEmail('joiner'));
  await page.getByLabel('Phone').fill('+15550102030');
  await page.getByLabel('Password').fill('Secret#Harbor-2026');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // Back to the link, joined, on the question page.
  await page.waitForURL('**/question');
  await page
    .getByRole('alert')
    .filter({ hasText: `You joined ${maths.name}` })
    .waitFor();
  expect(visited.slice(visited.indexOf('/signup'))).toEqual(['/signup', link, '/question']);
  await myClasses(page).getByText(maths.name, { exact: true }).waitFor();
  // One class: no picker.
  expect(await page.getByRole('combobox', { name: 'Class' }).count()).toBe(0);
  await check(page, 'question-joined');

  // A second class from the question page (spaces this time): the picker, on the class just joined.
  await myClasses(page).getByRole('button', { name: 'Join a class' }).click();
  await myClasses(page).getByRole('textbox', { name: 'Class code' }).fill(typed(history.joinCode, ' '));
  await myClasses(page).getByRole('button', { name: 'Join', exact: true }).click();
  await myClasses(page)
    .getByRole('status')
    .filter({ hasText: `You joined ${history.name}` })
    .waitFor();
  const picker = page.getByRole('combobox', { name: 'Class' });
  await picker.waitFor();
  expect(await picker.inputValue()).toBe(history.id);

  // Hints only in History: Guide me alone, and why.
  await page.getByText(`Your teacher set ${history.name} to hints only.`).waitFor();
  expect(await page.getByRole('radio', { name: 'Explain' }).count()).toBe(0);
  expect(await page.getByRole('radio', { name: 'Guide me' }).isChecked()).toBe(true);
  await check(page, 'question-hints-only');

  // Maths: Explain again; then the teacher pauses the tutor there.
  await picker.selectOption(maths.id);
  await page.getByRole('radio', { name: 'Explain' }).waitFor();
  await setRules(maths.id, { tutorPaused: true });
  await backToTab(page);
  const paused = `Your teacher has paused the AI tutor for ${maths.name}`;
  await page.getByRole('status').filter({ hasText: paused }).waitFor();
  await check(page, 'question-paused');

  // Asked anyway: saved in Maths (the class's live view has it), no AI answer, "Ask a teacher" offered.
  await page.getByPlaceholder('Search...').fill('What is a prime number?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('region', { name: 'Conversation' }).getByText(paused).first().waitFor();
  await page.getByRole('button', { name: 'Ask a teacher' }).waitFor();
  const live = await api('GET', `/classes/${maths.id}/live`);
  expect(live.status).toBe(200);
  expect(
    live.body.students.map((s: { name: string; latestQuestion: { text: string } | null }) => [
      s.name,
      s.latestQuestion?.text,
    ]),
  ).toEqual([['Jo Joiner', 'What is a prime number?']]);

  // A wrong code on the join page: the backend's message, and the code to correct.
  await page.goto('/join/WRONG-CODE');
  await page.getByRole('alert').filter({ hasText: NOT_FOUND }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Class code' }).inputValue()).toBe('WRONG-CODE');
  await check(page, 'join-refused');

  expect(scriptErrors(errors)).toEqual([]);
  await context.close();
});
