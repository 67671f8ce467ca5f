import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TEXTS, type RemotePageProps } from '@elearning/contract';
import REMOTES from '@elearning/deployment/remotes.json';
import { App } from '../src/App';
import type { SiteConfig } from '../src/config';
import { NEWSLETTER_NOT_OPEN } from '../src/components/SiteFooter';
import type { PageModule, RemoteLoader } from '../src/remotes';

const config: SiteConfig = {
  apiBase: '/api',
  remotes: { mf_marketing: '/m', mf_auth: '/a', mf_question: '/q', mf_contact: '/c' },
  contact: { phone: '+1 555 0100', email: 'help@example.com' },
  profileUrl: 'https://profile.example.com/me',
  firebase: null,
};

/** Stand-ins for the remote pages, loaded through the same loader interface as the real ones. */
function fakePage(title: string, extra?: (props: RemotePageProps) => React.ReactNode): PageModule {
  return {
    default: (props: RemotePageProps) => (
      <section>
        <h1>{title}</h1>
        {extra?.(props)}
      </section>
    ),
  };
}
const PAGES: Record<string, PageModule> = {
  'mf_marketing/HomePage': fakePage('The best E-learning platform'),
  'mf_marketing/AboutPage': fakePage('About Us'),
  'mf_auth/LoginPage': fakePage('Login', ({ shell }) => (
    <button
      type="button"
      onClick={() => {
        shell.session.setToken('t0k3n');
        shell.notify(TEXTS.loginOk, 'success');
        shell.navigate('/question');
      }}
    >
      Fake login
    </button>
  )),
  'mf_auth/SignupPage': fakePage('Sign Up'),
  'mf_auth/ResetPasswordPage': fakePage('Forgot password?'),
  'mf_auth/VerifyEmailPage': fakePage('Verify your email'),
  'mf_auth/InvitePage': fakePage('Teacher invitation'),
  'mf_question/QuestionPage': fakePage('Ask a Question', ({ shell }) => (
    <>
      <p data-testid="remote-config">{JSON.stringify(shell.config)}</p>
      <button type="button" onClick={() => shell.session.expire('Your session has expired.')}>
        Fake 401
      </button>
    </>
  )),
  'mf_contact/ContactPage': fakePage('Contact Us'),
};

const workingLoader: RemoteLoader = async (remote, module) => PAGES[`${remote}/${module}`];

function renderAt(path: string, loader: RemoteLoader = workingLoader) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App config={config} loadPage={loader} />
    </MemoryRouter>,
  );
}
const nav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => localStorage.clear());

