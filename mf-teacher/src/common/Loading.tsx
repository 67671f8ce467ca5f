/** A list or a detail being fetched. */
export function Loading() {
  return (
    <p className="text-body-secondary" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      Loading…
    </p>
  );
}
