import { useEffect } from 'react';

/**
 * Sent on `window` once the shell has hydrated its document: a prerendered page's
 * start-on-first-use.js (decision 0009) then replays the presses it held. The root also gets
 * `data-hydrated` (what the browser tests wait for).
 */
export const HYDRATED_EVENT = 'shell:hydrated';

let pageCommitted: () => void = () => undefined;
const pageHydrated = new Promise<void>((resolve) => (pageCommitted = resolve));

/**
 * Rendered inside a remote page's Suspense boundary, after the page (and in its error fallback).
 * React hydrates a Suspense boundary after the rest of the root: a press replayed before the
 * boundary is hydrated would reach a form without its handlers (a native submit, what was typed
 * in the address) or a button that does nothing.
 */
export function PageCommitted() {
  useEffect(() => pageCommitted(), []);
  return null;
}

/**
 * Rendered last in the root: its effect runs once the whole tree has been committed; with
 * `afterPage` (a document that holds its page) once the page's boundary has been hydrated too.
 */
export function AnnounceHydrated({ afterPage = false }: { afterPage?: boolean }) {
  useEffect(() => {
    const announce = () => {
      document.getElementById('root')?.setAttribute('data-hydrated', 'true');
      window.dispatchEvent(new Event(HYDRATED_EVENT));
    };
    if (afterPage) void pageHydrated.then(announce);
    else announce();
  }, [afterPage]);
  return null;
}
