import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/axe';
import { launchBrowser, openPage, TARGET } from '../support/browser';
import { scriptModel } from '../support/model';
import { studentOnQuestionPage } from '../support/student';
import { ensureTeacherAccount, TEACHER_EMAIL, TEACHER_PASSWORD } from '../support/teacher';

/*
 * Daily AI quotas (docs/tutor.md) in Chromium against the real backend, Postgres and the fake model
 * server, which reports token counts: the "tutor time left" notice once less than a quarter of the
 * default 200,000 tokens is left (a student with a verified email: the full allowance), the quota-reached message, and a teacher raising the student's
 * quota for today in the console, after which the student is answered again.
 */

const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'quotas');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  await ensureTeacherAccount();
});
afterAll(async () => {
  await browser?.close();
});

async function ask(page: Page, text: string) {
  await page.getByPlaceholder('Search...').fill(text);
  await page.getByRole('button', { name: 'Submit' }).click();
}

const check = (page: Page, name: string) => checkAtBothWidths(page, join(SHOTS, `${TARGET}-${name}`));

test('the time left notice, the quota-reached message, and a teacher raising the quota for today', async () => {
  const name = `Quinn Quota ${Date.now()}`;
  const { page, errors, close } = await studentOnQuestionPage(browser, name, undefined, {
    verifyEmail: true,
    inTeachersClass: true,
  });
  const notice = page.locator('.mf-question-time-left');
  expect(await notice.textContent()).toBe('');

  // 170,000 of 200,000 tokens: 15% left.
  await scriptModel({ chunks: ['A long answer.'], usage: { inputTokens: 160_000, outputTokens: 10_000 } });
  await ask(page, 'Explain everything about photosynthesis');
  await page.getByText('A long answer.').waitFor({ timeout: 30_000 });
  await notice.getByText("About 15% of today's AI tutor time is left.").waitFor({ timeout: 10_000 });
  await check(page, 'time-left');

  // Past the quota: the next answer is refused before the model is called, with when it resets.
  await scriptModel({ chunks: ['Another answer.'], usage: { inputTokens: 30_000, outputTokens: 5_000 } });
  await page.getByRole('button', { name: 'New question' }).click();
  await ask(page, 'And respiration?');
  await page.getByText('Another answer.').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New question' }).click();
  await ask(page, 'And fermentation?');
  const refusal = page
    .getByRole('region', { name: /^(Answer|Conversation)$/ })
    .getByText(
      /^You have reached today's limit for the AI tutor\. It resets at midnight school time \(UTC\), in /,
    );
  await refusal.waitFor({ timeout: 30_000 });
  await notice
    .getByText(/^You have reached today's limit for the AI tutor\. It resets at midnight school time/)
    .waitFor();
  await check(page, 'limit-reached');

  // A teacher raises this student's quota for today in the console.
  const teacher = await openPage(browser);
  await teacher.page.goto('/login');
  await teacher.page.getByLabel('Email address').fill(TEACHER_EMAIL);
  await teacher.page.getByLabel('Password').fill(TEACHER_PASSWORD);
  await teacher.page.getByRole('button', { name: 'Login', exact: true }).click();
  await teacher.page.waitForURL('**/question');
  await teacher.page.goto('/teacher/students');
  await teacher.page.getByLabel('Student (name or email)').fill(name);
  await teacher.page.getByRole('button', { name: 'Find' }).click();
  await teacher.page.getByRole('link', { name }).click();
  await teacher.page.getByRole('heading', { name }).waitFor();
  await teacher.page.getByText('Refused by a limit').first().waitFor();
  await check(teacher.page, 'student');
  await teacher.page.getByLabel('Extra tokens for today').fill('100000');
  await teacher.page.getByRole('button', { name: "Raise today's quota" }).click();
  await teacher.page.getByText("Raised: today's allowance is now 300,000 tokens.").waitFor();
  await teacher.page.getByRole('button', { name: 'Create a password reset link' }).click();
  const link = await teacher.page.getByLabel(/Reset link \(shown once/).inputValue();
  expect(link).toMatch(/\/reset-password#token=/);
  await check(teacher.page, 'student-raised');
  await teacher.page.goto('/teacher/students');
  await teacher.page.getByText(/the school has used/).waitFor();
  await check(teacher.page, 'students');
  expect(teacher.errors).toEqual([]);
  await teacher.context.close();

  // The student is answered again.
  await scriptModel({ chunks: ['Yeast makes alcohol.'], usage: { inputTokens: 100, outputTokens: 10 } });
  await page.getByRole('button', { name: 'New question' }).click();
  await ask(page, 'And fermentation, please?');
  await page.getByText('Yeast makes alcohol.').waitFor({ timeout: 30_000 });
  // The refused answer's HTTP 429 is the only console error.
  expect(errors.filter((error) => !/status of 429/.test(error))).toEqual([]);
  await close();
}, 180_000);
