/* global window, document, MutationObserver, requestAnimationFrame, addEventListener -- used inside page scripts (browser code) */
// Home on a school phone (decisions 0005 and 0009): Largest Contentful Paint, Total Blocking Time and bytes
// transferred, in Debian chromium through the DevTools protocol with a phone viewport, 4x CPU
// slowdown, a 1.6 Mbps / 150 ms network and a cold cache (a fresh browser context per load).
//
//   node bench/frontend/page-load.mjs                      the built app (dist folders), through the
//                                                          Node gateway on a free port, plus the floor
//   node bench/frontend/page-load.mjs --compare <dir>      also an older checkout's builds (its
//                                                          shell/dist and mf-*/dist), alternating loads
//   RUNS=5 PAGES=/,/about,/login
//
// The pages need no backend (a visitor without a token calls no API), so only gateways are started.
// The floor is a static page with the same hero text and a small inline stylesheet.
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { REMOTES } from '@elearning/deployment';
import { createGateway, listen, REPO_ROOT } from '../../scripts/gateway.mjs';
import { CHROMIUM_ARGS } from '../../e2e/scripts/chromium-args.mjs';

export const PROFILE = Object.freeze({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
});
/** After the last request the page is considered settled (LCP and long tasks are final). */
const QUIET_MS = 1500;
const LOAD_TIMEOUT_MS = 30_000;

const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>E-Learning</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529}
nav{padding:.5rem 1rem;font-weight:700}section{padding:3rem 1rem;background:linear-gradient(180deg,#eef4ff 0%,#fff 100%)}
h1{font-size:calc(1.425rem + 2.1vw);font-weight:700;line-height:1.2;margin:0 0 1rem}p{font-size:1.25rem;color:#6c757d}</style>
</head><body><nav>E-Learning</nav><section><h1>The best E-learning platform</h1>
<p>Unlock Your Potential Anytime, Anywhere with our E-Learning Platform</p></section></body></html>`;

/** Collects LCP candidates, long tasks and the first input's answer from the very start of every document. */
function observePaint() {
  const marks = (window.__pageLoad = {
    lcp: 0,
    lcpElement: '',
    fcp: 0,
    longTasks: [],
    heading: 0,
    form: 0,
    events: [],
    firstInput: 0,
    answered: 0,
  });
  // When the page's own heading (and, on Login and Sign Up, its email field) is in the document
  // (painted at the first paint after it).
  const findHeading = () => {
    if (!marks.heading && document.querySelector('main h1')) marks.heading = performance.now();
    if (!marks.form && document.querySelector('main form input[type=email]')) marks.form = performance.now();
  };
  new MutationObserver(findHeading).observe(document, { subtree: true, childList: true });
  // Every slow event (INP's entries: input to the next paint after its handlers).
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.events.push([e.name, e.startTime, e.duration]);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /**
   * The first input's answer, as the visitor sees it: from the input event's time stamp to the
   * first paint at which `window.__answered()` (set by the bench before it acts) holds. A frame's
   * requestAnimationFrame runs just before its paint; a message posted from there runs after it.
   */
  const first = (event) => {
    if (marks.firstInput || !window.__answered) return;
    marks.firstInput = event.timeStamp;
    const frame = () =>
      requestAnimationFrame(() => {
        if (!window.__answered()) return frame();
        const after = new MessageChannel();
        after.port1.onmessage = () => (marks.answered = performance.now());
        after.port2.postMessage(0);
      });
    frame();
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown'])
    addEventListener(type, first, { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.lcp = entry.startTime;
      marks.lcpElement = entry.element
        ? `${entry.element.tagName} ${entry.element.textContent.slice(0, 40)}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * One cold load of `url`: LCP, FCP, TBT (the part of every long task beyond 50 ms, after the first
 * contentful paint, until the page is quiet) and bytes (CDP's encoded length of every response).
 */
async function loadOnce(browser, url, waitFor) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(observePaint);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    let bytes = 0;
    let requests = 0;
    let lastActivity = Date.now();
    const urls = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      requests += 1;
      urls.push(request.url);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
      bytes += encodedDataLength;
      lastActivity = Date.now();
    });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (waitFor) await page.getByRole('heading', { name: waitFor }).waitFor({ timeout: LOAD_TIMEOUT_MS });
    while (Date.now() - lastActivity < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
    const marks = await page.evaluate(() => window.__pageLoad);
    const critical = await criticalPath(page);
    const tbt = marks.longTasks
      .filter(([start]) => start >= marks.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const heading = Math.max(marks.heading, marks.fcp);
    const form = marks.form ? Math.max(marks.form, marks.fcp) : undefined;
    // Google sign-in's SDK (its chunk's name) among what came before anyone touched the page.
    const google = urls.some((u) => /firebase/.test(u));
    const load = {
      lcp: marks.lcp,
      fcp: marks.fcp,
      heading,
      form,
      lcpElement: marks.lcpElement,
      tbt,
      bytes,
      requests,
      google,
      critical,
    };
    if (!waitFor) return load;
    const first = FORM_PAGES.has(new URL(url).pathname) ? await firstKeys(page) : await firstTapOnMenu(page);
    return { ...load, ...first };
  } finally {
    await context.close();
  }
}

/**
 * What the first paint waited for (Resource Timing, ms from the navigation's start): the document's
 * last byte, then the render-blocking requests (the stylesheets), when the first was sent and when
 * the last had arrived. With nothing render-blocking the paint waits only for the document.
 */
const criticalPath = (page) =>
  page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const blocking = performance
      .getEntriesByType('resource')
      .filter((r) => r.renderBlockingStatus === 'blocking');
    return {
      document: nav.responseEnd,
      blockingRequests: blocking.length,
      blockingSent: blocking.length ? Math.min(...blocking.map((r) => r.startTime)) : undefined,
      blockingDone: blocking.length ? Math.max(...blocking.map((r) => r.responseEnd)) : undefined,
    };
  });

