import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell, mockFetch } from '@elearning/remote-kit/testing';
import ResetPasswordPage, { PASSWORD_CHANGED, RESET_LINK_SENT } from '../src/ResetPasswordPage';

afterEach(() => window.history.replaceState(null, '', '/'));

test('without a token: asks for the email and says a link is on its way (the same for any email)', async () => {
  const fetchMock = mockFetch({ body: { success: true } });
  render(<ResetPasswordPage shell={createTestShell()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(RESET_LINK_SENT)).toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/auth/forgot-password');
  expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.com' });
});

test('with the link’s token: sets the new password, then says so and goes to /login', async () => {
  window.history.replaceState(null, '', '/reset-password#token=abc_123');
  const fetchMock = mockFetch({ body: { success: true } });
  const shell = createTestShell();
  render(<ResetPasswordPage shell={shell} />);
  await userEvent.type(screen.getByLabelText('New password'), 'correct horse 1');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/login'));
  expect(shell.notify).toHaveBeenCalledWith(PASSWORD_CHANGED, 'success');
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/auth/reset-password');
  expect(JSON.parse(init.body as string)).toEqual({ token: 'abc_123', password: 'correct horse 1' });
  // The token left the address bar at once: not in the history, a bookmark or a shared screen.
  expect(window.location.href).not.toContain('abc_123');
});

test('a link sent before the token moved to the fragment (?token=) still works, and leaves the address bar', async () => {
  window.history.replaceState(null, '', '/reset-password?token=older_456');
  const fetchMock = mockFetch({ body: { success: true } });
  render(<ResetPasswordPage shell={createTestShell()} />);
  expect(window.location.href).not.toContain('older_456');
  await userEvent.type(screen.getByLabelText('New password'), 'correct horse 1');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(init.body as string).token).toBe('older_456');
});

test('a refused reset (expired link, weak password) shows the server’s message', async () => {
  window.history.replaceState(null, '', '/reset-password?token=old');
  mockFetch({
    status: 400,
    body: {
      success: false,
      errors: [{ msg: 'This reset link is invalid, used or expired; please ask for a new one' }],
    },
  });
  render(<ResetPasswordPage shell={createTestShell()} />);
  await userEvent.type(screen.getByLabelText('New password'), 'correct horse 1');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid');
});

test('rendered again (a remount) the page still has the token it took from the address bar', async () => {
  window.history.replaceState(null, '', '/reset-password#token=again_789');
  const first = render(<ResetPasswordPage shell={createTestShell()} />);
  first.unmount();
  expect(window.location.href).not.toContain('again_789');
  render(<ResetPasswordPage shell={createTestShell()} />);
  expect(screen.getByLabelText('New password')).toBeInTheDocument();
});

test("another account's link opened in the same tab: the new password goes with the new link's token", async () => {
  window.history.replaceState(null, '', '/reset-password#token=first');
  const fetchMock = mockFetch({ body: { success: true } });
  render(<ResetPasswordPage shell={createTestShell()} />);
  await userEvent.type(screen.getByLabelText('New password'), 'not this one 1');
  // Pasting the second link changes only the fragment: the same page, a hashchange.
  act(() => {
    window.location.hash = 'token=second';
  });
  await waitFor(() => expect(window.location.hash).toBe(''));
  expect(screen.getByLabelText('New password')).toHaveValue('');
  await userEvent.type(screen.getByLabelText('New password'), 'correct horse 1');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(init.body as string)).toMatchObject({ token: 'second' });
});
