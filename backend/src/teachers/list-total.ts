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
export async function cappedTotal(
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