/** Pages whose first use is typing in their form. */
const FORM_PAGES = new Set(['/login', '/signup']);
const TYPED = 'student@example.com';

/** Marks nodes of the page as it is before the first input: found again after hydration unless replaced. */
const tagNodes = (page) =>
  page.evaluate(() => {
    for (const node of document.querySelectorAll('main h1, main input, .navbar-toggler'))
      node.__beforeUse = true;
  });
const sameNodes = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main h1, main input, .navbar-toggler')].every((node) => node.__beforeUse),
  );
const hydrated = (page) =>
  page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: LOAD_TIMEOUT_MS });
const answer = async (page) => {
  await page.waitForFunction(() => window.__pageLoad.answered > 0, undefined, { timeout: LOAD_TIMEOUT_MS });
  return page.evaluate(() => window.__pageLoad.answered - window.__pageLoad.firstInput);
};
/** The longest input-to-next-paint of any event from the first input on (Event Timing, >= 16 ms). */
const slowestEvent = (page) =>
  page.evaluate(() => {
    const m = window.__pageLoad;
    return m.events
      .filter(([, start]) => start >= m.firstInput - 1)
      .reduce((max, [, , d]) => Math.max(max, d), 0);
  });

/**
 * The visitor's first tap, on the navigation's menu button once the page is quiet: ms from the tap
 * to the paint with the menu open (on Home and About that tap is what starts the shell, decision
 * 0009); then, once the shell has hydrated, whether the menu is still open and the nodes the same.
 */
async function firstTapOnMenu(page) {
  await tagNodes(page);
  await page.evaluate(() => {
    window.__answered = () =>
      document.querySelector('.navbar-toggler')?.getAttribute('aria-expanded') === 'true' &&
      document.getElementById('shell-nav-links')?.classList.contains('show');
  });
  await page.getByRole('button', { name: 'Toggle navigation' }).tap();
  const first = await answer(page);
  await hydrated(page);
  await page.waitForTimeout(100);
  const kept = await page.evaluate(() => window.__answered());
  return { answer: first, slowestEvent: await slowestEvent(page), kept, same: await sameNodes(page) };
}

/**
 * The visitor's first use of Login or Sign Up once the page is quiet: a tap on the email field and
 * the first key (ms from the key to the paint that shows it), then the rest of an address typed at
 * 8 keys a second while the code behind the form arrives; once the shell has hydrated, whether every
 * character is still there and the prerendered nodes are the ones on screen.
 */
