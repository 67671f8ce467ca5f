import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useParams } from 'react-router-dom';
import { TEXTS, type MeResponse, type RemotePageProps } from '@elearning/contract';
import { App } from '../src/App';
import { COME_BACK_MAX_AGE_MS } from '../src/come-back';
import type { SiteConfig } from '../src/config';
import type { FetchMe } from '../src/current-user';
import type { PageModule, RemoteLoader } from '../src/remotes';
import { REMOTE_ROUTES, remoteRouteAt } from '../src/routes';

const config: SiteConfig = {
  apiBase: '/api',
  remotes: {},
  contact: { phone: '+1 555 0100', email: 'help@example.com' },
  profileUrl: 'https://profile.example.com/me',
  firebase: null,
};
const JOIN_NOTICE = REMOTE_ROUTES.find((route) => route.path === '/join/:code')!.comeBack!.notice;

/** mf-auth's pages as far as the come-back goes: sign in, then ask the shell for /question. */
const signIn =
  (title: string, button: string) =>
  ({ shell }: RemotePageProps) => (
    <section>
      <h1>{title}</h1>
      <button
        type="button"
        onClick={() => {
          shell.session.setToken('t0k3n');
          shell.navigate('/question');
        }}
      >
        {button}
      </button>
      <button type="button" onClick={() => shell.navigate('/signup')}>
        To Sign Up
      </button>
    </section>
  );
function JoinPage({ shell }: RemotePageProps) {
  const { code } = useParams();
  return (
    <section>
      <h1>Join {code}</h1>
      <button type="button" onClick={() => shell.session.expire('Your session has expired.')}>
        Fake 401
      </button>
    </section>
  );
}
const PAGES: Record<string, PageModule> = {
  'mf_auth/LoginPage': { default: signIn('Login', 'Fake login') },
  'mf_auth/SignupPage': { default: signIn('Sign Up', 'Fake sign-up') },
  'mf_question/QuestionPage': { default: () => <h1>Ask a Question</h1> },
  'mf_question/JoinPage': { default: JoinPage },
  'mf_marketing/HomePage': { default: () => <h1>Home</h1> },
};
const loader: RemoteLoader = async (remote, module) => PAGES[`${remote}/${module}`];
const fetchMe: FetchMe = async () =>
  ({
    success: true,
    user: {
      id: 'u1',
      name: 'Sam',
      email: 'sam@example.com',
      role: 'student',
      emailVerified: false,
      vouched: false,
    },
    unseenReplies: 0,
  }) satisfies MeResponse;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App config={config} loadPage={loader} fetchMe={fetchMe} />
      <Where />
    </MemoryRouter>,
  );
}
const nav = () => screen.getByRole('navigation', { name: 'Main' });
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('the join link is a route of mf-question, matched with its code (also before the router starts)', async () => {
  expect(remoteRouteAt('/join/ABCD-EFGH')).toMatchObject({ remote: 'mf_question', module: 'JoinPage' });
  expect(remoteRouteAt('/join/')).toBeUndefined();
  expect(remoteRouteAt('/join/a/b')).toBeUndefined();
  expect(remoteRouteAt('/question')).toMatchObject({ module: 'QuestionPage' });
  localStorage.setItem('token', 'abc');
  renderAt('/join/ABCD-EFGH');
  expect(await screen.findByRole('heading', { name: 'Join ABCD-EFGH' })).toBeInTheDocument();
});

test('signed out: to /login with the join notice, and back to the join link after logging in', async () => {
  renderAt('/join/ABCD-EFGH');
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(JOIN_NOTICE);
  expect(screen.queryByText(TEXTS.loginFirst)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Fake login' }));
  expect(await screen.findByRole('heading', { name: 'Join ABCD-EFGH' })).toBeInTheDocument();
  expect(where()).toBe('/join/ABCD-EFGH');
  // Back at the link, the notice about logging in to join is done with.
  expect(screen.queryByText(JOIN_NOTICE)).toBeNull();
});

test('signed out: from Login to Sign Up, and back to the join link after signing up', async () => {
  renderAt('/join/ABCD-EFGH');
  await userEvent.click(await screen.findByRole('button', { name: 'To Sign Up' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Fake sign-up' }));
  expect(await screen.findByRole('heading', { name: 'Join ABCD-EFGH' })).toBeInTheDocument();
});

test('taken once: nothing stays remembered after coming back', async () => {
  renderAt('/join/ABCD-EFGH');
  await userEvent.click(await screen.findByRole('button', { name: 'Fake login' }));
  await screen.findByRole('heading', { name: 'Join ABCD-EFGH' });
  expect(sessionStorage.length).toBe(0);
});

test('a visitor who goes elsewhere instead of logging in is not taken to the join link later', async () => {
  renderAt('/join/ABCD-EFGH');
  await screen.findByRole('heading', { name: 'Login' });
  await userEvent.click(within(nav()).getByRole('link', { name: 'Home' }));
  await screen.findByRole('heading', { name: 'Home' });
  await userEvent.click(within(nav()).getByRole('link', { name: 'Login' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Fake login' }));
  expect(await screen.findByRole('heading', { name: 'Ask a Question' })).toBeInTheDocument();
});

test('the link is forgotten after an hour', async () => {
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
  try {
    renderAt('/join/ABCD-EFGH');
    await screen.findByRole('heading', { name: 'Login' });
    clock.mockReturnValue(now + COME_BACK_MAX_AGE_MS + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Fake login' }));
    expect(await screen.findByRole('heading', { name: 'Ask a Question' })).toBeInTheDocument();
  } finally {
    clock.mockRestore();
  }
});

test('a session that expires on the join link comes back to it after logging in again', async () => {
  localStorage.setItem('token', 'old');
  renderAt('/join/ABCD-EFGH');
  const fake401 = await screen.findByRole('button', { name: 'Fake 401' });
  act(() => fake401.click());
  await userEvent.click(await screen.findByRole('button', { name: 'Fake login' }));
  expect(await screen.findByRole('heading', { name: 'Join ABCD-EFGH' })).toBeInTheDocument();
});
