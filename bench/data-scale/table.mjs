// The data-scale run's Markdown table: p50 / p95 (ms) of every endpoint at each size, before and
// after when the run compared two builds, and the growth of p95 from the small to the big size.
//   node bench/data-scale/table.mjs bench/results/data-scale-….json
import { readFileSync } from 'node:fs';

export function table(report) {
  const [small, big] = report.runs;
  const cell = (run, side, name) => {
    const row = run?.[side]?.results.find((r) => r.name === name);
    if (!row) return '–';
    return `${row.p50.toFixed(1)} / ${row.p95.toFixed(1)}${row.n < report.calls ? ` (n=${row.n})` : ''}`;
  };
  const growth = (side, name) => {
    const a = small?.[side]?.results.find((r) => r.name === name);
    const b = big?.[side]?.results.find((r) => r.name === name);
    return a && b ? `${(b.p95 / a.p95).toFixed(1)}×` : '–';
  };
  const load = (side) =>
    report.runs
      .filter((r) => r[side])
      .map((r) => `${r[side].loadAtStart.toFixed(1)}→${r[side].loadAtEnd.toFixed(1)}`)
      .join(', ');
  const sizes = report.runs.map((r) => r.size.toLocaleString('en'));
  const hasBefore = Boolean(small.before);
  const sides = hasBefore ? ['before', 'after'] : ['after'];
  const header = sides.flatMap((side) => [
    ...sizes.map((size) => `${hasBefore ? `${side}: ` : ''}p50 / p95 ms at ${size}`),
    'p95 growth',
  ]);
  const lines = [
    `Postgres ${report.postgres}, ${report.date}; load average (1 min) while measuring: ${sides.map((side) => `${side} ${load(side)}`).join('; ')}`,
    '',
    ...report.runs.map(
      (r) =>
        `- ${r.size.toLocaleString('en')} questions: seeded in ${r.seedSeconds.toFixed(1)} s (database ${(r.bytes / 2 ** 30).toFixed(2)} GiB)` +
        (r.migration
          ? `; migrations ${r.migration.names.join(', ')} on it: ${r.migration.seconds.toFixed(1)} s, ${r.migration.inserts} inserts meanwhile, slowest ${r.migration.slowestInsertMs.toFixed(0)} ms`
          : ''),
    ),
    '',
    `| endpoint | ${header.join(' | ')} |`,
    `|---|${header.map(() => '---').join('|')}|`,
  ];
  for (const { name } of small.after.results) {
    const cells = sides.flatMap((side) => [...report.runs.map((run) => cell(run, side, name)), growth(side, name)]);
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(table(JSON.parse(readFileSync(process.argv[2], 'utf8'))));
}
