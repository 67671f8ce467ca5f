import type { RosterWarning } from '@elearning/contract';
import { parse } from 'csv-parse/sync';
import { COLUMNS, REQUIRED, type TableName } from './oneroster-columns.js';

/**
 * One CSV file of an export as rows by column name: lenient about line ends, quotes and headers
 * (a header within an edit or two of a known column is read as it, with a warning); strict about
 * what makes the file unusable (a RosterFileError, a 400 that names it).
 */

/** Why nothing can be imported from this upload; the message is for the admin (a 400). */
export class RosterFileError extends Error {}

interface CsvRecord {
  line: number;
  cells: string[];
}

export function csvRecords(file: string, text: string): CsvRecord[] {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new RosterFileError(
      `${file}${line ? ` near line ${line}` : ''} is not valid CSV (${error instanceof Error ? error.message : String(error)}): nothing was imported`,
    );
  }
  return parsed.map(({ record, info }) => {
    // info.lines is where the record ends; a quoted line break puts its start higher up.
    const breaks = record.reduce((count, cell) => count + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
    return { line: info.lines - breaks, cells: record };
  });
}

/** A file's rows by column name (values trimmed; '' for a blank or missing cell). */
export interface CsvRows {
  file: string;
  rows: { line: number; get(column: string): string }[];
  mentioned: Set<string>;
}

export function readTable(file: string, text: string, table: TableName, warnings: RosterWarning[]): CsvRows {
  const [header, ...records] = csvRecords(file, text);
  const known: readonly string[] = COLUMNS[table];
  const index = new Map<string, number>();
  const unmatched: { name: string; at: number }[] = [];
  (header?.cells ?? []).forEach((raw, at) => {
    const name = raw.trim();
    if (!name) return;
    const column = known.find((candidate) => squash(candidate) === squash(name));
    if (column === undefined) unmatched.push({ name, at });
    else if (!index.has(column)) index.set(column, at);
  });
  // A misspelled header (`prefferedGivenName`, `dataLastModified`) is read as the column it is closest to.
  for (const { name, at } of unmatched) {
    const column = closestColumn(
      name,
      known.filter((candidate) => !index.has(candidate)),
    );
    if (column === undefined) continue;
    index.set(column, at);
    warnings.push({ file, line: 1, message: `column "${name}" read as "${column}"` });
  }
  const missing = REQUIRED[table].filter((column) => !index.has(column));
  if (missing.length > 0)
    throw new RosterFileError(
      `${file} has no ${missing.map((column) => `"${column}"`).join(', ')} column: nothing was imported (the first line must name the columns)`,
    );
  if (table === 'users' && !index.has('email') && !index.has('username'))
    throw new RosterFileError(
      `${file} has neither an "email" nor a "username" column: accounts are matched by email`,
    );

  const mentioned = new Set<string>();
  const rows = records.map(({ line, cells }) => {
    const get = (column: string) => {
      const at = index.get(column);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const id = get('sourcedId');
    if (id) mentioned.add(id);
    return { line, get };
  });
  return { file, rows, mentioned };
}

/** Header names compared without case, spaces, underscores or hyphens. */
function squash(name: string): string {
  return name.toLowerCase().replace(/[\s_-]/g, '');
}

/** The one known column within a small edit distance of `name` (none when two are as close). */
function closestColumn(name: string, candidates: readonly string[]): string | undefined {
  const target = squash(name);
  const allowed = target.length >= 8 ? 2 : target.length >= 4 ? 1 : 0;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  let tie = false;
  for (const candidate of candidates) {
    const distance = editDistance(target, squash(candidate));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  return best !== undefined && !tie ? best : undefined;
}

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`: "emial" is 1 from "email". */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  return at(a.length, b.length);
}

export type Row = CsvRows['rows'][number];
