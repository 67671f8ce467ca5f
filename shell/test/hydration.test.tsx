// A prerendered document (decision 0005) is hydrated: the markup the shell's build writes for a
// route (the same App through StaticRouter, as shell/prerender/pages.tsx) is taken over by the
// browser's first render without a recoverable error and without any change to the DOM.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import type { RemotePageProps } from '@elearning/contract';
import { fillShellDocument, PRERENDER_CONFIG } from '@elearning/deployment';
import { App } from '../src/App';
import type { SiteConfig } from '../src/config';
import type { PageModule, RemoteLoader } from '../src/remotes';

const config: SiteConfig = {
  apiBase: '/api',
  remotes: { mf_marketing: '/m', mf_auth: '/a' },
  contact: { phone: '+1 (555) 010-2030', email: 'help"desk@example.com' },
  profileUrl: 'https://profile.example.com/me?a=1&b=2',
  firebase: null,
};
const home: PageModule = {
  default: ({ shell }: RemotePageProps) => (
    <section>
      <h1>The best E-learning platform</h1>
      <button type="button" onClick={() => shell.navigate('/contact')}>
        Contact Us
      </button>
    </section>
  ),
};
const firstPage = { remote: 'mf_marketing', module: 'HomePage', loaded: home };
const neverLoads: RemoteLoader = () => new Promise(() => undefined);

/** The build's markup with the sentinel configuration, filled in as both gateways do. */
function prerendered(path: string, page?: typeof firstPage) {
  const markup = renderToString(
    <StaticRouter location={path}>
      <App config={PRERENDER_CONFIG as SiteConfig} loadPage={neverLoads} firstPage={page} />
    </StaticRouter>,
  );
  return fillShellDocument(markup, config as never);
}

beforeEach(() => localStorage.clear());

test('Home with its page: hydrated without an error and without a change to the document', async () => {
  const container = document.createElement('div');
  container.innerHTML = prerendered('/', firstPage);
  document.body.append(container);
  const before = container.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/']}>
        <App config={config} loadPage={neverLoads} firstPage={firstPage} fetchMe={() => new Promise(() => undefined)} />
      </MemoryRouter>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  expect(errors).toEqual([]);
  expect(container.innerHTML).toBe(before);
  expect(container.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:help"desk@example.com');
  container.remove();
});

test('a stored token: hydration starts without it (as the markup) and then reads it', async () => {
  localStorage.setItem('token', 't0k3n');
  const container = document.createElement('div');
  container.innerHTML = prerendered('/', firstPage);
  document.body.append(container);
  const errors: unknown[] = [];
  const fetchMe = jest.fn(() => new Promise<never>(() => undefined));
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/']}>
        <App config={config} loadPage={neverLoads} firstPage={firstPage} fetchMe={fetchMe} />
      </MemoryRouter>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  expect(errors).toEqual([]);
  expect(fetchMe).toHaveBeenCalled();
  container.remove();
});

test('Reset password as a frame: the page loading indicator is kept until the page arrives, then replaced', async () => {
  const container = document.createElement('div');
  container.innerHTML = prerendered('/reset-password');
  document.body.append(container);
  expect(container.querySelector('main [role="status"]')).not.toBeNull();
  let arrive: (page: PageModule) => void = () => undefined;
  const loadPage: RemoteLoader = () => new Promise((resolve) => (arrive = resolve));
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/reset-password']}>
        <App config={config} loadPage={loadPage} fetchMe={() => new Promise(() => undefined)} />
      </MemoryRouter>,
      { onRecoverableError: () => undefined },
    );
  });
  expect(container.querySelector('main [role="status"]')).not.toBeNull();
  await act(async () => arrive({ default: () => <h1>Reset password</h1> }));
  expect(container.querySelector('main h1')?.textContent).toBe('Reset password');
  expect(container.querySelector('main [role="status"]')).toBeNull();
  container.remove();
});
