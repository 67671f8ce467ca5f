import { TOKEN_KEY } from '@elearning/contract';
import { loadSiteConfig, type SiteConfig } from './config';
import { createRemoteLoader, type PageModule, type RemoteLoader } from './remotes';
import { remoteRouteAt, type RemoteRoute } from './routes';

/** What the entry starts before React, the router and the app's own chunk have arrived. */
export interface EarlyStart {
  config: Promise<SiteConfig>;
  loader: Promise<RemoteLoader>;
  /** The page of the route the document was opened at, loading from its remote. */
  firstPage?: { route: RemoteRoute; module: Promise<PageModule> };
}

/**
 * Runs in the entry chunk (main.js): /config.json and then the current route's remote (manifest,
 * container, exposed module and its CSS) load while the shell's own chunks (react-dom, router,
 * app) are still on their way, instead of one after the other. On a phone's network each of
 * those steps is a round trip (decision 0005).
 */
export function startEarly(pathname: string = location.pathname): EarlyStart {
  const config = loadSiteConfig();
  const loader = config.then(createRemoteLoader);
  const route = remoteRouteAt(pathname);
  // A visitor without a token is sent from /question to /login: do not load its remote for nothing.
  if (!route || (route.needsToken && !localStorage.getItem(TOKEN_KEY))) return { config, loader };
  const module = loader.then((load) => load(route.remote, route.module, 0));
  // Failures are shown by the page's boundary when it renders; not an unhandled rejection here.
  module.catch(() => undefined);
  // The page cache's first load of that page is this one (a retry loads again).
  const reusing = loader.then<RemoteLoader>(
    (load) => (remote, name, attempt) =>
      attempt === 0 && remote === route.remote && name === route.module ? module : load(remote, name, attempt),
  );
  return { config, loader: reusing, firstPage: { route, module } };
}