async function firstKeys(page) {
  await tagNodes(page);
  const field = page.locator('main form input[type=email]');
  await field.tap();
  await page.evaluate(() => {
    window.__pageLoad.firstInput = 0;
    window.__answered = () => document.querySelector('main form input[type=email]')?.value.length > 0;
  });
  await page.keyboard.press(TYPED[0]);
  const first = await answer(page);
  await page.keyboard.type(TYPED.slice(1), { delay: 125 });
  await hydrated(page);
  await page.waitForTimeout(300);
  const value = await field.inputValue();
  return {
    answer: first,
    slowestEvent: await slowestEvent(page),
    kept: value === TYPED,
    same: await sameNodes(page),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A static server for the floor page. */
export async function startFloor() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(FLOOR_HTML);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://localhost:${server.address().port}`,
    stop: () => new Promise((r) => server.close(r)),
  };
}

/** The Node gateway (as `npm start` runs it) over the dist folders of a checkout; no backend behind /api. */
export async function startFrontEnds(checkout = REPO_ROOT) {
  const app = await createGateway({
    apiPort: 9, // nothing listens there: pages for a visitor make no API call
    shellDir: join(checkout, 'shell', 'dist'),
    remoteDirs: Object.fromEntries(REMOTES.map((r) => [r.segment, join(checkout, r.dir, 'dist')])),
    // Google sign-in configured as a school would have it (its SDK is part of what Login could
    // load); nothing talks to Firebase unless its button is pressed.
    env: {
      FIREBASE_API_KEY: 'bench-api-key',
      FIREBASE_PROJECT_ID: 'bench-project',
      ...process.env,
      PORT: '0',
    },
  });
  const { port } = await listen(app, 0, '127.0.0.1');
  return { url: `http://localhost:${port}`, stop: () => app.close() };
}

const HEADINGS = {
  '/': 'The best E-learning platform',
  '/about': 'About Us',
  '/login': 'Login',
  '/signup': 'Sign Up',
};

/**
 * Loads every page of every target RUNS times, alternating targets load by load (a noisy machine
 * then weighs on each alike). Returns target -> page -> medians. A target with `paintOnly` (or the
 * floor) is only loaded, not used.
 */
