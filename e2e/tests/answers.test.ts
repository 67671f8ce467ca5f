import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { studentOnQuestionPage as openStudentPage } from '../support/student';
import { modelRequests, pieces, scriptModel, type ModelRequest } from '../support/model';

/*
 * AI answers end to end (docs/tutor.md): the real backend streams from the fake model server (the real
 * Gemini REST protocol on 127.0.0.1, scripted per test by support/model.ts) to the real page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Markdown (a GFM table and a list), math in the three delimiters the page supports, and model
// output that tries to run script: an <img onerror>, a <script> and a javascript: link.
const ANSWER = [
  'Photosynthesis turns **light** into chemical energy.\n\n',
  '| Planet | Moons |\n|---|---|\n| Earth | 1 |\n| Mars | 2 |\n\n',
  '- chlorophyll absorbs light\n- water is split\n- glucose is made\n\n',
  'Inline math \\( e^{i\\pi} + 1 = 0 \\) and a display:\n\n',
  '\\[ \\int_0^1 x^2 \\, dx = \\frac{1}{3} \\]\n\n',
  'Also $$a^2 + b^2 = c^2$$\n\n',
  'Careful <img src="missing.png" onerror="window.__injected = \'img\'"> here.\n\n',
  '<script>window.__injected = "script"</script>\n\n',
  "[a link](javascript:window.__injected='link') to nothing.",
].join('');

const answerPanel = (page: Page) => page.getByRole('region', { name: /^(Answer|Conversation)$/ });
const historyPanel = (page: Page) => page.getByRole('region', { name: 'Your conversations' });

/** A new student on /question (E2E_DEBUG_CSP=1 prints the page's CSP violations). */
function studentOnQuestionPage() {
  return openStudentPage(browser, 'Ada Answers', async (context, page) => {
    if (!process.env.E2E_DEBUG_CSP) return;
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.log(
          'CSP',
          event.violatedDirective,
          event.sourceFile,
          event.lineNumber,
          event.columnNumber,
          event.sample,
        ),
      );
    });
    page.on('console', (m) => m.text().startsWith('CSP') && process.stderr.write(m.text() + '\n'));
  });
}

async function ask(page: Page, question: string): Promise<void> {
  const input = page.getByPlaceholder('Search...');
  await input.fill(question);
  await page.getByRole('button', { name: 'Submit' }).click();
  // Spec: the input is cleared after submit (once the question is saved).
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('[name="userQues"]')?.value === '',
  );
}

