import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse } from '@elearning/contract';
import QuestionPage from '../src/QuestionPage';
import { ALREADY_VERIFIED, linkSentText } from '../src/account/AccountMenu';
import { errorJson, installFakeBackend, json } from './helpers/fakeBackend';
import { createTestShell, setReducedMotion } from './helpers/shell';

const me = (emailVerified: boolean): MeResponse => ({
  success: true,
  user: {
    id: 'u1',
    name: 'Sam Student',
    email: 'sam@example.com',
    role: 'student',
    emailVerified,
    vouched: emailVerified,
  },
  unseenReplies: 0,
});
const emptyList = () => json({ success: true, items: [], page: 1, pageSize: 10, total: 0 });
const NO_MAIL_SERVER =
  'Email verification is not available at this school (no mail server is configured): ask a teacher to approve your account';
const TOO_OFTEN = 'Several links were sent already: please wait 12 minutes and try again';

function page(routes: Parameters<typeof installFakeBackend>[0]) {
  const backend = installFakeBackend({ 'GET /ques/conversations': emptyList, ...routes });
  render(<QuestionPage shell={createTestShell()} />);
  return backend;
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /^Your account/ }));
  return screen.getByText('sam@example.com').closest('.card') as HTMLElement;
}

beforeEach(() => {
  setReducedMotion(true);
  localStorage.clear();
});

test('an unverified account: the menu says so and "Verify my email" sends a link, then says where', async () => {
  const backend = page({
    'GET /auth/me': () => json(me(false)),
    'POST /auth/verify-email/send': () => json({ success: true, emailVerified: false }),
  });
  const button = await screen.findByRole('button', { name: 'Your account Email not verified' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  const menu = await openMenu();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(within(menu).getByText('Sam Student')).toBeInTheDocument();
  await userEvent.click(within(menu).getByRole('button', { name: 'Verify my email' }));
  expect(await within(menu).findByRole('alert')).toHaveTextContent(linkSentText('sam@example.com'));
  const [sent] = backend.calls('POST', '/auth/verify-email/send');
  expect(sent.headers.get('auth-token')).toBe('student-token');
});

test.each([
  [503, NO_MAIL_SERVER],
  [429, TOO_OFTEN],
])('"Verify my email" refused (%i): the server’s message as it is', async (status, message) => {
  page({
    'GET /auth/me': () => json(me(false)),
    'POST /auth/verify-email/send': () =>
      errorJson(status, message, status === 429 ? { 'Retry-After': '700' } : {}),
  });
  const menu = await openMenu();
  await userEvent.click(within(menu).getByRole('button', { name: 'Verify my email' }));
  expect(await within(menu).findByRole('alert')).toHaveTextContent(message);
});

test('verified meanwhile: "already verified", and the account and the allowance are read again', async () => {
  let verified = false;
  const backend = page({
    'GET /auth/me': () => json(me(verified)),
    'GET /ai-usage/today': () =>
      json({
        success: true,
        usedTokens: 0,
        limitTokens: 200000,
        remaining: 1,
        resetsAt: '2026-11-24T00:00:00.000Z',
        resetsInSeconds: 3600,
        schoolCeilingReached: false,
        fullAllowance: verified,
      }),
    'POST /auth/verify-email/send': () => {
      verified = true;
      return json({ success: true, emailVerified: true });
    },
  });
  const menu = await openMenu();
  await userEvent.click(within(menu).getByRole('button', { name: 'Verify my email' }));
  expect(await within(menu).findByRole('alert')).toHaveTextContent(ALREADY_VERIFIED);
  await waitFor(() => expect(within(menu).queryByRole('button', { name: 'Verify my email' })).toBeNull());
  expect(screen.getByRole('button', { name: 'Your account' })).toBeInTheDocument();
  expect(backend.calls('GET', '/auth/me')).toHaveLength(2);
  expect(backend.calls('GET', '/ai-usage/today').length).toBeGreaterThanOrEqual(2);
});

test('a verified account: no badge, no verification action', async () => {
  page({ 'GET /auth/me': () => json(me(true)) });
  const menu = await openMenu();
  expect(screen.getByRole('button', { name: 'Your account' })).toBeInTheDocument();
  expect(within(menu).getByText('Your email is verified.')).toBeInTheDocument();
  expect(within(menu).queryByRole('button', { name: 'Verify my email' })).toBeNull();
});

test('Escape or a press elsewhere closes the menu; Escape gives the focus back to its button', async () => {
  page({ 'GET /auth/me': () => json(me(true)) });
  const menu = await openMenu();
  const button = screen.getByRole('button', { name: 'Your account' });
  expect(menu).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
  await userEvent.click(button);
  await userEvent.click(within(menu).getByText('Sam Student'));
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByRole('heading', { name: 'Ask a Question' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the account cannot be read: no menu, the page works', async () => {
  page({ 'GET /auth/me': () => errorJson(503, 'down') });
  expect(await screen.findByText('No conversations yet. Ask your first question!')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Your account/ })).toBeNull();
});
