import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { studentOnQuestionPage as openStudentPage } from '../support/student';
import { modelRequests, scriptModel, type ModelRequest } from '../support/model';

/*
 * The tutor (docs/tutor.md) in Chromium against the real backend, Postgres and the fake model server:
 * a conversation with a follow-up that survives a reload, the Guide me mode, and an answer that
 * goes on being written through a reload in the middle.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
type Body = {
  contents?: { role?: string; parts?: { text?: string }[] }[];
  systemInstruction?: { parts?: { text?: string }[] };
};
const bodyOf = (request: ModelRequest) => request.body as Body;

const studentOnQuestionPage = () => openStudentPage(browser, 'Tess Tutor');

async function waitForRequests(count: number): Promise<ModelRequest[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const requests = await modelRequests();
    if (requests.length >= count) return requests;
    if (Date.now() > deadline)
      throw new Error(`the fake model saw ${requests.length} requests, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('ask, follow up, both answers in order after a reload; the follow-up carried the first turn', async () => {
  const { page, errors, close } = await studentOnQuestionPage();
  await scriptModel({ chunks: ['Twelve: ', 'three groups of four.'] });
  await page.getByPlaceholder('Search...').fill('What is 3 x 4?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await conversation(page).getByText('three groups of four').waitFor({ timeout: 30_000 });

  await scriptModel({ chunks: ['Because ', 'multiplication is repeated addition.'] });
  await page.getByLabel('Ask a follow-up').fill('Why?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await conversation(page).getByText('repeated addition').waitFor({ timeout: 30_000 });
  const [followUp] = await waitForRequests(1);
  expect(bodyOf(followUp!).contents?.map((c) => [c.role, c.parts?.[0]?.text])).toEqual([
    ['user', 'What is 3 x 4?'],
    ['model', 'Twelve: three groups of four.'],
    ['user', 'Why?'],
  ]);

  await page.reload();
  const answers = conversation(page).getByTestId('answer');
  await answers.nth(1).getByText('repeated addition').waitFor({ timeout: 30_000 });
  await expect(answers.allInnerTexts()).resolves.toEqual([
    'Twelve: three groups of four.',
    'Because multiplication is repeated addition.',
  ]);
  // Accessible with two turns, feedback and the follow-up field, at desktop and phone width.
  await page.getByRole('button', { name: 'Thumbs down' }).last().click();
  await page.getByLabel('What was wrong? (optional)').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  const listed = page
    .getByRole('region', { name: 'Your conversations' })
    .getByRole('button')
    .filter({ hasText: 'What is 3 x 4?' });
  await expect(listed.textContent()).resolves.toContain('2 questions');
  expect(errors).toEqual([]);
  await close();
}, 120_000);

test('Guide me: the choice is sent as the tutor mode and remembered after a reload', async () => {
  const { page, close } = await studentOnQuestionPage();
  // The radio is Bootstrap's visually hidden btn-check: the student clicks its label.
  await page.locator('label', { hasText: 'Guide me' }).click();
  await expect(page.getByRole('radio', { name: 'Guide me' }).isChecked()).resolves.toBe(true);
  await page.getByText('Hints one step at a time').waitFor();
  await scriptModel({ chunks: ['What do you already know ', 'about fractions?'] });
  await page.getByPlaceholder('Search...').fill('Just give me the answer: 1/2 + 1/3');
  await page.getByRole('button', { name: 'Submit' }).click();
  await conversation(page).getByText('about fractions?').waitFor({ timeout: 30_000 });
  const [request] = await waitForRequests(1);
  expect(bodyOf(request!).systemInstruction?.parts?.[0]?.text).toContain('Mode: Guide me');
  await page.reload();
  await conversation(page).getByText('about fractions?').waitFor({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Guide me' }).isChecked()).resolves.toBe(true);
  await close();
}, 120_000);

test('reload in the middle of a slow answer: the written text comes back and the whole answer arrives without asking again', async () => {
  const { page, close } = await studentOnQuestionPage();
  const words = Array.from({ length: 40 }, (_, i) => `step${i} `);
  await scriptModel({ chunks: words, firstChunkDelayMs: 200, chunkIntervalMs: 150 });
  await page.getByPlaceholder('Search...').fill('Explain long division slowly');
  await page.getByRole('button', { name: 'Submit' }).click();
  await conversation(page).getByText('step5', { exact: false }).waitFor({ timeout: 30_000 });

  await page.reload();
  // Re-attached: what was written shows at once, the rest streams in.
  await conversation(page).getByText('step5', { exact: false }).waitFor({ timeout: 10_000 });
  await conversation(page).getByText('step39', { exact: false }).waitFor({ timeout: 30_000 });
  const text = await conversation(page).getByTestId('answer').innerText();
  expect(text.replace(/\s+/g, ' ').trim()).toBe(words.join('').trim());
  // The model was called once, and finished: the reload did not stop or repeat it.
  const requests = await modelRequests();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.completed).toBe(true);
  await close();
}, 120_000);
