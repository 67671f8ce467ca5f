import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse } from '@elearning/contract';
import { createTestShell as createRecordingShell } from '@elearning/remote-kit/testing';
import QuestionPage from '../src/QuestionPage';
import { downloadedText } from '../src/account/DataDownload';
import { ACCOUNT_DELETED } from '../src/account/DeleteAccountDialog';
import { GOOGLE_AGAIN_MESSAGES } from '../src/account/googleReauth';
import { getGoogleIdToken } from '@elearning/remote-kit/google-id-token';
import { API_BASE, errorJson, installFakeBackend, json } from './helpers/fakeBackend';
import { setReducedMotion } from './helpers/shell';

jest.mock('@elearning/remote-kit/google-id-token', () => ({ getGoogleIdToken: jest.fn() }));

const ME: MeResponse = {
  success: true,
  user: {
    id: 'u1',
    name: 'Sam Student',
    email: 'sam@example.com',
    role: 'student',
    emailVerified: true,
    vouched: true,
  },
  unseenReplies: 0,
};
const FIREBASE = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-project' };
const WRONG_PASSWORD = 'That password is not right. Your account was not deleted.';

function page(routes: Parameters<typeof installFakeBackend>[0], { google = false } = {}) {
  const backend = installFakeBackend({
    'GET /ques/conversations': () => json({ success: true, items: [], page: 1, pageSize: 10, total: 0 }),
    'GET /auth/me': () => json(ME),
    ...routes,
  });
  const shell = createRecordingShell(
    { apiBase: `${API_BASE}/`, firebase: google ? FIREBASE : null },
    'student-token',
  );
  render(<QuestionPage shell={shell} />);
  return { backend, shell };
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /^Your account/ }));
  return screen.getByText('sam@example.com').closest('.card') as HTMLElement;
}

async function openDeleteDialog() {
  const menu = await openMenu();
  await userEvent.click(within(menu).getByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

const saved: { name: string; size: number }[] = [];
beforeEach(() => {
  setReducedMotion(true);
  localStorage.clear();
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:zip');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: 0 });
  });
  jest.mocked(getGoogleIdToken).mockReset();
});
afterEach(() => jest.restoreAllMocks());

test('"Download my data" saves the zip under the name the backend gives, with the token', async () => {
  const { backend } = page({
    'GET /me/data-export': () =>
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="my-data-2026-11-26.zip"',
        },
      }),
  });
  const menu = await openMenu();
  await userEvent.click(within(menu).getByRole('button', { name: 'Download my data' }));
  expect(await within(menu).findByText(downloadedText('my-data-2026-11-26.zip'))).toBeInTheDocument();
  expect(saved.map((file) => file.name)).toEqual(['my-data-2026-11-26.zip']);
  const [request] = backend.calls('GET', '/me/data-export');
  expect(request.headers.get('auth-token')).toBe('student-token');
});

test('"Download my data" refused (too often): the server’s message, nothing saved', async () => {
  page({
    'GET /me/data-export': () =>
      errorJson(429, 'You downloaded your data 3 times this hour: try again later'),
  });
  const menu = await openMenu();
  await userEvent.click(within(menu).getByRole('button', { name: 'Download my data' }));
  expect(await within(menu).findByRole('alert')).toHaveTextContent(
    'You downloaded your data 3 times this hour',
  );
  expect(saved).toEqual([]);
});

test('"Delete my account": a labelled modal dialog with the warning; Escape closes it and gives the focus back', async () => {
  page({});
  const dialog = await openDeleteDialog();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This cannot be undone.'));
  const password = within(dialog).getByLabelText('Your password');
  expect(password).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  // No Google here: no "Sign in with Google again".
  expect(within(dialog).queryByRole('button', { name: 'Sign in with Google again' })).toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Your account' })).toHaveFocus();
});

test('the focus stays inside the dialog (Tab and Shift+Tab go round)', async () => {
  page({});
  const dialog = await openDeleteDialog();
  await userEvent.type(within(dialog).getByLabelText('Your password'), 'x');
  const deleteButton = within(dialog).getByRole('button', { name: 'Delete my account' });
  deleteButton.focus();
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(deleteButton).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a wrong password: the refusal in the dialog, the session kept; the right one deletes, ends the session and goes Home', async () => {
  const { backend, shell } = page({
    'DELETE /me': (request) =>
      (request.body as { password: string }).password === 'right-password'
        ? json({ success: true })
        : errorJson(403, WRONG_PASSWORD),
  });
  const dialog = await openDeleteDialog();
  const password = within(dialog).getByLabelText('Your password');
  await userEvent.type(password, 'wrong');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
  expect(shell.session.clear).not.toHaveBeenCalled();
  expect(shell.navigate).not.toHaveBeenCalled();
  await userEvent.clear(password);
  await userEvent.type(password, 'right-password{Enter}');
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/'));
  expect(shell.session.clear).toHaveBeenCalled();
  expect(shell.notify).toHaveBeenCalledWith(ACCOUNT_DELETED, 'success');
  const calls = backend.calls('DELETE', '/me');
  expect(calls.map((call) => call.body)).toEqual([{ password: 'wrong' }, { password: 'right-password' }]);
  expect(calls[1].headers.get('auth-token')).toBe('student-token');
});

test('an account without a password: "Sign in with Google again" sends the fresh ID token', async () => {
  jest.mocked(getGoogleIdToken).mockResolvedValue('fresh-id-token');
  const { backend, shell } = page({ 'DELETE /me': () => json({ success: true }) }, { google: true });
  const dialog = await openDeleteDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in with Google again' }));
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/'));
  expect(getGoogleIdToken).toHaveBeenCalledWith(FIREBASE);
  expect(backend.calls('DELETE', '/me').map((call) => call.body)).toEqual([{ idToken: 'fresh-id-token' }]);
});

test('Google sign-in cancelled: nothing is deleted and the dialog says so', async () => {
  jest
    .mocked(getGoogleIdToken)
    .mockRejectedValue(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }));
  const { backend, shell } = page({ 'DELETE /me': () => json({ success: true }) }, { google: true });
  const dialog = await openDeleteDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in with Google again' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(GOOGLE_AGAIN_MESSAGES.cancelled);
  expect(backend.calls('DELETE', '/me')).toEqual([]);
  expect(shell.session.clear).not.toHaveBeenCalled();
});
