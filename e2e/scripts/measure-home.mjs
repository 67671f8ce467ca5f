// Home page first load: gzipped bytes of every JS and CSS response (`node e2e/scripts/measure-home.mjs <baseUrl>`).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const base = process.argv[2] || 'http://localhost:8080';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();
const rows = [];
page.on('response', async (response) => {
  const type = response.headers()['content-type'] || '';
  if (!/javascript|css/.test(type)) return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  rows.push({
    url: response.url().replace(base, ''),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  });
});
await page.goto(base + '/', { waitUntil: 'networkidle' });
await page.getByRole('heading', { name: 'The best E-learning platform' }).waitFor();
await browser.close();
rows.sort((a, b) => b.gzip - a.gzip);
for (const r of rows)
  console.log(
    `${(r.gzip / 1024).toFixed(1).padStart(7)} KB gz ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${r.url}`,
  );
const total = rows.reduce((s, r) => s + r.gzip, 0);
console.log(`TOTAL ${(total / 1024).toFixed(1)} KB gzipped JS+CSS (${rows.length} files)`);
