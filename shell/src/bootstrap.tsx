import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AnnounceHydrated } from './announce-hydrated';
import type { EarlyStart } from './early-start';
import type { PageModule } from './remotes';

/**
 * The gateway serves the routes of remote pages as prerendered documents (decision 0005): the
 * shell's navigation and footer written when the shell was built, and either the page's markup
 * written when its remote was built (`page`: Home, About) or the loading indicator (`frame`).
 * Such a root is hydrated, not rendered again.
 */
const PRERENDERED = 'data-prerendered';

/** Resolves with the module, or undefined when it failed (the page's boundary shows why). */
const settled = (module: Promise<PageModule> | undefined) =>
  module?.then(
    (value) => value,
    () => undefined,
  );

/**
 * How long a page that is not prerendered waits for its module before the shell renders with the
 * page's loading indicator. Rendering first and revealing the page when it arrives costs up to
 * 300 ms more: React holds back the reveal of a Suspense boundary until 300 ms after its fallback
 * was shown (measured: /question's reconnect 124 ms or 352 ms after the load event, depending on
 * whether the page's module won that race). Meanwhile the document's own placeholder is on screen.
 */
const FIRST_PAGE_WAIT_MS = 2_000;

/** `settled(module)`, or undefined after `ms`. */
const settledWithin = (module: Promise<PageModule> | undefined, ms: number) =>
  module && Promise.race([settled(module), new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);

/**
 * React's "the server could not finish this Suspense boundary" (error 419): in a `frame` document
 * that is by design (the page's boundary was prerendered with its loading indicator and is
 * rendered here). Any other recoverable error is reported as React would.
 */
function reportUnlessPagePending(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/errors\/419\b|could not finish this Suspense boundary/.test(message)) return;
  globalThis.reportError(error);
}

export async function start(early: EarlyStart) {
  const container = document.getElementById('root')!;
  let config;
  try {
    config = await early.config;
  } catch (error) {
    console.error('[shell] cannot start', error);
    createRoot(container).render(
      <div className="container py-5" role="alert">
        <h1 className="h4">The site could not start</h1>
        <p>Its configuration could not be loaded. Please reload the page in a moment.</p>
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          Reload
        </button>
      </div>,
    );
    return;
  }
  const loadPage = await early.loader;
  const app = (firstPage?: { remote: string; module: string; loaded: PageModule }) => (
    <BrowserRouter>
      <App config={config} loadPage={loadPage} firstPage={firstPage} />
      <AnnounceHydrated afterPage={firstPage !== undefined} />
    </BrowserRouter>
  );
  const route = early.firstPage?.route;
  const prerendered = container.getAttribute(PRERENDERED);
  if (prerendered === 'page' && route) {
    // Hydrate once the page's module is here, so the first render already has the page and
    // matches the prerendered markup (no fallback in between, nothing on screen changes).
    const loaded = await settled(early.firstPage?.module);
    hydrateRoot(container, app(loaded && { remote: route.remote, module: route.module, loaded }));
    return;
  }
  if (prerendered === 'frame') {
    // The page's boundary was prerendered with its loading indicator: hydrating keeps it on screen
    // until the page's module (already loading) arrives.
    hydrateRoot(container, app(), { onRecoverableError: reportUnlessPagePending });
    return;
  }
  // The page's own module is already loading (early.firstPage); App's page cache reuses it.
  const loaded = route && (await settledWithin(early.firstPage?.module, FIRST_PAGE_WAIT_MS));
  createRoot(container).render(
    app(loaded ? { remote: route.remote, module: route.module, loaded } : undefined),
  );
}