export async function measurePageLoads(
  targets,
  { runs = 5, pages = ['/', '/about', '/login', '/signup'] } = {},
) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const samples = new Map();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const path of pages) {
        for (const target of targets) {
          const paths = target.pages ?? pages;
          if (!paths.includes(path)) continue;
          const key = `${target.label} ${path}`;
          if (!samples.has(key)) samples.set(key, { target: target.label, path, loads: [], failed: [] });
          try {
            const heading = target.floor || target.paintOnly ? undefined : HEADINGS[path];
            samples.get(key).loads.push(await loadOnce(browser, target.url + path, heading));
          } catch (error) {
            // Counted and reported, not hidden: a load that never showed its page.
            samples.get(key).failed.push(String(error).split('\n')[0]);
            console.error(`${key}: ${String(error).split('\n')[0]}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return [...samples.values()].map(({ target, path, loads, failed }) => ({
    target,
    path,
    failed: failed.length,
    lcp: median(loads.map((l) => l.lcp)),
    lcpRange: [Math.min(...loads.map((l) => l.lcp)), Math.max(...loads.map((l) => l.lcp))],
    fcp: median(loads.map((l) => l.fcp)),
    heading: median(loads.map((l) => l.heading)),
    tbt: median(loads.map((l) => l.tbt)),
    kb: median(loads.map((l) => l.bytes)) / 1024,
    requests: median(loads.map((l) => l.requests)),
    form: loads.every((l) => l.form !== undefined) ? median(loads.map((l) => l.form)) : undefined,
    google: loads.filter((l) => l.google).length,
    answer: target.floor ? undefined : median(loads.map((l) => l.answer)),
    answerMax: target.floor ? undefined : Math.max(...loads.map((l) => l.answer)),
    slowestEvent: target.floor ? undefined : median(loads.map((l) => l.slowestEvent)),
    kept: target.floor ? undefined : loads.filter((l) => l.kept).length,
    same: target.floor ? undefined : loads.filter((l) => l.same).length,
    critical: {
      document: median(loads.map((l) => l.critical.document)),
      blockingRequests: median(loads.map((l) => l.critical.blockingRequests)),
      blockingSent: loads.every((l) => l.critical.blockingSent !== undefined)
        ? median(loads.map((l) => l.critical.blockingSent))
        : undefined,
      blockingDone: loads.every((l) => l.critical.blockingDone !== undefined)
        ? median(loads.map((l) => l.critical.blockingDone))
        : undefined,
    },
    loads: loads.length,
    lcpElement: loads.at(-1)?.lcpElement ?? '',
  }));
}

export function pageLoadTable(rows) {
  const lines = [
    '| target | page | LCP median (min–max) | FCP | page heading shown | form shown | TBT | transferred before the first input | requests | Google SDK before the first input | first input → answered (max) | slowest event after it | typed text / state kept after hydration | same nodes after hydration | LCP element | failed loads |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const of = (n, r) => (n === undefined ? '–' : `${n}/${r.loads}`);
  for (const r of rows)
    lines.push(
      `| ${r.target} | ${r.path} | **${s(r.lcp)}** (${(r.lcpRange[0] / 1000).toFixed(2)}–${(r.lcpRange[1] / 1000).toFixed(2)}) | ` +
        `${s(r.fcp)} | ${s(r.heading)} | ${r.form === undefined ? '–' : s(r.form)} | ${Math.round(r.tbt)} ms | ${r.kb.toFixed(1)} KB | ${r.requests} | ${of(r.google, r)} | ` +
        `${r.answer === undefined ? '–' : `**${Math.round(r.answer)} ms** (${Math.round(r.answerMax)})`} | ${r.slowestEvent === undefined ? '–' : `${Math.round(r.slowestEvent)} ms`} | ` +
        `${of(r.kept, r)} | ${of(r.same, r)} | ${r.lcpElement.replace(/\|/g, ' ')} | ${r.failed} |`,
    );
  return lines.join('\n');
}

/** The first paint's critical path per page (medians): document, render-blocking stylesheets, FCP, LCP. */
export function criticalPathTable(rows) {
  const ms = (v) => (v === undefined ? '–' : `${Math.round(v)} ms`);
  const lines = [
    '| target | page | document received | render-blocking requests | first of them sent | last of them received | FCP | LCP |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.target} | ${r.path} | ${ms(r.critical.document)} | ${r.critical.blockingRequests} | ${ms(r.critical.blockingSent)} | ` +
        `${ms(r.critical.blockingDone)} | ${ms(r.fcp)} | ${ms(r.lcp)} |`,
    );
  return lines.join('\n');
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const compare = args.includes('--compare') ? resolve(args[args.indexOf('--compare') + 1]) : undefined;
  const runs = Number(process.env.RUNS || 5);
  const pages = (process.env.PAGES || '/,/about,/login,/signup').split(',');
  const started = [];
  try {
    const floor = await startFloor();
    started.push(floor);
    const current = await startFrontEnds();
    started.push(current);
    const targets = [{ label: 'this checkout', url: current.url }];
    if (compare) {
      const before = await startFrontEnds(compare);
      started.push(before);
      targets.unshift({ label: `before (${compare})`, url: before.url });
    }
    targets.push({ label: 'static floor', url: floor.url, floor: true, pages: ['/'] });
    const loadBefore = loadAverage();
    const rows = await measurePageLoads(targets, { runs, pages });
    console.log(
      `\n${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadBefore} -> ${loadAverage()}; ` +
        `${runs} cold loads per page, alternating; ${PROFILE.viewport.width}x${PROFILE.viewport.height} @${PROFILE.deviceScaleFactor}, ` +
        `CPU ${PROFILE.cpuSlowdown}x slower, ${PROFILE.latencyMs} ms / 1.6 Mbps\n`,
    );
    console.log(pageLoadTable(rows));
    console.log(`\nWhat the first paint waited for (medians, from the navigation's start):\n`);
    console.log(criticalPathTable(rows));
  } finally {
    for (const s of started.reverse()) await s.stop();
  }
}