async function waitForModelRequest(predicate: (request: ModelRequest) => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await modelRequests()).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`the fake model never saw ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('ask: "Waiting for response", the answer typed out as Markdown with math, nothing injected; after a reload it is in the history', async () => {
  const { page, errors, close } = await studentOnQuestionPage();
  await scriptModel({ chunks: pieces(ANSWER, 12), firstChunkDelayMs: 1500, chunkIntervalMs: 40 });
  const question = `How does photosynthesis work? ${Date.now()}`;
  await ask(page, question);

  const panel = answerPanel(page);
  await panel.getByText('Waiting for response').waitFor();
  // Typed out: the answer shows while the cursor is still there, then the cursor goes away.
  const answer = panel.getByTestId('answer');
  await answer.and(page.locator('[aria-busy="true"]')).waitFor({ timeout: 20_000 });
  await answer.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 30_000 });

  // The backend asked the model with the question, with the server's key (never the browser's).
  const request = await waitForModelRequest((r) => r.protocol === 'gemini-stream', 'a streamed request');
  expect(request.apiKey).toBe('test-key');
  expect(JSON.stringify(request.body?.contents)).toContain(question);
  expect(request.completed).toBe(true);

  await expectRenderedAnswer(page);
  await expect(page.evaluate(() => (window as { __injected?: unknown }).__injected)).resolves.toBeUndefined();

  // Reload: the conversation is open again and in the history; opening it shows the saved answer,
  // rendered the same way.
  await page.reload();
  const saved = historyPanel(page).getByRole('button').filter({ hasText: question });
  await saved.waitFor();
  await expect(saved.textContent()).resolves.toContain('1 question');
  await answerPanel(page).getByTestId('answer').getByRole('table').waitFor();
  await answerPanel(page).getByRole('button', { name: 'New question' }).click();
  await saved.click();
  await answerPanel(page).getByTestId('answer').getByRole('table').waitFor();
  await expectRenderedAnswer(page);
  await expect(page.evaluate(() => (window as { __injected?: unknown }).__injected)).resolves.toBeUndefined();
  expect(errors.filter((error) => !/missing\.png|404/.test(error))).toEqual([]);
  await close();
}, 120_000);

async function expectRenderedAnswer(page: Page) {
  const answer = answerPanel(page).getByTestId('answer');
  const table = answer.getByRole('table');
  await expect(table.getByRole('cell').allTextContents()).resolves.toEqual(['Earth', '1', 'Mars', '2']);
  await expect(answer.getByRole('listitem').count()).resolves.toBe(3);
  await expect(answer.locator('strong').first().textContent()).resolves.toBe('light');
  // KaTeX rendered all three formulas (inline \( \), display \[ \] and $$ $$), no TeX left as text.
  await expect(answer.locator('.katex').count()).resolves.toBeGreaterThanOrEqual(3);
  await expect(answer.locator('.katex-display').count()).resolves.toBeGreaterThanOrEqual(1);
  // KaTeX's layout is in inline styles: they are applied (not dropped by the page's CSP).
  const styled = await answer
    .locator('.katex-html [style]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).style.cssText));
  expect(styled.length).toBeGreaterThan(0);
  expect(styled.every((css) => css !== '')).toBe(true);
  // KaTeX's stylesheet is loaded (not purged): the MathML copy for screen readers is visually
  // hidden and the formulas use KaTeX's fonts, so no formula shows twice.
  const mathml = await answer
    .locator('.katex-mathml')
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).position));
  expect(mathml.length).toBeGreaterThan(0);
  expect(new Set(mathml)).toEqual(new Set(['absolute']));
  await expect(
    answer
      .locator('.katex')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily),
  ).resolves.toMatch(/KaTeX_Main/);
  const text = (await answer.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/\\\(|\\\[|\\frac|\$\$/);
  // Sanitized: no element with an inline handler, no script, no javascript: URL survived.
  await expect(answer.locator('script, [onerror], [onload], a[href^="javascript:"]').count()).resolves.toBe(
    0,
  );
}

test('Stop in the middle (POST /ques/:id/stop): the stream ends at once, the model connection is closed, the partial answer is kept', async () => {
  const { page, close } = await studentOnQuestionPage();
  const words = Array.from({ length: 200 }, (_, i) => `word${i} `);
  await scriptModel({ chunks: words, firstChunkDelayMs: 200, chunkIntervalMs: 150 });
  await ask(page, 'Tell me a very long story');
  const panel = answerPanel(page);
  await panel.getByText('word2').first().waitFor({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Stop' }).click();

  await panel.getByText('You stopped this answer. What was written so far is saved.').waitFor();
  await expect(panel.getByRole('button', { name: 'Stop' }).count()).resolves.toBe(0);
  await panel.getByRole('button', { name: 'Retry' }).waitFor();
  // The backend aborted the upstream request: the fake model saw its connection closed early.
  const request = await waitForModelRequest((r) => r.closedByClient, 'its connection closed by the backend');
  expect(request.completed).toBe(false);
  expect(request.piecesSent).toBeLessThan(words.length);
  await expect(panel.getByTestId('answer').innerText()).resolves.toContain('word0');
  await expect(panel.getByTestId('answer').innerText()).resolves.not.toContain(`word${words.length - 1}`);
  await close();
}, 120_000);

test('the model fails (HTTP 500): the error is shown with Retry, and Retry answers', async () => {
  const { page, close } = await studentOnQuestionPage();
  await scriptModel({ status: 500 });
  await ask(page, 'What is a prime number?');
  const panel = answerPanel(page);
  const failure = panel.getByRole('alert');
  await failure.waitFor({ timeout: 30_000 });
  expect((await failure.innerText()).trim().length).toBeGreaterThan(0);
  const retry = panel.getByRole('button', { name: 'Retry' });
  await retry.waitFor();

  await scriptModel({ chunks: ['A prime has ', 'exactly two ', 'divisors: ', '**1** and itself.'] });
  await retry.click();
  await panel
    .getByTestId('answer')
    .getByText('exactly two divisors', { exact: false })
    .waitFor({ timeout: 30_000 });
  await expect(panel.getByRole('alert').count()).resolves.toBe(0);
  await expect(panel.getByTestId('answer').locator('strong').textContent()).resolves.toBe('1');
  await expect(modelRequests()).resolves.toHaveLength(1);
  // The history holds the question as answered now.
  await historyPanel(page)
    .getByRole('button')
    .filter({ hasText: 'What is a prime number?' })
    .filter({ hasText: '1 question' })
    .waitFor();
  await close();
}, 120_000);
