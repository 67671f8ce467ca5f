// Screenshots of every page at 1280 and 390 px: `node e2e/scripts/screenshots.mjs <baseUrl> <outDir>`.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const [base = 'http://localhost:8080', out = 'screenshots'] = process.argv.slice(2);
const PAGES = ['/', '/about', '/login', '/signup', '/contact', '/question', '/nope'];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}]`, m.text()));
  for (const path of PAGES) {
    if (path === '/question') await page.evaluate(() => localStorage.setItem('token', 'screenshot'));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${path === '/' ? 'home' : path.slice(1)}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log('saved', name);
  }
  await page.close();
}
await browser.close();
