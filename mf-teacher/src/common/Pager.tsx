/** Previous / Next through a paged list; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-2 mt-3">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="small text-body-secondary">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
