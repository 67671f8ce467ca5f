// The shell's documents for the routes whose page a remote prerenders (decision 0005): the
// navigation, notices and footer of that route, with a slot where the gateway includes the
// remote's markup. Written when the shell is built; the configuration's values are sentinels the
// gateway replaces (PRERENDER_CONFIG, packages/deployment/prerendered-pages.mjs).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PRERENDER_CONFIG } from '@elearning/deployment';
import { App } from '../src/App';
import type { SiteConfig } from '../src/config';
import type { RemoteLoader } from '../src/remotes';
import { remoteRouteAt } from '../src/routes';

/** Where the remote's page goes: replaced by an SSI include (packages/webpack-config/prerender.cjs). */
const Slot = () => <template data-prerender-slot="true" />;
const noRemoteLoads: RemoteLoader = () => Promise.reject(new Error('no remote is loaded while prerendering'));

function page(path: string) {
  const route = remoteRouteAt(path)!;
  return {
    path,
    remote: route.remote,
    render: () =>
      renderToString(
        <StaticRouter location={path}>
          <App
            config={PRERENDER_CONFIG as SiteConfig}
            loadPage={noRemoteLoads}
            firstPage={{ remote: route.remote, module: route.module, loaded: { default: Slot } }}
          />
        </StaticRouter>,
      ),
  };
}

export const pages = { home: page('/'), about: page('/about') };
