/**
 * Previous / Next through a list paged by cursor (the backend gives the next page's start, not a
 * page count); the first page says how many there are, counted up to a cap ("200+ questions").
 */
export function KeysetPager({
  page,
  total,
  totalCapped,
  noun,
  hasNext,
  onNext,
  onPrevious,
  label,
}: {
  page: number;
  /** null: not counted (a later page). */
  total: number | null;
  totalCapped: boolean;
  noun: string;
  hasNext: boolean;
  onNext(): void;
  onPrevious(): void;
  label: string;
}) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-2 mt-3">
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page <= 1} onClick={onPrevious}>
        Previous
      </button>
      <span className="small text-body-secondary">
        Page {page}
        {total !== null ? ` · ${total.toLocaleString('en')}${totalCapped ? '+' : ''} ${noun}` : ''}
      </span>
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={!hasNext} onClick={onNext}>
        Next
      </button>
    </nav>
  );
}
