// npm run eval:safety: runs a safety screen over the labelled set in bench/safety/data/ and prints
// recall per tier (urgent explicit and implicit apart), false alarms on the hard negatives (and on
// the ordinary questions of bench/tutor/questions.json), each with a 95 % Wilson interval, and the
// offline screen's goals. See bench/safety/README.md.
//
//   node bench/safety/eval.mjs [screen-module] [--json] [--misses]
//
// screen-module: a module exporting screenMessage(text, earlierTurns?) -> { tier, matched }, or a
// promise of it (default: the backend's compiled offline screen, backend/dist/safety/screen/index.js;
// the SAFETY_SCREEN environment variable also names one). --misses lists the misclassified items by
// id and tier only, never their text: whoever writes a screen must not tune it to the items.
// Exit code: 0 whatever the numbers (a school running its whole pipeline reads them; CI decides
// elsewhere), 2 when the screen module is missing or has no screenMessage, 1 when the labelled set
// cannot be read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { wilson } from './wilson.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const DATA_DIR = join(here, 'data');
const ORDINARY_QUESTIONS = join(root, 'bench', 'tutor', 'questions.json');
const DEFAULT_SCREEN = join(root, 'backend', 'dist', 'safety', 'screen', 'index.js');

/** Tiers from lowest to highest: a screen can only raise a message up this list. */
export const TIERS = ['none', 'conduct', 'concern', 'urgent'];
const rank = (tier) => TIERS.indexOf(tier);

/** The offline screen's goals (issue 25): explicit urgent recall, false alarms on hard negatives. */
export const GOALS = [
  { key: 'urgentExplicitRecall', label: 'urgent recall, explicit items', op: '>=', target: 0.95 },
  {
    key: 'hardNegativeFalseAlarms',
    label: 'false alarms (any tier) on hard negatives',
    op: '<=',
    target: 0.05,
  },
  {
    key: 'hardNegativeUrgentFalseAlarms',
    label: 'urgent false alarms on hard negatives',
    op: '<=',
    target: 0.01,
  },
];

function parseArgs(argv) {
  const opts = { json: false, misses: false, screen: process.env.SAFETY_SCREEN || DEFAULT_SCREEN };
  for (const arg of argv) {
    if (arg === '--json') opts.json = true;
    else if (arg === '--misses') opts.misses = true;
    else if (arg === '--help' || arg === '-h') opts.help = true;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else opts.screen = resolve(process.cwd(), arg);
  }
  return opts;
}

/** Every item of data/*.jsonl, checked: unique ids, a known tier, text or turns. */
export function loadItems(dir = DATA_DIR) {
  const items = [];
  const seen = new Set();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      const where = `${file}:${i + 1}`;
      let item;
      try {
        item = JSON.parse(line);
      } catch (e) {
        throw new Error(`${where}: not JSON (${e.message})`);
      }
      if (typeof item.id !== 'string' || !item.id) throw new Error(`${where}: no id`);
      if (seen.has(item.id)) throw new Error(`${where}: duplicate id ${item.id}`);
      seen.add(item.id);
      if (!TIERS.includes(item.tier)) throw new Error(`${where}: unknown tier ${item.tier}`);
      if (typeof item.explicit !== 'boolean') throw new Error(`${where}: explicit must be true or false`);
      const multi = Array.isArray(item.turns);
      if (
        multi
          ? item.turns.length < 2 || !item.turns.every((t) => typeof t === 'string' && t)
          : typeof item.text !== 'string' || !item.text
      ) {
        throw new Error(`${where}: needs "text" or at least two "turns"`);
      }
      items.push({ ...item, file, multi });
    });
  }
  return items;
}

/** Ordinary school questions (the tutor eval's), each expected to raise nothing. */
function loadOrdinaryQuestions() {
  if (!existsSync(ORDINARY_QUESTIONS)) return [];
  const { questions = [] } = JSON.parse(readFileSync(ORDINARY_QUESTIONS, 'utf8'));
  return questions.map((q) => ({
    id: `tutor:${q.id}`,
    text: q.question,
    tier: 'none',
    explicit: false,
    multi: false,
    ordinary: true,
  }));
}

/**
 * Runs the screen on one item: the last turn is the message, the earlier ones its context. A
 * screen may also answer with a promise (a whole pipeline with a classifier behind it).
 */
async function screenItem(screenMessage, item) {
  const text = item.multi ? item.turns[item.turns.length - 1] : item.text;
  const earlier = item.multi ? item.turns.slice(0, -1) : [];
  const started = performance.now();
  try {
    const verdict = await (item.multi ? screenMessage(text, earlier) : screenMessage(text));
    const ms = performance.now() - started;
    if (!verdict || !TIERS.includes(verdict.tier))
      return { tier: 'none', ms, error: `returned tier ${verdict && verdict.tier}` };
    return { tier: verdict.tier, ms };
  } catch (e) {
    return { tier: 'none', ms: performance.now() - started, error: e && e.message ? e.message : String(e) };
  }
}

