// Front-end budgets (README, benchmarks): each remote builds alone in at most 30 s on 2 cores, and the Home
// page's first load is at most 120 KB of gzipped JavaScript and CSS (150 KB before decision 0009).
// Then Home, About and Login on a school phone: LCP, TBT and bytes (page-load.mjs)
// beside a static floor page.
//
// Usage (from the repository root):
//   node bench/frontend/run.mjs                     build each remote (and the shell), start the app
//                                                   as `npm start` does on free ports, measure Home
//   node bench/frontend/run.mjs --url http://localhost:8080   measure an app already running there
//   node bench/frontend/run.mjs --skip-build        measure only
// Builds run one at a time, each as `npm run build -w <workspace>`; the machine is shared, so the
// load average is printed beside every time (wall time counts the other processes' share of the
// 2 cores; user + sys CPU time does not). Exits 1 when Home is over its budget.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayApp } from '../../scripts/app.mjs';
import { measurePageLoads, pageLoadTable, PROFILE, startFloor } from './page-load.mjs';
import { REMOTES } from '@elearning/deployment';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MEASURE_HOME = join(repoRoot, 'e2e', 'scripts', 'measure-home.mjs');
const BUILD_BUDGET_S = 30;
const HOME_BUDGET_KB = 120;

const args = process.argv.slice(2);
const urlArg = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;
const skipBuild = args.includes('--skip-build');

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Runs a command; resolves with its output and exit code. */
function capture(cmd, cmdArgs, options = {}) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, cmdArgs, { cwd: repoRoot, ...options });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, out, err }));
  });
}

/** One production build of a workspace: wall time and the CPU time of every process it ran. */
async function timeBuild(workspace) {
  const loadBefore = loadAverage();
  const started = process.hrtime.bigint();
  // bash's `time` reports the CPU time of all the build's processes (npm, webpack, swc workers).
  const { code, err, out } = await capture('bash', [
    '-c',
    'TIMEFORMAT="cpu %U %S"; time npm run build -w "$0" >/dev/null 2>"$1"',
    workspace,
    `/tmp/bench-frontend-${workspace}.log`,
  ]);
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0)
    throw new Error(
      `npm run build -w ${workspace} failed (see /tmp/bench-frontend-${workspace}.log)\n${out}${err}`,
    );
  const [, user, sys] = /cpu ([\d.]+) ([\d.]+)/.exec(err) ?? [];
  return { workspace, wall, cpu: Number(user) + Number(sys), loadBefore, loadAfter: loadAverage() };
}

/** Home first load, measured by e2e/scripts/measure-home.mjs (the same measurement the e2e suite uses). */
async function measureHome(url) {
  const { code, out, err } = await capture(process.execPath, [MEASURE_HOME, url]);
  if (code !== 0) throw new Error(`measure-home.mjs failed:\n${out}${err}`);
  const files = [...out.matchAll(/^\s*([\d.]+) KB gz\s+([\d.]+) KB\s+(\S+)$/gm)].map((m) => ({
    gzipKb: Number(m[1]),
    rawKb: Number(m[2]),
    url: m[3],
  }));
  const total = /^TOTAL ([\d.]+) KB/m.exec(out);
  if (!total) throw new Error(`no TOTAL line in measure-home.mjs output:\n${out}`);
  return { totalKb: Number(total[1]), files };
}

/** The app as `npm start` runs it, on free ports with a throwaway database. */
function startBenchApp() {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return startThrowawayApp({ env, log: () => {} });
}

const remotes = REMOTES.map((r) => r.dir);
console.log(
  `Machine: ${os.cpus().length} cores, load average ${loadAverage()} (1, 5, 15 min), Node ${process.version}`,
);

const builds = [];
if (!skipBuild) {
  for (const workspace of [...remotes, 'shell']) {
    const result = await timeBuild(workspace);
    builds.push(result);
    console.log(
      `build ${workspace.padEnd(13)} ${result.wall.toFixed(1).padStart(5)} s wall, ${result.cpu.toFixed(1).padStart(5)} s CPU` +
        `  (load ${result.loadBefore} -> ${result.loadAfter})`,
    );
  }
}

const app = urlArg ? { url: urlArg, stop: async () => {} } : await startBenchApp();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void app.stop().finally(() => process.exit(130)));
let home;
let pageLoads;
const floor = await startFloor();
try {
  home = await measureHome(app.url);
  pageLoads = await measurePageLoads([
    { label: 'app', url: app.url },
    { label: 'static floor', url: floor.url, floor: true, pages: ['/'] },
  ]);
} finally {
  await app.stop();
  await floor.stop();
}

console.log('\n## Results\n');
console.log(
  `${new Date().toISOString()}, ${os.cpus().length} cores, load average at the end ${loadAverage()}\n`,
);
if (builds.length) {
  console.log(
    `| build (alone) | wall | CPU (user + sys) | load average before -> after | budget ${BUILD_BUDGET_S} s |`,
  );
  console.log('|---|---|---|---|---|');
  for (const b of builds) {
    const budget = remotes.includes(b.workspace)
      ? b.wall <= BUILD_BUDGET_S
        ? 'within'
        : 'OVER'
      : '(shell: no budget)';
    console.log(
      `| ${b.workspace} | ${b.wall.toFixed(1)} s | ${b.cpu.toFixed(1)} s | ${b.loadBefore} -> ${b.loadAfter} | ${budget} |`,
    );
  }
  console.log('');
}
console.log(
  `Home first load: **${home.totalKb.toFixed(1)} KB** gzipped JS + CSS in ${home.files.length} files (budget ${HOME_BUDGET_KB} KB: ${home.totalKb <= HOME_BUDGET_KB ? 'within' : 'OVER'})\n`,
);
console.log('| gzipped | raw | file |');
console.log('|---|---|---|');
for (const f of home.files)
  console.log(`| ${f.gzipKb.toFixed(1)} KB | ${f.rawKb.toFixed(1)} KB | ${f.url} |`);
console.log(
  `\nOn a school phone: ${PROFILE.viewport.width}x${PROFILE.viewport.height}, CPU ${PROFILE.cpuSlowdown}x slower, ` +
    `${PROFILE.latencyMs} ms / 1.6 Mbps, cold cache, median of 5 loads (targets: LCP <= 1.0 s Home and About, <= 1.5 s Login)\n`,
);
console.log(pageLoadTable(pageLoads));
process.exitCode = home.totalKb <= HOME_BUDGET_KB ? 0 : 1;
