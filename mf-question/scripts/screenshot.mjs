// Screenshots of the question page with a streamed answer, at 1280 and 390 px wide, against the
// whole app with the fake tutor (the real backend, so Stop, Regenerate and feedback are real):
//   node scripts/fake-model.mjs & GEMINI_BASE_URL=http://127.0.0.1:4999 GEMINI_API_KEY=fake npm start
//   node mf-question/scripts/screenshot.mjs [outDir]        (BASE_URL, default http://localhost:8080)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/scripts/chromium-args.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const out = process.argv[2] ?? '/tmp/mf-question-shots';

const signUp = await fetch(`${base}/api/auth/createuser`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Screenshot Student',
    email: `shots-${Date.now()}@example.com`,
    phone: '+15550102030',
    password: 'Secret#Harbor-2026',
  }),
});
if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
const { authToken } = await signUp.json();

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('console', (m) => m.type() === 'error' && console.log(`[${width}] console:`, m.text()));
    page.on('pageerror', (e) => console.log(`[${width}] pageerror:`, e.message));
    await page.addInitScript((token) => localStorage.setItem('token', token), authToken);
    await page.goto(`${base}/question`);
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
