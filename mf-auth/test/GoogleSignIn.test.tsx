import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@elearning/contract';
import LoginPage from '../src/LoginPage';
import { createTestShell, mockFetch } from '@elearning/remote-kit/testing';
import { getGoogleIdToken } from '@elearning/remote-kit/google-id-token';
import { GOOGLE_SIGN_IN_MESSAGES } from '../src/google/googleSignInMessages';

// The Firebase popup cannot run in jsdom: the SDK module is replaced at its boundary.
jest.mock('@elearning/remote-kit/google-id-token', () => ({ getGoogleIdToken: jest.fn() }));
const popup = getGoogleIdToken as jest.MockedFunction<typeof getGoogleIdToken>;

const firebase = { apiKey: 'fake-api-key', authDomain: 'localhost', projectId: 'demo-elearning' };
const googleButton = () => screen.getByRole('button', { name: 'Sign in with Google' });

beforeEach(() => {
  popup.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('without Firebase configuration the button is disabled with a hint', () => {
  render(<LoginPage shell={createTestShell()} />);
  expect(googleButton()).toBeDisabled();
  expect(screen.getByText(/Google sign-in is not configured/)).toBeInTheDocument();
});

test('with Firebase configuration the button is enabled and has no hint', () => {
  render(<LoginPage shell={createTestShell({ firebase })} />);
  expect(googleButton()).toBeEnabled();
  expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
});

test('success: sends the ID token to /auth/google, stores our token, says "Successfully Logined..." and goes to /question', async () => {
  popup.mockResolvedValue('firebase-id-token');
  const fetchMock = mockFetch({ body: { success: true, authToken: 'jwt-google' } });
  const shell = createTestShell({ firebase });
  render(<LoginPage shell={shell} />);
  await userEvent.click(googleButton());
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/question'));
  expect(popup).toHaveBeenCalledWith(firebase);
  expect(fetchMock).toHaveBeenCalledWith('/api/auth/google', expect.objectContaining({ method: 'POST' }));
  expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual(
    { idToken: 'firebase-id-token' },
  );
  expect(shell.session.setToken).toHaveBeenCalledWith('jwt-google');
  expect(shell.notify).toHaveBeenCalledWith(TEXTS.googleOk, 'success');
});

test('the button is disabled while signing in', async () => {
  let finish!: (token: string) => void;
  popup.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  mockFetch({ body: { success: true, authToken: 'jwt' } });
  render(<LoginPage shell={createTestShell({ firebase })} />);
  await userEvent.click(googleButton());
  await waitFor(() => expect(googleButton()).toBeDisabled());
  finish('token');
  await waitFor(() => expect(googleButton()).toBeEnabled());
});

test.each([
  ['auth/popup-closed-by-user', GOOGLE_SIGN_IN_MESSAGES.cancelled],
  ['auth/popup-blocked', GOOGLE_SIGN_IN_MESSAGES.popupBlocked],
  ['auth/network-request-failed', GOOGLE_SIGN_IN_MESSAGES.network],
  ['auth/internal-error', GOOGLE_SIGN_IN_MESSAGES.failed],
])('popup failure %s: a clear message, nothing stored, no request', async (code, message) => {
  popup.mockRejectedValue(Object.assign(new Error(code), { code }));
  const fetchMock = mockFetch();
  const shell = createTestShell({ firebase });
  render(<LoginPage shell={shell} />);
  await userEvent.click(googleButton());
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(shell.session.setToken).not.toHaveBeenCalled();
  expect(shell.navigate).not.toHaveBeenCalled();
  expect(googleButton()).toBeEnabled();
});

test('a token the server refuses (401): its message is shown and nothing is stored', async () => {
  popup.mockResolvedValue('forged');
  mockFetch({
    status: 401,
    body: { success: false, errors: [{ msg: 'Google sign-in failed: invalid sign-in token' }] },
  });
  const shell = createTestShell({ firebase });
  render(<LoginPage shell={shell} />);
  await userEvent.click(googleButton());
  expect(await screen.findByText('Google sign-in failed: invalid sign-in token')).toBeInTheDocument();
  expect(shell.session.setToken).not.toHaveBeenCalled();
  expect(shell.notify).not.toHaveBeenCalledWith(TEXTS.googleOk, 'success');
});

test("the backend's own 503 (Google sign-in not configured on the server): its message is shown", async () => {
  popup.mockResolvedValue('token');
  mockFetch({ status: 503, body: { success: false, errors: [{ msg: 'Google sign-in is not configured' }] } });
  const shell = createTestShell({ firebase });
  render(<LoginPage shell={shell} />);
  await userEvent.click(googleButton());
  expect(await screen.findByText('Google sign-in is not configured')).toBeInTheDocument();
  expect(shell.session.setToken).not.toHaveBeenCalled();
});

test('the server cannot be reached: the network message is shown and nothing is stored', async () => {
  popup.mockResolvedValue('token');
  mockFetch(new TypeError('Failed to fetch'));
  const shell = createTestShell({ firebase });
  render(<LoginPage shell={shell} />);
  await userEvent.click(googleButton());
  expect(await screen.findByText(TEXTS.backendDown)).toBeInTheDocument();
  expect(shell.session.setToken).not.toHaveBeenCalled();
});
