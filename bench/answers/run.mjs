#!/usr/bin/env node
/* global window, document, MutationObserver, Element -- used inside page.evaluate (browser code) */
/**
 * Benchmark of streamed answers (docs/tutor.md): the fake model server sends its first piece after
 * 400 ms, then 50 pieces a second of about 4 characters. Measured:
 *   1. backend added delay per piece: fake server write time -> arrival at an HTTP client reading
 *      the answer stream (directly from the API, and through the one-URL gateway);
 *   2. in headless Chromium on /question: Submit -> first answer character on screen, and
 *      last piece sent by the model -> whole answer visible;
 *   3. a reload in the middle of an answer: page load -> the already written text on screen again;
 *   4. CONCURRENT (default 200) answers streaming at once from one backend: per-piece added delay
 *      (p50/p99), errors, and the backend's memory (RSS) before, at its peak and after.
 * Usage (from the repo root, after `npm install` and the front-end builds):
 *   node bench/answers/run.mjs                 # starts `npm start` itself, pointed at the fake server
 *   BENCH_NO_START=1 FAKE_MODEL_PORT=4999 node bench/answers/run.mjs
 *                                             # app already running with GEMINI_BASE_URL=http://127.0.0.1:4999
 * Environment: BASE_URL (default http://localhost:8080), API_URL (default http://localhost:3000),
 * RUNS (default 5), PIECES (default 100), CONCURRENT (default 200), BENCH_SKIP_BROWSER=1 to
 * measure the backend only.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeModelServer } from '@elearning/fake-model';
import { createParser } from 'eventsource-parser';
import { CHROMIUM_ARGS } from '../../e2e/scripts/chromium-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const API_URL = process.env.API_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.RUNS ?? 5);
const PIECES = Number(process.env.PIECES ?? 100);
const FIRST_PIECE_MS = 400;
const PIECE_INTERVAL_MS = 20; // 50 pieces a second
const CONCURRENT = Number(process.env.CONCURRENT ?? 200);
/** The concurrent answers are spread over students, this many each (the setting's maximum). */
const ANSWERS_PER_STUDENT = 100;
/** The tutor reopens the conversation left open; each browser run starts from none. */
const OPEN_CONVERSATION_KEY = 'mfQuestion.openConversation';

/** ~4 characters a piece; starts and ends with characters found nowhere else on the page. */
function answerPieces(count) {
  const words = ['abc ', 'def ', 'ghi ', 'jkl ', 'mno ', 'pqr ', 'stu ', 'vwx '];
  const pieces = Array.from({ length: count }, (_, i) => words[i % words.length]);
  pieces[0] = 'Ωab ';
  pieces[count - 1] = 'end∎';
  return pieces;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

async function waitForUp(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

async function api(base, pathname, body, token) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function signUp(apiBase) {
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { authToken } = await api(apiBase, '/auth/createuser', {
    name: 'Bench Student',
    email,
    phone: '5551234567',
    password: 'Bench-password-2026!',
  });
  return authToken;
}

/** A headless Chromium page of a logged-in student on BASE_URL (`init` runs first on every page). */
async function withStudentPage(token, init, use) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    await page.goto(BASE_URL);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    return await use(page);
  } finally {
    await browser.close();
  }
}

/** POSTs /ques/:id/answer and reads the stream to its end: when each chunk arrived, whether it ended with done. */
async function readAnswer(apiBase, token, id) {
  const response = await fetch(`${apiBase}/ques/${id}/answer`, {
    method: 'POST',
    headers: { 'auth-token': token },
  });
  if (!response.ok || !response.body) throw new Error(`answer: ${response.status} ${await response.text()}`);
  const arrivals = [];
  let ended = false;
  const parser = createParser({
    onEvent: (event) => {
      const now = performance.timeOrigin + performance.now();
      if (event.event === 'chunk') arrivals.push(now);
      else if (event.event === 'done') ended = true;
      else throw new Error(`answer ${event.event} event: ${event.data}`);
    },
  });
  const decoder = new TextDecoder();
  for await (const bytes of response.body) parser.feed(decoder.decode(bytes, { stream: true }));
  return { arrivals, ended };
}