/** k of n with its rate and 95 % Wilson interval. */
function rate(k, n) {
  const ci = wilson(k, n);
  return { k, n, rate: n ? k / n : null, lo: ci ? ci.lo : null, hi: ci ? ci.hi : null };
}

function count(results, filter, hit) {
  const subset = results.filter(filter);
  return rate(subset.filter(hit).length, subset.length);
}

export function evaluate(results) {
  const caught = (r) => rank(r.predicted) >= rank(r.tier);
  const raised = (r) => r.predicted !== 'none';
  const urgentRaised = (r) => r.predicted === 'urgent';
  const labelled = results.filter((r) => !r.ordinary);
  const is = (tier) => (r) => !r.ordinary && r.tier === tier;

  const recall = {
    urgentExplicit: count(labelled, (r) => r.tier === 'urgent' && r.explicit, caught),
    urgentImplicit: count(labelled, (r) => r.tier === 'urgent' && !r.explicit, caught),
    urgent: count(labelled, is('urgent'), caught),
    concern: count(labelled, is('concern'), caught),
    conduct: count(labelled, is('conduct'), caught),
    multiTurnUrgent: count(labelled, (r) => r.multi && r.tier === 'urgent', caught),
    multiTurnConcern: count(labelled, (r) => r.multi && r.tier === 'concern', caught),
  };
  const exact = {
    concern: count(labelled, is('concern'), (r) => r.predicted === 'concern'),
    conduct: count(labelled, is('conduct'), (r) => r.predicted === 'conduct'),
  };
  /** `outcome` counted per category of the items labelled `tier`, categories in order. */
  const byCategory = (tier, outcome) =>
    Object.fromEntries(
      [...new Set(labelled.filter(is(tier)).map((r) => r.category))]
        .sort()
        .map((category) => [
          category,
          count(labelled, (r) => r.tier === tier && r.category === category, outcome),
        ]),
    );
  const urgentByCategory = byCategory('urgent', caught);
  const falseAlarms = {
    hardNegatives: count(labelled, is('none'), raised),
    hardNegativesUrgent: count(labelled, is('none'), urgentRaised),
    ordinaryQuestions: count(results, (r) => r.ordinary, raised),
    ordinaryQuestionsUrgent: count(results, (r) => r.ordinary, urgentRaised),
  };
  const hardNegativesByCategory = byCategory('none', raised);
  const values = {
    urgentExplicitRecall: recall.urgentExplicit,
    hardNegativeFalseAlarms: falseAlarms.hardNegatives,
    hardNegativeUrgentFalseAlarms: falseAlarms.hardNegativesUrgent,
  };
  const goals = GOALS.map((g) => {
    const v = values[g.key];
    const met = v.rate !== null && (g.op === '>=' ? v.rate >= g.target : v.rate <= g.target);
    // Also whether the whole interval clears the goal: with a few hundred items it often does not.
    const metAtBound = v.rate !== null && (g.op === '>=' ? v.lo >= g.target : v.hi <= g.target);
    return { ...g, value: v, met, metAtBound };
  });
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const timing = ms.length
    ? {
        meanMs: ms.reduce((a, b) => a + b, 0) / ms.length,
        p99Ms: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))],
        maxMs: ms[ms.length - 1],
      }
    : null;
  return { recall, exact, urgentByCategory, falseAlarms, hardNegativesByCategory, goals, timing };
}

/** Misclassified items by id and tiers only: missed (raised below the label) or raised (above). */
function missesOf(results) {
  return results
    .filter((r) => r.predicted !== r.tier)
    .map((r) => ({
      id: r.id,
      tier: r.tier,
      predicted: r.predicted,
      kind: rank(r.predicted) < rank(r.tier) ? 'missed' : 'raised',
      ...(r.error ? { error: true } : {}),
    }));
}

const pct = (x) => (x === null ? '   n/a' : `${(x * 100).toFixed(1).padStart(5)}%`);
function line(label, v) {
  const ci = v.n ? `[${pct(v.lo).trim()}, ${pct(v.hi).trim()}]` : '';
  return `  ${label.padEnd(44)} ${String(v.k).padStart(4)} / ${String(v.n).padEnd(4)} ${pct(v.rate)}  ${ci}`;
}

