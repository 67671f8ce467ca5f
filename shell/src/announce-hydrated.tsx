import { useEffect } from 'react';

/**
 * Sent on `window` once the shell has hydrated its document: a prerendered page's
 * start-on-first-use.js (decision 0009) then replays the presses it held. The root also gets
 * `data-hydrated` (what the browser tests wait for).
 */
export const HYDRATED_EVENT = 'shell:hydrated';

/** Rendered last in the root: its effect runs once the whole tree has been committed. */
export function AnnounceHydrated() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
