// The shell's start for a document that is not prerendered (/question, or any page when the
// gateway has no prerendered document): the route's page module, already loading beside the
// shell, is waited for, so React never shows the page's loading indicator and then holds the page
// back for its 300 ms Suspense reveal throttle.
import { act, screen } from '@testing-library/react';
import { start } from '../src/bootstrap';
import type { SiteConfig } from '../src/config';
import type { PageModule, RemoteLoader } from '../src/remotes';
import { remoteRouteAt } from '../src/routes';

const config: SiteConfig = {
  apiBase: '/api',
  remotes: { mf_auth: '/a' },
  contact: { phone: '+1 (555) 010-2030', email: 'help@example.com' },
  profileUrl: 'https://profile.example.com/me',
  firebase: null,
};
const login: PageModule = { default: () => <h1>Login page</h1> };

test('a page module that arrives soon after the shell is rendered at once, without the loading indicator first', async () => {
  history.pushState({}, '', '/login');
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  let sawLoading = false;
  new MutationObserver(() => {
    sawLoading ||= root.textContent?.includes('Loading…') ?? false;
  }).observe(root, { childList: true, subtree: true });
  const module = new Promise<PageModule>((resolve) => setTimeout(() => resolve(login), 50));
  const loader: RemoteLoader = () => module;
  await act(() =>
    start({
      config: Promise.resolve(config),
      loader: Promise.resolve(loader),
      firstPage: { route: remoteRouteAt('/login')!, module },
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(sawLoading).toBe(false);
});