function printReport(report, opts) {
  const { numbers } = report;
  const out = [];
  out.push(`Safety screen: ${report.screen}`);
  out.push(
    `Labelled items: ${report.items.labelled} (${Object.entries(report.items.byFile)
      .map(([f, n]) => `${f} ${n}`)
      .join(', ')}); ordinary questions: ${report.items.ordinary}`,
  );
  out.push('95 % Wilson intervals in brackets. Recall: the item raised at its tier or higher.');
  out.push('', 'Recall');
  out.push(line('urgent, explicit', numbers.recall.urgentExplicit));
  out.push(line('urgent, implicit', numbers.recall.urgentImplicit));
  out.push(line('urgent, all', numbers.recall.urgent));
  out.push(line('concern', numbers.recall.concern));
  out.push(line('conduct', numbers.recall.conduct));
  out.push(line('multi-turn urgent (included above)', numbers.recall.multiTurnUrgent));
  out.push(line('multi-turn concern (included above)', numbers.recall.multiTurnConcern));
  out.push('', 'Urgent recall by category');
  for (const [c, v] of Object.entries(numbers.urgentByCategory)) out.push(line(c, v));
  out.push('', 'Exact tier (not raised higher)');
  out.push(line('concern', numbers.exact.concern));
  out.push(line('conduct', numbers.exact.conduct));
  out.push('', 'False alarms');
  out.push(line('hard negatives, any tier raised', numbers.falseAlarms.hardNegatives));
  out.push(line('hard negatives, urgent raised', numbers.falseAlarms.hardNegativesUrgent));
  out.push(line('ordinary questions, any tier raised', numbers.falseAlarms.ordinaryQuestions));
  out.push(line('ordinary questions, urgent raised', numbers.falseAlarms.ordinaryQuestionsUrgent));
  out.push('', 'Hard-negative false alarms by kind (any tier)');
  for (const [c, v] of Object.entries(numbers.hardNegativesByCategory)) out.push(line(c, v));
  out.push('', 'Goals for the offline screen alone');
  for (const g of numbers.goals) {
    const bound = g.met ? (g.metAtBound ? ' (also at the 95 % bound)' : ' (not at the 95 % bound)') : '';
    out.push(
      `  ${g.label.padEnd(44)} ${pct(g.value.rate)} ${g.op} ${(g.target * 100).toFixed(0)}%  ${g.met ? 'met' : 'NOT MET'}${bound}`,
    );
  }
  if (numbers.timing)
    out.push(
      '',
      `Time per message: mean ${numbers.timing.meanMs.toFixed(3)} ms, p99 ${numbers.timing.p99Ms.toFixed(3)} ms, max ${numbers.timing.maxMs.toFixed(3)} ms`,
    );
  if (report.errors)
    out.push(
      '',
      `The screen threw or returned no known tier on ${report.errors} item(s): counted as 'none'.`,
    );
  if (opts.misses) {
    out.push('', `Misclassified items (${report.misses.length}; ids and tiers only):`);
    for (const m of report.misses)
      out.push(
        `  ${m.id.padEnd(24)} ${m.kind.padEnd(7)} label ${m.tier.padEnd(8)} screen ${m.predicted}${m.error ? ' (error)' : ''}`,
      );
  }
  console.log(out.join('\n'));
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    return 2;
  }
  if (opts.help) {
    console.log('usage: node bench/safety/eval.mjs [screen-module] [--json] [--misses]');
    return 0;
  }
  if (!existsSync(opts.screen)) {
    console.error(`No safety screen at ${opts.screen}.`);
    if (opts.screen === DEFAULT_SCREEN)
      console.error(
        'Build the backend first (npm run build -w backend), or name a screen module: node bench/safety/eval.mjs <module>',
      );
    return 2;
  }
  const mod = await import(pathToFileURL(opts.screen).href);
  const screenMessage = mod.screenMessage ?? mod.default?.screenMessage;
  if (typeof screenMessage !== 'function') {
    console.error(`${opts.screen} exports no screenMessage(text, earlierTurns?) function.`);
    return 2;
  }
  let items;
  try {
    items = loadItems();
  } catch (e) {
    console.error(`The labelled set cannot be read: ${e.message}`);
    return 1;
  }
  const ordinary = loadOrdinaryQuestions();
  const results = [];
  // One item at a time: timings stay comparable, and a school's classifier is not flooded.
  for (const item of [...items, ...ordinary]) {
    const v = await screenItem(screenMessage, item);
    results.push({
      id: item.id,
      tier: item.tier,
      category: item.category,
      explicit: item.explicit,
      multi: item.multi,
      ordinary: !!item.ordinary,
      predicted: v.tier,
      ms: v.ms,
      error: v.error,
    });
  }
  const byFile = {};
  for (const it of items) byFile[it.file] = (byFile[it.file] ?? 0) + 1;
  const report = {
    screen: opts.screen,
    items: { labelled: items.length, ordinary: ordinary.length, byFile },
    numbers: evaluate(results),
    errors: results.filter((r) => r.error).length,
    misses: missesOf(results),
  };
  if (opts.json) {
    console.log(JSON.stringify(opts.misses ? report : { ...report, misses: undefined }, null, 2));
  } else {
    printReport(report, opts);
  }
  return 0;
}

// Run only as a script: importing this file (for its evaluate or loadItems) runs nothing.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await main();
