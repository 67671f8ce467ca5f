#!/usr/bin/env node
/* global window, document, MutationObserver -- used inside page scripts (browser code) */
/**
 * Reload in the middle of an answer (docs/tutor.md, live answers): from the new page's load event to the text already
 * written on screen again (target: within 300 ms), in headless Chromium on /question, the way
 * bench/answers/run.mjs measures it (a 300-piece answer at 50 pieces a second from the fake model;
 * the page is reloaded 1.5 s after its first character; the model must be called once per answer).
 *
 *   node bench/answers/reconnect.mjs                      this checkout's front ends
 *   node bench/answers/reconnect.mjs --compare <checkout> also another checkout's built front ends
 *                                                          (its shell/dist, mf-*\/dist) in front of the
 *                                                          same backend, runs alternating
 * RUNS (default 5). Starts the backend (backend/dist, built if missing) on free ports with a
 * throwaway database and the Node gateway of `npm start`, like the other benches.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { FakeModelServer } from '@elearning/fake-model';
import { REMOTES } from '@elearning/deployment';
import { startThrowawayApp } from '../../scripts/app.mjs';
import { createGateway, listen, REPO_ROOT } from '../../scripts/gateway.mjs';
import { CHROMIUM_ARGS } from '../../e2e/scripts/chromium-args.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const OPEN_CONVERSATION_KEY = 'mfQuestion.openConversation';
const args = process.argv.slice(2);
const compare = args.includes('--compare') ? resolve(args[args.indexOf('--compare') + 1]) : undefined;

/** ~4 characters a piece; starts with characters found nowhere else on the page. */
const answerPieces = (count) =>
  Array.from({ length: count }, (_, i) => (i === 0 ? 'Ωab ' : ['abc ', 'def ', 'ghi ', 'jkl '][i % 4]));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function signUp(apiBase) {
  const response = await fetch(`${apiBase}/auth/createuser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Student',
      email: `reconnect-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      phone: '5551234567',
      password: 'Bench-password-2026!',
    }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${JSON.stringify(json)}`);
  return json.authToken;
}

/** On every page: when the answer's first characters are on screen. */
function markText() {
  const marks = (window.__benchReconnect = { text: 0 });
  const check = () => {
    if (!marks.text && document.body?.innerText.includes('Ωab')) marks.text = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** One reload in the middle of an answer on `base`; ms from navigation start. */
async function reconnectOnce(page, fake, base, run) {
  fake.reset();
  fake.script({ chunks: answerPieces(300), firstChunkDelayMs: 400, chunkIntervalMs: 20 });
  await page.evaluate((key) => localStorage.removeItem(key), OPEN_CONVERSATION_KEY);
  await page.goto(`${base}/question`);
  const input = page.locator('input[name="userQues"], textarea[name="userQues"]').first();
  await input.waitFor({ timeout: 20_000 });
  await input.fill(`reconnect ${run} ${Date.now()}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .waitForFunction(() => window.__benchReconnect.text > 0, null, { timeout: 30_000 })
    .catch(async (error) => {
      throw new Error(`${base}: no answer on screen: ${(await page.locator('main').innerText()).slice(0, 500)}`, { cause: error });
    });
  await new Promise((r) => setTimeout(r, 1500));
  await page.reload();
  await page.waitForFunction(() => window.__benchReconnect.text > 0, null, { timeout: 30_000 });
  const marks = await page.evaluate(() => {
    const started = (pattern) =>
      performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name))?.startTime ?? NaN;
    return {
      text: window.__benchReconnect.text,
      load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
      remoteEntryAt: started(/\/mf\/question\/remoteEntry\.js/),
    };
  });
  if (fake.requests.length !== 1) throw new Error(`the model was called ${fake.requests.length} times, not once`);
  // The answer goes on being written after the reload; the next run must not find the student's
  // AI_MAX_CONCURRENT_ANSWERS_PER_STUDENT taken by earlier runs' answers.
  await fake.requests[0].closed;
  return { ...marks, afterLoad: marks.text - marks.load };
}

const fake = await FakeModelServer.start(0);
const stops = [];
try {
  if (!existsSync(join(REPO_ROOT, 'backend', 'dist', 'main.js'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('backend build failed');
  }
  const app = await startThrowawayApp({
    env: {
      ...process.env,
      AI_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'bench-key',
      GEMINI_BASE_URL: fake.url,
      ANSWER_RATE_LIMIT_PER_MINUTE: '100000',
    },
    log: () => undefined,
  });
  stops.push(app.stop);
  const targets = [{ label: 'this checkout', url: app.url }];
  if (compare) {
    const gateway = await createGateway({
      apiPort: app.apiPort,
      shellDir: join(compare, 'shell', 'dist'),
      remoteDirs: Object.fromEntries(REMOTES.map((r) => [r.segment, join(compare, r.dir, 'dist')])),
    });
    const { port } = await listen(gateway, 0, '127.0.0.1');
    stops.unshift(() => gateway.close());
    targets.unshift({ label: `before (${compare})`, url: `http://localhost:${port}` });
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  stops.unshift(() => browser.close());
  const loadBefore = loadAverage();
  const pages = [];
  for (const target of targets) {
    const context = await browser.newContext();
    await context.addInitScript(markText);
    const page = await context.newPage();
    await page.goto(target.url);
    // A student per target: an answer still being written counts against its student's limit.
    const token = await signUp(`${app.url}/api`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    pages.push({ target, page, results: [] });
  }
  for (let run = 0; run < RUNS; run += 1)
    for (const entry of pages) entry.results.push(await reconnectOnce(entry.page, fake, entry.target.url, run));
  console.log(
    `\n${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadBefore} -> ${loadAverage()}; ${RUNS} reloads each, alternating\n`,
  );
  console.log('| front ends | text on screen after the load event (median, max) | from navigation start | load event | question remote requested |');
  console.log('|---|---|---|---|---|');
  for (const { target, results } of pages) {
    const m = (key) => median(results.map((r) => r[key])).toFixed(0);
    console.log(
      `| ${target.label} | **${m('afterLoad')} ms**, max ${Math.max(...results.map((r) => r.afterLoad)).toFixed(0)} ms | ${m('text')} ms | ${m('load')} ms | ${m('remoteEntryAt')} ms |`,
    );
  }
} finally {
  for (const stop of stops) await stop().catch((error) => console.error(error));
  await fake.stop();
}