/** Asks once over HTTP and returns, per piece, arrival time minus the fake server's write time. */
async function measureBackendDelay(fake, apiBase, token) {
  fake.reset();
  fake.script({
    chunks: answerPieces(PIECES),
    firstChunkDelayMs: FIRST_PIECE_MS,
    chunkIntervalMs: PIECE_INTERVAL_MS,
  });
  const { id } = await api(apiBase, '/ques/addques', { userQues: `bench question ${Date.now()}` }, token);
  const { arrivals, ended } = await readAnswer(apiBase, token, id);
  const sent = fake.lastRequest.chunkSentAt;
  if (!ended || arrivals.length !== sent.length) {
    throw new Error(`expected ${sent.length} chunk events and done, got ${arrivals.length} (done: ${ended})`);
  }
  return arrivals.map((at, i) => at - sent[i]);
}

async function measureInBrowser(fake, token) {
  const results = [];
  await withStudentPage(token, null, async (page) => {
    for (let run = 0; run < RUNS; run += 1) {
      fake.reset();
      fake.script({
        chunks: answerPieces(PIECES),
        firstChunkDelayMs: FIRST_PIECE_MS,
        chunkIntervalMs: PIECE_INTERVAL_MS,
      });
      await page.evaluate((key) => localStorage.removeItem(key), OPEN_CONVERSATION_KEY);
      await page.goto(`${BASE_URL}/question`);
      const input = page.locator('input[name="userQues"], textarea[name="userQues"]').first();
      await input.waitFor({ timeout: 20_000 });
      // Watch the page for the answer's first and last characters (found nowhere else on it).
      await page.evaluate(() => {
        const marks = (window.__benchMarks = { submit: 0, first: 0, whole: 0 });
        const check = () => {
          const text = document.body.innerText;
          const now = performance.timeOrigin + performance.now();
          if (!marks.first && text.includes('Ω')) marks.first = now;
          if (!marks.whole && text.includes('end∎')) marks.whole = now;
        };
        new MutationObserver(check).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        document.addEventListener(
          'click',
          (event) => {
            if (
              event.target instanceof Element &&
              event.target.closest('button[type="submit"], button')?.textContent?.includes('Submit')
            ) {
              marks.submit = performance.timeOrigin + performance.now();
            }
          },
          true,
        );
      });
      await input.fill(`bench question ${run} ${Date.now()}`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForFunction(() => window.__benchMarks.whole > 0, null, { timeout: 60_000 });
      const marks = await page.evaluate(() => window.__benchMarks);
      const sent = fake.lastRequest.chunkSentAt;
      // Where the time goes: the page's own requests (resource timing) and the model's first piece.
      const requests = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/ques\/(addques|[^/]+\/answer)$/.test(entry.name))
          .map((entry) => ({
            name: entry.name,
            start: performance.timeOrigin + entry.startTime,
            headers: performance.timeOrigin + entry.responseStart,
          })),
      );
      const addques = requests.filter((r) => r.name.endsWith('/addques')).at(-1);
      const answer = requests.filter((r) => r.name.endsWith('/answer')).at(-1);
      results.push({
        firstCharMs: marks.first - marks.submit,
        wholeAfterLastPieceMs: marks.whole - sent[sent.length - 1],
        submitToAddquesMs: addques ? addques.start - marks.submit : NaN,
        addquesToAnswerRequestMs: addques && answer ? answer.start - addques.start : NaN,
        answerRequestToModelRequestMs: answer ? fake.lastRequest.receivedAt - answer.start : NaN,
        modelRequestToFirstPieceSentMs: sent[0] - fake.lastRequest.receivedAt,
        firstPieceSentToFirstCharMs: marks.first - sent[0],
      });
    }
  });
  return results;
}

/**
 * Reload in the middle of an answer (the tutor re-attaches with Last-Event-ID '0-0'): from the new
 * page's load event (and from navigation start) to the already written text on screen again.
 */
