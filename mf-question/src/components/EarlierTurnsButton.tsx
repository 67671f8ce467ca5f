import { useState } from 'react';

interface EarlierTurnsButtonProps {
  /** Turns asked before the first one shown. */
  count: number;
  /** Reads the page before the first turn shown and puts it on the page. */
  onShow: () => Promise<void>;
}

/** A long conversation opens at its latest turns; this reads the earlier ones, a page at a time. */
export function EarlierTurnsButton({ count, onShow }: EarlierTurnsButtonProps) {
  const [loading, setLoading] = useState(false);
  const show = () => {
    setLoading(true);
    onShow().finally(() => setLoading(false));
  };
  return (
    <div className="text-center mb-3">
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={show} disabled={loading}>
        {loading ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        Show earlier questions ({count})
      </button>
    </div>
  );
}
