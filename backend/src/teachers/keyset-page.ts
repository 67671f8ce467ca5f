import { HttpStatus } from '@nestjs/common';
import { ApiErrorException } from '../common/api-error.js';

/** The most a list's total is counted to: beyond it the console says "200+". */
export const TOTAL_CAP = 200;

export interface ListTotal {
  /** null: not counted (a page after a cursor). */
  total: number | null;
  /** true: there are more than `total` (shown as "200+"). */
  totalCapped: boolean;
}

/**
 * The total of a list paged by keyset, on a numbered page only (`page` null: after a cursor). A page
 * that ends the list says it from its own rows; otherwise `count` counts up to TOTAL_CAP + 1, so a
 * big school's list costs what a small one's does. Either way the total says at most TOTAL_CAP.
 */
async function cappedTotal(
  page: number | null,
  pageSize: number,
  shown: number,
  more: boolean,
  count: (limit: number) => Promise<number>,
): Promise<ListTotal> {
  if (page === null) return { total: null, totalCapped: false };
  const counted =
    !more && (page === 1 || shown > 0) ? (page - 1) * pageSize + shown : await count(TOTAL_CAP + 1);
  return { total: Math.min(counted, TOTAL_CAP), totalCapped: counted > TOTAL_CAP };
}

/** Where a page of a keyset list starts: after the row a cursor names, or after skipping rows. */
export type PageStart<Cursor> = { after: Cursor } | { offset: number };

export interface KeysetPage<Row> extends ListTotal {
  rows: Row[];
  /** The numbered page asked for; 0 after a cursor. */
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

/**
 * One page of a list read newest first by keyset: the rows after the cursor `after` (decoded by
 * `decode`; one it cannot read is a 400 with `badCursor`), or the numbered `page` counted from the
 * top; one row more than the page is read to know whether there is a next one, without counting.
 */
export async function keysetPage<Cursor, Row>(
  options: { after?: string; page?: number; pageSize: number },
  list: {
    decode(text: string): Cursor | undefined;
    badCursor: string;
    read(start: PageStart<Cursor>, limit: number): Promise<Row[]>;
    count(limit: number): Promise<number>;
    cursorOf(row: Row): string;
  },
): Promise<KeysetPage<Row>> {
  const { pageSize } = options;
  const after = options.after === undefined ? undefined : list.decode(options.after);
  if (options.after !== undefined && after === undefined)
    throw new ApiErrorException(HttpStatus.BAD_REQUEST, list.badCursor);
  const page = after === undefined ? (options.page ?? 1) : null;
  const read = await list.read(
    after === undefined ? { offset: ((page ?? 1) - 1) * pageSize } : { after },
    pageSize + 1,
  );
  const rows = read.slice(0, pageSize);
  const more = read.length > pageSize;
  const last = rows.at(-1);
  return {
    rows,
    page: page ?? 0,
    pageSize,
    ...(await cappedTotal(page, pageSize, rows.length, more, list.count)),
    nextCursor: more && last !== undefined ? list.cursorOf(last) : null,
  };
}
