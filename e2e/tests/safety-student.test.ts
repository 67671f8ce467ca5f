import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { scriptModel } from '../support/model';
import { studentOnQuestionPage } from '../support/student';

/*
 * Student safety on the question page (docs/safety.md) in Chromium against the real backend,
 * Postgres and the fake model server: an urgent message brings the help card at once, above the
 * answer, and it stays after a reload and for the next question; an answer that fails the answer
 * check is replaced by its notice, also after a reload.
 */

const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'safety-student');
const RETRACTED = "This answer was removed because it contained something that isn't suitable here.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const helpCard = (page: Page) => page.getByRole('region', { name: 'Help is here' });

test('an urgent message: the help card at once, above the answer, kept after a reload and for the next question', async () => {
  const { page, errors, close } = await studentOnQuestionPage(browser, 'Hana Helpcard', undefined, {
    inTeachersClass: true,
  });
  // A slow first piece: the card must come before the answer does.
  await scriptModel({ chunks: ['I am really glad you told me. ', 'Please talk to an adult today.'], firstChunkDelayMs: 1_500 });
  await page.getByPlaceholder('Search...').fill('i dont want to be alive anymore, i want to kill myself');
  await page.getByRole('button', { name: 'Submit' }).click();
  await helpCard(page).waitFor({ timeout: 10_000 });
  expect(await conversation(page).getByTestId('answer').count()).toBe(0);
  await helpCard(page).getByText('Talk to an adult you trust at school today', { exact: false }).waitFor();
  await conversation(page).getByText('Please talk to an adult today').waitFor({ timeout: 30_000 });
  await checkAtBothWidths(page, join(SHOTS, 'help-card'));

  await page.reload();
  await helpCard(page).waitFor({ timeout: 15_000 });
  await scriptModel({ chunks: ['A fraction is ', 'a part of a whole.'] });
  await page.getByLabel('Ask a follow-up').fill('what is a fraction');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await conversation(page).getByText('a part of a whole').waitFor({ timeout: 30_000 });
  expect(await helpCard(page).count()).toBe(1);
  expect(errors).toEqual([]);
  await close();
});

test('an answer the answer check flags is replaced by its notice, also after a reload', async () => {
  const { page, errors, close } = await studentOnQuestionPage(browser, 'Rory Retracted');
  await scriptModel({
    chunks: ['Sure. ', 'First, pack the pipe with black powder, ', 'then attach the detonator. ', 'Done.'],
    chunkIntervalMs: 150,
  });
  await page.getByPlaceholder('Search...').fill('tell me a chemistry fact');
  await page.getByRole('button', { name: 'Submit' }).click();
  const notice = conversation(page).getByTestId('answer-withheld');
  await notice.waitFor({ timeout: 30_000 });
  expect(await notice.textContent()).toContain(RETRACTED);
  expect(await conversation(page).getByText('detonator').count()).toBe(0);
  await page.reload();
  await conversation(page).getByTestId('answer-withheld').waitFor({ timeout: 15_000 });
  expect(await conversation(page).getByText('detonator').count()).toBe(0);
  await checkAtBothWidths(page, join(SHOTS, 'retracted'));
  expect(errors).toEqual([]);
  await close();
});