test.each([
  ['/', 'The best E-learning platform'],
  ['/about', 'About Us'],
  ['/login', 'Login'],
  ['/signup', 'Sign Up'],
  ['/contact', 'Contact Us'],
  ['/verify-email', 'Verify your email'],
  ['/invite', 'Teacher invitation'],
  ['/index', 'The best E-learning platform'],
  ['/nothing/here', 'Page not found'],
])('%s shows %s', async (path, heading) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test('navigation has the required items in order and marks the current one', async () => {
  renderAt('/signup');
  await screen.findByRole('heading', { name: 'Sign Up' });
  const links = within(nav())
    .getAllByRole('link')
    .map((a) => a.textContent?.trim());
  expect(links.slice(1, 7)).toEqual(['Home', 'About', 'Ask Question', 'Login', 'Signup', 'Contact Us']);
  expect(within(nav()).getByRole('link', { name: 'Signup' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  expect(within(nav()).getByRole('link', { name: 'E-Learning' })).toHaveAttribute('href', '/index');
  expect(within(nav()).getByRole('link', { name: /professional profile/i })).toHaveAttribute(
    'href',
    config.profileUrl,
  );
});

test('the contact page gets the dark blue navigation', async () => {
  renderAt('/contact');
  await screen.findByRole('heading', { name: 'Contact Us' });
  expect(nav()).toHaveClass('shell-nav-dark-blue');
  await userEvent.click(within(nav()).getByRole('link', { name: 'About' }));
  await screen.findByRole('heading', { name: 'About Us' });
  expect(nav()).not.toHaveClass('shell-nav-dark-blue');
});

test('guard: /question without a token shows "Login first" and the login page', async () => {
  renderAt('/question');
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.loginFirst);
  expect(screen.queryByRole('heading', { name: 'Ask a Question' })).not.toBeInTheDocument();
});

test('guard: /question with a token shows the question page', async () => {
  localStorage.setItem('token', 'abc');
  renderAt('/question');
  expect(await screen.findByRole('heading', { name: 'Ask a Question' })).toBeInTheDocument();
});

test('a notice raised just before a navigation survives it', async () => {
  renderAt('/login');
  await userEvent.click(await screen.findByRole('button', { name: 'Fake login' }));
  expect(await screen.findByRole('heading', { name: 'Ask a Question' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.loginOk);
  // It takes its own place under the bar, in the bar's sticky top, before the page: never over it.
  const notice = screen.getByRole('alert');
  expect(notice.closest('.sticky-top')).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
  expect(notice.compareDocumentPosition(screen.getByRole('main'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(localStorage.getItem('token')).toBe('t0k3n');
  await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('logout with a token clears all local storage and goes to /login', async () => {
  localStorage.setItem('token', 'abc');
  localStorage.setItem('other', 'x');
  renderAt('/about');
  await screen.findByRole('heading', { name: 'About Us' });
  await userEvent.click(screen.getByRole('button', { name: /logout/i }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(localStorage.length).toBe(0);
});

test('logout asks the backend to end the session, then clears storage and goes to /login even when that call fails', async () => {
  const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  try {
    localStorage.setItem('token', 'abc');
    renderAt('/about');
    await screen.findByRole('heading', { name: 'About Us' });
    await userEvent.click(screen.getByRole('button', { name: /logout/i }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', headers: { 'auth-token': 'abc' }, keepalive: true }),
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('logout on /question right after logging in goes to /login without "Login first"', async () => {
  // Logging in through the shell makes the session state non-null, so Logout's clear() re-renders
  // the still current /question urgently while the router applies navigate('/login') in a transition.
  renderAt('/login');
  await userEvent.click(await screen.findByRole('button', { name: 'Fake login' }));
  expect(await screen.findByRole('heading', { name: 'Ask a Question' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /logout/i }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(localStorage.length).toBe(0);
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts.some((text) => text?.includes(TEXTS.loginFirst))).toBe(false);
});

test('logout without a token does nothing', async () => {
  localStorage.setItem('other', 'x');
  renderAt('/about');
  await screen.findByRole('heading', { name: 'About Us' });
  await userEvent.click(screen.getByRole('button', { name: /logout/i }));
  expect(screen.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  expect(localStorage.getItem('other')).toBe('x');
});

test("a remote's page sits in the element its scoped Bootstrap rules start from", async () => {
  renderAt('/about');
  const heading = await screen.findByRole('heading', { name: 'About Us' });
  expect(heading.closest('.mf-page-mf_marketing')).not.toBeNull();
});

test('a remote that fails shows a fallback with Retry; the rest keeps working; Retry loads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let contactUp = false;
  const attempts: number[] = [];
  const loader: RemoteLoader = async (remote, module, attempt) => {
    if (remote === 'mf_contact') {
      attempts.push(attempt);
      if (!contactUp) throw new Error('Failed to get manifest');
    }
    return PAGES[`${remote}/${module}`];
  };
  renderAt('/contact', loader);
  expect(await screen.findByRole('heading', { name: /not available right now/ })).toBeInTheDocument();
  // Navigation, footer and other remotes still work.
  expect(screen.getByRole('contentinfo')).toHaveTextContent(config.contact.email);
  await userEvent.click(within(nav()).getByRole('link', { name: 'About' }));
  expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  // Back to the failed page: still the fallback, no new request until the user asks.
  await userEvent.click(within(nav()).getByRole('link', { name: 'Contact Us' }));
  await screen.findByRole('button', { name: 'Retry' });
  expect(attempts).toEqual([0]);
  contactUp = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  expect(attempts).toEqual([0, 1]);
});

test('a remote page that throws while rendering is contained too', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('boom');
  };
  const loader: RemoteLoader = async (remote, module) =>
    remote === 'mf_marketing' && module === 'AboutPage' ? { default: Broken } : PAGES[`${remote}/${module}`];
  renderAt('/about', loader);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(nav()).toBeInTheDocument();
});

test('notices dismiss themselves after a while', async () => {
  jest.useFakeTimers();
  try {
    renderAt('/question');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.loginFirst);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(8000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('the footer shows the configured contact details; Subscribe sends nothing and says so', async () => {
  renderAt('/');
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: config.contact.phone })).toHaveAttribute(
    'href',
    'tel:+15550100',
  );
  expect(within(footer).getByRole('link', { name: config.contact.email })).toHaveAttribute(
    'href',
    `mailto:${config.contact.email}`,
  );
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  await userEvent.type(within(footer).getByLabelText(/newsletter/i), 'me@example.com');
  await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
  expect(within(footer).getByRole('status')).toHaveTextContent(NEWSLETTER_NOT_OPEN);
  expect(within(footer).queryByText(/thanks/i)).not.toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
  // The box and the button stay.
  expect(within(footer).getByLabelText(/newsletter/i)).toHaveValue('me@example.com');
  expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(footer).getAllByRole('link', { name: /facebook|instagram|youtube|github|twitter/i }).length,
    ).toBe(5),
  );
});

test('a remote sees the API base and Firebase config, never the list of remotes', async () => {
  localStorage.setItem('token', 'abc');
  renderAt('/question');
  expect(JSON.parse((await screen.findByTestId('remote-config')).textContent!)).toEqual({
    apiBase: '/api',
    firebase: null,
  });
});

test('every remote the routes load is in the deployment list', () => {
  const names = REMOTES.map((remote) => remote.name);
  for (const key of Object.keys(PAGES)) expect(names).toContain(key.split('/')[0]);
});

test('session.expire: clears the session, shows the message once, goes to /login without "Login first"', async () => {
  localStorage.setItem('token', 'abc');
  localStorage.setItem('other', 'x');
  renderAt('/question');
  const fake401 = await screen.findByRole('button', { name: 'Fake 401' });
  // Two requests failing together: one notice.
  await act(async () => {
    fake401.click();
    fake401.click();
  });
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(localStorage.length).toBe(0);
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Your session has expired.',
  ]);
});

test('logging out in another tab (storage event) takes this tab off /question', async () => {
  localStorage.setItem('token', 'abc');
  renderAt('/question');
  await screen.findByRole('heading', { name: 'Ask a Question' });
  // What the other tab's localStorage.clear() does to this one: the entry is gone, then the event.
  localStorage.clear();
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
  });
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Ask a Question' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
