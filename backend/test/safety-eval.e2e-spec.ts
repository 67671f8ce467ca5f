/**
 * The offline screen measured on the labelled set in npm test (docs/safety.md; bench/safety): the
 * real `npm run eval:safety` on the built screen (backend/dist, built by the global setup). The
 * false-alarm goals must hold; explicit urgent recall must reach its goal (0.95) or at least never
 * fall below the last recorded measurement (bench/safety/recorded.json, written from RESULTS.md),
 * so a change that loses recall or adds false alarms fails here. The numbers are printed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Rate {
  k: number;
  n: number;
  rate: number;
}
interface Goal {
  key: string;
  label: string;
  target: number;
  value: Rate;
  met: boolean;
}
interface EvalOutput {
  numbers: { goals: Goal[]; recall: Record<string, Rate>; timing: { maxMs: number } };
}

const recorded = JSON.parse(readFileSync(join(root, 'bench', 'safety', 'recorded.json'), 'utf8')) as {
  urgentExplicitRecall: number;
};

let result: EvalOutput;
beforeAll(() => {
  const run = spawnSync(process.execPath, [join(root, 'bench', 'safety', 'eval.mjs'), '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SAFETY_SCREEN: join(root, 'backend', 'dist', 'safety', 'screen', 'index.js') },
  });
  if (run.status !== 0) throw new Error(`eval:safety exited ${run.status}: ${run.stderr}`);
  result = JSON.parse(run.stdout) as EvalOutput;
  const line = (g: Goal) => `${g.label}: ${(g.value.rate * 100).toFixed(1)} % (${g.value.k}/${g.value.n}), goal ${g.target * 100} %${g.met ? '' : ' NOT MET'}`;
  console.log(`offline safety screen on the labelled set:\n${result.numbers.goals.map(line).join('\n')}`);
});

const goal = (key: string) => result.numbers.goals.find((g) => g.key === key)!;

describe('the offline screen on the labelled set (npm run eval:safety)', () => {
  it('false alarms on the hard negatives of school work stay within the goals', () => {
    expect(goal('hardNegativeFalseAlarms').met).toBe(true);
    expect(goal('hardNegativeUrgentFalseAlarms').met).toBe(true);
  });

  it('explicit urgent recall reaches its goal, or never falls below the last recorded measurement', () => {
    const recall = goal('urgentExplicitRecall');
    expect(recall.met || recall.value.rate >= recorded.urgentExplicitRecall).toBe(true);
  });

  // Wall-clock time of one pass: on a loaded 2-core machine a message waits for a core for tens of
  // milliseconds (its CPU time stays under 10 ms, bench/safety/RESULTS.md); runaway backtracking
  // takes seconds, which this bound still catches.
  it('no message takes long: the screen runs in process before the model call', () => {
    expect(result.numbers.timing.maxMs).toBeLessThan(250);
  });
});
