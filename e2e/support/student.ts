import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, openPage, uniqueEmail } from './browser';
import { verifyByMail } from './mail';
import { joinTeachersClass } from './teacher';

export interface StudentPage {
  page: Page;
  email: string;
  errors: string[];
  close(): Promise<void>;
}

/**
 * A new student (signed up through the API), logged in through the Login page, on /question.
 * `prepare` runs on the fresh context before any page loads (e.g. init scripts). `verifyEmail`:
 * the student opens the link mailed at sign-up first, so the account has the full daily AI
 * allowance (an account nobody vouched for has the small one, AI_DAILY_TOKENS_UNVERIFIED).
 */
export async function studentOnQuestionPage(
  browser: Browser,
  name: string,
  prepare?: (context: BrowserContext, page: Page) => Promise<void>,
  {
    verifyEmail = false,
    inTeachersClass = false,
  }: {
    verifyEmail?: boolean;
    /** in the class of the teachers' journeys' teacher */ inTeachersClass?: boolean;
  } = {},
): Promise<StudentPage> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const password = 'Secret#Harbor-2026';
  const created = await fetch(`${BASE_URL}/api/auth/createuser`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, phone: '+15550102030', password }),
  });
  expect(created.status).toBeLessThan(300);
  if (inTeachersClass) await joinTeachersClass(((await created.json()) as { authToken: string }).authToken);
  if (verifyEmail) expect(await verifyByMail(email)).toMatchObject({ role: 'student', signInAgain: false });
  const { context, page, errors } = await openPage(browser);
  await prepare?.(context, page);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/question');
  await page.getByPlaceholder('Search...').waitFor();
  return { page, email, errors, close: () => context.close() };
}
