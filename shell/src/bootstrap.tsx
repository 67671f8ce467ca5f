import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import type { EarlyStart } from './early-start';
import type { PageModule } from './remotes';

/**
 * The gateway serves some routes (Home, About) as a prerendered document: the shell's navigation
 * and footer written when the shell was built, the page's markup when its remote was built
 * (decision 0005). Such a root is hydrated, not rendered again.
 */
const PRERENDERED = 'data-prerendered';

/** Resolves with the module, or undefined when it failed (the page's boundary shows why). */
const settled = (module: Promise<PageModule> | undefined) =>
  module?.then(
    (value) => value,
    () => undefined,
  );

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
    </BrowserRouter>
  );
  const route = early.firstPage?.route;
  if (container.hasAttribute(PRERENDERED) && route) {
    // Hydrate once the page's module is here, so the first render already has the page and
    // matches the prerendered markup (no fallback in between, nothing on screen changes).
    const loaded = await settled(early.firstPage?.module);
    hydrateRoot(
      container,
      app(loaded && { remote: route.remote, module: route.module, loaded }),
    );
    return;
  }
  createRoot(container).render(app());
  // The page's own module is already loading (early.firstPage); App's page cache reuses it.
  void settled(early.firstPage?.module);
}
