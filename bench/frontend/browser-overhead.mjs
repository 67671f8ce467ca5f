#!/usr/bin/env node
/**
 * What the headless browser itself spends on each new window (a browser context: every load of
 * page-load.mjs, every browser test), with the tests' CHROMIUM_ARGS and with Chromium's defaults
 * (those arguments without the --disable-features line). Reads the CPU time of the browser's
 * processes from /proc, by process type, after CONTEXTS contexts that each open a blank page.
 *
 *   node bench/frontend/browser-overhead.mjs        (CONTEXTS=5)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/scripts/chromium-args.mjs';

const CONTEXTS = Number(process.env.CONTEXTS ?? 5);
const TICK_MS = 10;

function processes() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        return [
          {
            pid: Number(pid),
            ppid: Number(stat[1]),
            cpuMs: (Number(stat[11]) + Number(stat[12])) * TICK_MS,
            cmd,
          },
        ];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/** CPU ms by process type of the browser started with `args`, after CONTEXTS windows. */
async function measure(args) {
  const before = new Set(processes().map((p) => p.pid));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args,
  });
  try {
    const root = processes().find((p) => !before.has(p.pid) && p.cmd.includes('--remote-debugging-pipe'));
    for (let i = 0; i < CONTEXTS; i++) {
      const context = await browser.newContext();
      await (await context.newPage()).goto('data:text/html,<p>blank</p>');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await context.close();
    }
    const all = processes();
    const family = new Set([root.pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const p of all)
        if (!family.has(p.pid) && family.has(p.ppid)) {
          family.add(p.pid);
          grew = true;
        }
    }
    const byType = {};
    for (const p of all.filter((q) => family.has(q.pid))) {
      const type =
        (/--type=(\S+)/.exec(p.cmd)?.[1] ?? 'browser') +
        (p.cmd.includes('--top-chrome-webui') ? ' (top-chrome WebUI)' : '');
      byType[type] = (byType[type] ?? 0) + p.cpuMs;
    }
    return byType;
  } finally {
    await browser.close();
  }
}

const defaults = CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--disable-features='));
const rows = [
  ["without ours (Playwright's own --disable-features)", await measure(defaults)],
  ['CHROMIUM_ARGS', await measure(CHROMIUM_ARGS)],
];
const types = [...new Set(rows.flatMap(([, byType]) => Object.keys(byType)))];
console.log(`${CONTEXTS} contexts; CPU ms per context by process type`);
console.log(`| arguments | ${types.join(' | ')} | total |`);
console.log(`|---|${types.map(() => '---:').join('|')}|---:|`);
for (const [label, byType] of rows) {
  const per = (ms) => (ms / CONTEXTS).toFixed(0);
  const total = Object.values(byType).reduce((a, b) => a + b, 0);
  console.log(`| ${label} | ${types.map((t) => per(byType[t] ?? 0)).join(' | ')} | ${per(total)} |`);
}
