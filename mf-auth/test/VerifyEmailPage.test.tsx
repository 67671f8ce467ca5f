import { act, render, screen } from '@testing-library/react';
import { createTestShell, mockFetch } from '@elearning/remote-kit/testing';
import VerifyEmailPage, { EMAIL_VERIFIED, NO_LINK, promotedText } from '../src/VerifyEmailPage';

afterEach(() => window.history.replaceState(null, '', '/'));

const LINK_INVALID =
  'This verification link is invalid, used or expired: send a new one from your account menu ("Verify my email")';

test('takes the token from the fragment, removes it from the address bar at once, sends it once', async () => {
  window.history.replaceState({ idx: 3 }, '', '/verify-email#token=abc_123-XY');
  const fetchMock = mockFetch({ body: { success: true, role: 'student', signInAgain: false } });
  render(<VerifyEmailPage shell={createTestShell()} />);
  expect(window.location.hash).toBe('');
  expect(window.location.pathname).toBe('/verify-email');
  // The router's own history state survives; the entry keeps its token for a page rendered again.
  expect(window.history.state).toEqual({ idx: 3, linkToken: 'abc_123-XY' });
  expect(await screen.findByText(EMAIL_VERIFIED)).toBeInTheDocument();
  expect(screen.getByText(/full daily time with the AI tutor/)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/auth/verify-email');
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body as string)).toEqual({ token: 'abc_123-XY' });
  // No session needed: the link may be opened on another device.
  expect((init.headers as Record<string, string>)['auth-token']).toBeUndefined();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test.each([
  ['teacher', "Your account is now a teacher's account. Please log in again to use it."],
  ['admin', "Your account is now a school administrator's account. Please log in again to use it."],
] as const)('a verification that made the account a %s says to log in again', async (role, text) => {
  window.history.replaceState(null, '', '/verify-email#token=t');
  mockFetch({ body: { success: true, role, signInAgain: true } });
  // Signed in with the old token, which the promotion ended: Log in, not Ask Question.
  render(<VerifyEmailPage shell={createTestShell({}, 'old-token')} />);
  expect(await screen.findByText(EMAIL_VERIFIED)).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(promotedText(role)).toBe(text);
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('a used or expired link shows the server’s message', async () => {
  window.history.replaceState(null, '', '/verify-email#token=used');
  mockFetch({ status: 400, body: { success: false, errors: [{ msg: LINK_INVALID }] } });
  render(<VerifyEmailPage shell={createTestShell({}, 'a-token')} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
  expect(window.location.hash).toBe('');
  expect(screen.queryByText(EMAIL_VERIFIED)).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to Ask Question' })).toHaveAttribute('href', '/question');
});

test('without a token (a reload after the link was used): says where links come from, sends nothing', async () => {
  window.history.replaceState(null, '', '/verify-email');
  const fetchMock = mockFetch();
  render(<VerifyEmailPage shell={createTestShell()} />);
  expect(await screen.findByText(NO_LINK)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the server cannot be reached: says so', async () => {
  window.history.replaceState(null, '', '/verify-email#token=t');
  mockFetch(new TypeError('Failed to fetch'));
  render(<VerifyEmailPage shell={createTestShell()} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(/Cannot reach the server/);
});

test("another account's link opened in the same tab starts a new verification with its token", async () => {
  window.history.replaceState(null, '', '/verify-email#token=first');
  const fetchMock = mockFetch(
    { body: { success: true, role: 'student', signInAgain: false } },
    { body: { success: true, role: 'teacher', signInAgain: true } },
  );
  render(<VerifyEmailPage shell={createTestShell()} />);
  expect(await screen.findByText(EMAIL_VERIFIED)).toBeInTheDocument();
  expect(screen.getByText(/full daily time with the AI tutor/)).toBeInTheDocument();

  // Pasting the second link changes only the fragment: the same page, a hashchange.
  act(() => {
    window.location.hash = 'token=second';
  });
  expect(await screen.findByText(promotedText('teacher'))).toBeInTheDocument();
  expect(screen.queryByText(/full daily time with the AI tutor/)).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  const bodies = fetchMock.mock.calls.map((call) =>
    JSON.parse((call as unknown as [string, RequestInit])[1].body as string),
  );
  expect(bodies).toEqual([{ token: 'first' }, { token: 'second' }]);
  expect(window.location.hash).toBe('');
});
