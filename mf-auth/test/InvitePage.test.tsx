import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell, mockFetch } from '@elearning/remote-kit/testing';
import InvitePage, { INVITATION_KEY, NO_INVITATION, acceptedText } from '../src/InvitePage';

const OTHER_EMAIL =
  'This invitation was sent to another email address: sign up or log in with the address it was sent to';
const INVALID =
  'This invitation link is invalid, used or expired: ask your school administrator for a new one';

beforeEach(() => sessionStorage.clear());
afterEach(() => window.history.replaceState(null, '', '/'));

test('signed out: keeps the token for the way back, strips it, offers Sign Up / Log in that come back here', () => {
  window.history.replaceState(null, '', '/invite#token=inv_1');
  const fetchMock = mockFetch();
  render(<InvitePage shell={createTestShell()} />);
  expect(window.location.hash).toBe('');
  expect(sessionStorage.getItem(INVITATION_KEY)).toBe('inv_1');
  expect(screen.getByRole('heading', { level: 1, name: 'Teacher invitation' })).toBeInTheDocument();
  expect(
    screen.getByText(/sign up or log in with the email address the invitation was sent to/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?next=%2Finvite');
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Finvite');
  expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('signed in (back from Sign Up): accepts with the kept token, stores the new token, links to the console', async () => {
  window.history.replaceState(null, '', '/invite');
  sessionStorage.setItem(INVITATION_KEY, 'inv_2');
  const fetchMock = mockFetch({ body: { success: true, authToken: 'new-token', role: 'teacher' } });
  const shell = createTestShell({}, 'old-token');
  render(<InvitePage shell={shell} />);
  await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
  expect(await screen.findByText(acceptedText('teacher'))).toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/auth/invitations/accept');
  expect(JSON.parse(init.body as string)).toEqual({ token: 'inv_2' });
  expect((init.headers as Record<string, string>)['auth-token']).toBe('old-token');
  expect(shell.session.setToken).toHaveBeenCalledWith('new-token');
  expect(sessionStorage.getItem(INVITATION_KEY)).toBeNull();
  const console = screen.getByRole('link', { name: "Open the teachers' console" });
  expect(console).toHaveAttribute('href', '/teacher/');
  await userEvent.click(console);
  expect(shell.navigate).toHaveBeenCalledWith('/teacher/');
});

test('another account is signed in (403): the message as it is, and the invitation is kept', async () => {
  window.history.replaceState(null, '', '/invite#token=inv_3');
  mockFetch({ status: 403, body: { success: false, errors: [{ msg: OTHER_EMAIL }] } });
  const shell = createTestShell({}, 'someone-else');
  render(<InvitePage shell={shell} />);
  await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(OTHER_EMAIL);
  expect(sessionStorage.getItem(INVITATION_KEY)).toBe('inv_3');
  expect(shell.session.setToken).not.toHaveBeenCalled();
});

test('a used or expired invitation (400): the message, and it is forgotten', async () => {
  window.history.replaceState(null, '', '/invite#token=inv_4');
  mockFetch({ status: 400, body: { success: false, errors: [{ msg: INVALID }] } });
  render(<InvitePage shell={createTestShell({}, 't')} />);
  await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  await waitFor(() => expect(sessionStorage.getItem(INVITATION_KEY)).toBeNull());
  expect(screen.getByRole('button', { name: 'Accept the invitation' })).toBeEnabled();
});

test('no invitation at all: says where the link comes from', () => {
  window.history.replaceState(null, '', '/invite');
  render(<InvitePage shell={createTestShell({}, 't')} />);
  expect(screen.getByText(NO_INVITATION)).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});
