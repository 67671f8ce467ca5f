// Screenshots of the standalone page with a streamed answer, at 1280 and 390 px wide.
// Needs `npm run build` and `node scripts/fake-api.mjs` running. Usage: node scripts/screenshot.mjs [outDir]
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/scripts/chromium-args.mjs';

const base = 'http://127.0.0.1:3099';
const out = process.argv[2] ?? '/tmp/mf-question-shots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('console', (m) => m.type() === 'error' && console.log(`[${width}] console:`, m.text()));
    page.on('pageerror', (e) => console.log(`[${width}] pageerror:`, e.message));
    await page.addInitScript(() => localStorage.setItem('token', 'screenshot-token'));
    await page.goto(`${base}/`); // a production build: the page calls /api on its own origin
    await page.getByRole('textbox', { name: 'Your question' }).fill('How do I solve x^2 - 5x + 6 = 0?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Waiting for response').first().waitFor();
    await page.screenshot({ path: `${out}/waiting-${width}.png` });
    await page.locator('.mf-question-cursor').waitFor();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${out}/typing-${width}.png` });
    await page.getByRole('button', { name: 'Copy answer' }).waitFor({ timeout: 30000 });
    await page.screenshot({ path: `${out}/answer-${width}.png`, fullPage: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${out}`);
