import { useState } from 'react';

/** Where a keyset list is: the page's number for the reader, and the cursor it starts after (none: the first). */
export interface KeysetPosition {
  page: number;
  after: string | undefined;
}

/**
 * Previous / Next through a list paged by cursor (the backend gives the next page's start, not a
 * page count); the first page says how many there are, counted up to a cap ("200+ questions"). Next
 * asks for the rows after the last one shown; Previous goes back through the cursors of this visit
 * (a reloaded page has none: it goes to the first page).
 */
export function KeysetPager({
  position,
  nextCursor,
  total,
  totalCapped,
  noun,
  label,
  busy = false,
  onPage,
}: {
  position: KeysetPosition;
  /** The list's nextCursor: null on the last page. */
  nextCursor: string | null;
  /** null: not counted (a later page). */
  total: number | null;
  totalCapped: boolean;
  noun: string;
  label: string;
  /** The page asked for is still loading (the one shown is the last one): no second step yet. */
  busy?: boolean;
  onPage(next: KeysetPosition): void;
}) {
  // The cursors the pages before this one started after; the first page starts the list again.
  const [earlier, setEarlier] = useState<(string | undefined)[]>([]);
  const { page, after } = position;
  if (page <= 1 && nextCursor === null) return null;
  const next = () => {
    setEarlier(after === undefined ? [undefined] : [...earlier, after]);
    onPage({ page: page + 1, after: nextCursor ?? undefined });
  };
  const previous = () => {
    setEarlier(earlier.slice(0, -1));
    onPage(
      earlier.length > 0
        ? { page: Math.max(1, page - 1), after: earlier.at(-1) }
        : { page: 1, after: undefined },
    );
  };
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-2 mt-3">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={busy || page <= 1}
        onClick={previous}
      >
        Previous
      </button>
      <span className="small text-body-secondary">
        Page {page}
        {total !== null ? ` · ${total.toLocaleString('en')}${totalCapped ? '+' : ''} ${noun}` : ''}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={busy || nextCursor === null}
        onClick={next}
      >
        Next
      </button>
    </nav>
  );
}