async function measureReconnect(fake, token) {
  const results = [];
  // On every page: note when the answer's first characters are on screen.
  const markText = () => {
    const marks = (window.__benchReconnect = { text: 0 });
    const check = () => {
      if (!marks.text && document.body?.innerText.includes('Ωab')) marks.text = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  };
  await withStudentPage(token, markText, async (page) => {
    for (let run = 0; run < RUNS; run += 1) {
      fake.reset();
      // About 6 s of answer: the reload lands in the middle.
      fake.script({
        chunks: answerPieces(300),
        firstChunkDelayMs: FIRST_PIECE_MS,
        chunkIntervalMs: PIECE_INTERVAL_MS,
      });
      await page.evaluate((key) => localStorage.removeItem(key), OPEN_CONVERSATION_KEY);
      await page.goto(`${BASE_URL}/question`);
      const input = page.locator('input[name="userQues"]').first();
      await input.waitFor({ timeout: 20_000 });
      await input.fill(`reconnect ${run} ${Date.now()}`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForFunction(() => window.__benchReconnect.text > 0, null, { timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await page.reload();
      await page.waitForFunction(() => window.__benchReconnect.text > 0, null, { timeout: 30_000 });
      const { text, load, conversationAt, answerAt, answerBytesAt } = await page.evaluate(() => {
        const started = (pattern, field = 'startTime') =>
          performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name))?.[field] ?? NaN;
        return {
          text: window.__benchReconnect.text,
          load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
          conversationAt: started(/\/ques\/conversations\/[^/?]+$/),
          answerAt: started(/\/answer$/),
          answerBytesAt: started(/\/answer$/, 'responseStart'),
        };
      });
      // Where the time goes (ms from navigation start): the page asks for the conversation, then re-attaches.
      results.push({
        fromNavigationMs: text,
        afterLoadMs: text - load,
        load,
        conversationAt,
        answerAt,
        answerBytesAt,
      });
      if (fake.requests.length !== 1)
        throw new Error(`the model was called ${fake.requests.length} times, not once`);
    }
  });
  return results;
}

/** RSS of the process listening on `port` (the backend), in MB, or NaN when it cannot be read. */
function backendRssMb(port) {
  const listing = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** CONCURRENT answers at once, each 100 pieces at 50 a second: per-piece added delay, errors, memory. */
async function measureConcurrent(fake, apiBase) {
  const tokens = [];
  for (let i = 0; i < Math.ceil(CONCURRENT / ANSWERS_PER_STUDENT); i += 1) tokens.push(await signUp(apiBase));
  const tokenOf = (index) => tokens[Math.floor(index / ANSWERS_PER_STUDENT)];
  fake.reset();
  fake.script({
    chunks: answerPieces(PIECES),
    firstChunkDelayMs: FIRST_PIECE_MS,
    chunkIntervalMs: PIECE_INTERVAL_MS,
  });
  const port = new URL(apiBase).port || '80';
  const rssBefore = backendRssMb(port);
  const questions = [];
  for (let i = 0; i < CONCURRENT; i += 1) {
    questions.push(
      (await api(apiBase, '/ques/addques', { userQues: `concurrent ${i} ${Date.now()}` }, tokenOf(i))).id,
    );
  }
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, backendRssMb(port) || 0)), 250);
  const errors = [];
  const arrivalsById = new Map();
  await Promise.all(
    questions.map(async (id, index) => {
      try {
        const { arrivals, ended } = await readAnswer(apiBase, tokenOf(index), id);
        if (!ended) throw new Error('stream ended without done');
        arrivalsById.set(`concurrent ${index} `, arrivals);
      } catch (error) {
        errors.push(String(error));
      }
    }),
  );
  clearInterval(sampler);
  const delays = [];
  for (const request of fake.requests) {
    const question = JSON.stringify(request.body);
    const key = [...arrivalsById.keys()].find((prefix) => question.includes(prefix));
    const arrivals = key ? arrivalsById.get(key) : undefined;
    if (!arrivals || arrivals.length !== request.chunkSentAt.length) continue;
    arrivals.forEach((at, i) => delays.push(at - request.chunkSentAt[i]));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return {
    delays,
    errors,
    modelRequests: fake.requests.length,
    rssBefore,
    rssPeak,
    rssAfter: backendRssMb(port),
  };
}

async function main() {
  const fake = await FakeModelServer.start(Number(process.env.FAKE_MODEL_PORT ?? 0));
  let app;
  try {
    if (!process.env.BENCH_NO_START) {
      // npm start builds only what is missing: make sure the backend is the current code.
      const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('backend build failed');
      console.log(`fake model server at ${fake.url}; starting the app (npm start)`);
      app = spawn('npm', ['start'], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
        env: {
          // Its own database and ports, so it does not collide with a development instance.
          DATA_DIR: path.join(tmpdir(), 'bench-answers-data'),
          EMBEDDED_PG_PORT: '54393',
          ...process.env,
          AI_PROVIDER: 'gemini',
          GEMINI_API_KEY: 'bench-key',
          GEMINI_BASE_URL: fake.url,
          // One student asks every question here: the per-student limits still run, with room for
          // the bench (burst.mjs measures them at their defaults, one account per student).
          ANSWER_RATE_LIMIT_PER_MINUTE: '100000',
          QUESTION_RATE_LIMIT_PER_MINUTE: '100000',
          AI_DAILY_TOKENS_PER_STUDENT: '1000000000',
          AI_MAX_CONCURRENT_ANSWERS_PER_STUDENT: String(ANSWERS_PER_STUDENT),
        },
      });
    }
    await waitForUp(`${API_URL}/health`, 120_000);
    if (!process.env.BENCH_SKIP_BROWSER) await waitForUp(BASE_URL, 120_000);

    const token = await signUp(API_URL);
    const lines = [];
    const targets = [['API directly', API_URL]];
    if (!process.env.BENCH_SKIP_BROWSER) targets.push(['through the gateway', `${BASE_URL}/api`]);
    for (const [label, base] of targets) {
      const delays = [];
      for (let run = 0; run < RUNS; run += 1) delays.push(...(await measureBackendDelay(fake, base, token)));
      lines.push(
        `backend added delay per piece (${label}, ${delays.length} pieces): median ${fmt(median(delays))}, p95 ${fmt(percentile(delays, 95))}, max ${fmt(Math.max(...delays))}`,
      );
    }
    if (!process.env.BENCH_SKIP_BROWSER) {
      const browser = await measureInBrowser(fake, token);
      const first = browser.map((r) => r.firstCharMs);
      const whole = browser.map((r) => r.wholeAfterLastPieceMs);
      lines.push(
        `Submit -> first answer character on screen (${RUNS} runs): median ${fmt(median(first))}, max ${fmt(Math.max(...first))} (target <= 550 ms)`,
      );
      for (const key of [
        'submitToAddquesMs',
        'addquesToAnswerRequestMs',
        'answerRequestToModelRequestMs',
        'modelRequestToFirstPieceSentMs',
        'firstPieceSentToFirstCharMs',
      ]) {
        lines.push(`  ${key}: median ${fmt(median(browser.map((r) => r[key])))}`);
      }
      lines.push(
        `last piece sent -> whole answer visible (${RUNS} runs): median ${fmt(median(whole))}, max ${fmt(Math.max(...whole))} (target <= 1000 ms)`,
      );
      const reconnect = await measureReconnect(fake, token);
      const afterLoad = reconnect.map((r) => r.afterLoadMs);
      const fromNavigation = reconnect.map((r) => r.fromNavigationMs);
      lines.push(
        `reload in the middle -> written text on screen (${RUNS} runs): after the load event median ${fmt(median(afterLoad))}, max ${fmt(Math.max(...afterLoad))} (target <= 300 ms); from navigation start median ${fmt(median(fromNavigation))}`,
      );
      for (const key of ['load', 'conversationAt', 'answerAt', 'answerBytesAt'])
        lines.push(`  ${key} (from navigation start): median ${fmt(median(reconnect.map((r) => r[key])))}`);
    }
    const concurrent = await measureConcurrent(fake, API_URL);
    lines.push(
      `${CONCURRENT} concurrent answers (${concurrent.delays.length} pieces, ${concurrent.modelRequests} model requests): added delay per piece median ${fmt(median(concurrent.delays))}, p99 ${fmt(percentile(concurrent.delays, 99))}, max ${fmt(Math.max(...concurrent.delays))} (target p99 < 50 ms); errors ${concurrent.errors.length}${concurrent.errors.length ? ` (${concurrent.errors.slice(0, 3).join('; ')})` : ''}; backend RSS ${concurrent.rssBefore.toFixed(0)} MB before, ${concurrent.rssPeak.toFixed(0)} MB peak, ${concurrent.rssAfter.toFixed(0)} MB after`,
    );
    console.log(`\n${lines.join('\n')}`);
  } finally {
    if (app?.pid) {
      try {
        process.kill(-app.pid, 'SIGTERM'); // the whole `npm start` process group
      } catch {
        // already gone
      }
    }
    await fake.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
