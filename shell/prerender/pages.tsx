// The shell's documents for the routes a remote serves (decision 0005): the navigation, notices
// and footer of that route, written when the shell is built. Where the remote prerenders its page
// (marketing's Home and About, auth's Login and Sign Up), a slot the gateway fills with the remote's markup; elsewhere the
// page's loading indicator, which the shell replaces by the page once its remote is loaded.
// The configuration's values are sentinels the gateway replaces (PRERENDER_CONFIG,
// packages/deployment/prerendered-pages.mjs). Routes that need a token are not prerendered.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { TOKEN_KEY } from '@elearning/contract';
import { PRERENDER_CONFIG } from '@elearning/deployment';
import { App } from '../src/App';
import { HYDRATED_EVENT } from '../src/announce-hydrated';
import type { SiteConfig } from '../src/config';
import type { RemoteLoader } from '../src/remotes';
import { REMOTE_ROUTES, type RemoteRoute } from '../src/routes';

/**
 * The pages a remote prerenders (mf-marketing/prerender/pages.tsx: Home, About and Privacy;
 * mf-auth/prerender/pages.tsx: Login and Sign Up, decision 0016): route -> the name of its
 * fragments there (`/mf/<segment>/prerendered/<name>.body.html`).
 */
const REMOTE_PRERENDERED: Record<string, string> = {
  '/': 'home',
  '/about': 'about',
  '/privacy': 'privacy',
  '/login': 'login',
  '/signup': 'signup',
};

/** Where the remote's page goes: replaced by an SSI include (packages/webpack-config/prerender.cjs). */
const Slot = () => <template data-prerender-slot="true" />;
/**
 * A page whose remote is not here while prerendering: its Suspense boundary is written as "render
 * in the browser", with the loading indicator.
 */
const neverLoads: RemoteLoader = () => new Promise(() => undefined);

const fileName = (path: string) => REMOTE_PRERENDERED[path] ?? path.slice(1);

function page({ path, remote, module }: RemoteRoute) {
  const withPage = path in REMOTE_PRERENDERED;
  return {
    path,
    remote,
    fragments: withPage ? REMOTE_PRERENDERED[path] : undefined,
    render: () =>
      renderToString(
        <StaticRouter location={path}>
          <App
            config={PRERENDER_CONFIG as SiteConfig}
            loadPage={neverLoads}
            firstPage={withPage ? { remote, module, loaded: { default: Slot } } : undefined}
          />
        </StaticRouter>,
      ),
  };
}

export const pages = Object.fromEntries(
  REMOTE_ROUTES.filter((route) => !route.needsToken).map((route) => [fileName(route.path), page(route)]),
);

/** What a page document's start-on-first-use.js needs to know (decision 0009). */
export const startOnFirstUse = { tokenKey: TOKEN_KEY, readyEvent: HYDRATED_EVENT };
