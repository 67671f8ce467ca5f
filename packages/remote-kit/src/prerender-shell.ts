import type { ShellApi } from '@elearning/contract';

/**
 * The shell a slice's page is given when it is rendered to HTML at build time (decision 0005):
 * rendering calls nothing on it, the page only keeps it for its event handlers. The Firebase settings
 * are the deployment's, known only in the browser, so a page reads them as absent here.
 */
export const PRERENDER_SHELL: ShellApi = {
  session: {
    getToken: () => null,
    setToken: () => undefined,
    clear: () => undefined,
    expire: () => undefined,
  },
  notify: () => '',
  dismiss: () => undefined,
  navigate: () => undefined,
  config: { apiBase: '/api', firebase: null },
};
