import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@elearning/contract';
import { SIGNUP_ALERT_DISMISS_MS } from '../src/authFlow';
import { createTestShell, fakeResponse, mockFetch } from '@elearning/remote-kit/testing';
import SignupPage, { VERIFY_HINT, verifyLinkSent } from '../src/SignupPage';

async function fillAndSubmit(user: Pick<typeof userEvent, 'type' | 'click'> = userEvent) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone'), '5550100');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

test('renders the required fields with their types, the link and the copyright', () => {
  render(<SignupPage shell={createTestShell()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  for (const label of ['Name', 'Email Address', 'Phone', 'Password'])
    expect(screen.getByLabelText(label)).toBeRequired();
  expect(screen.getByLabelText('Remember me')).toHaveAttribute('type', 'checkbox');
  expect(screen.getByRole('link', { name: 'Have an account? Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Up' }).closest('form')).toHaveAttribute('novalidate');
});

test('success saves the token under the session and goes to /question', async () => {
  const fetchMock = mockFetch({ status: 201, body: { success: true, authToken: 'jwt-2' } });
  const shell = createTestShell();
  render(<SignupPage shell={shell} />);
  await fillAndSubmit();
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/question'));
  expect(shell.session.setToken).toHaveBeenCalledWith('jwt-2');
  // The backend emailed a link to verify the address: the notice goes with the student to /question.
  expect(shell.notify).toHaveBeenCalledWith(verifyLinkSent('ada@example.com'), 'info');
  expect(verifyLinkSent('ada@example.com')).toMatch(
    /^Welcome! If this school sends email, a link to verify your email address is on its way to ada@example\.com: please open it\. A teacher's account becomes a teacher's once its email is verified\./,
  );
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/auth/createuser');
  expect(JSON.parse(init.body as string)).toEqual({
    name: 'Ada',
    email: 'ada@example.com',
    phone: '5550100',
    password: 'Secret#123',
  });
});

test('the page says, before signing up, that the email gets a link and when a teacher is a teacher', () => {
  render(<SignupPage shell={createTestShell()} />);
  expect(screen.getByText(VERIFY_HINT)).toBeInTheDocument();
});

test('sent from an invitation (?next=/invite): goes back there, with the Login link carrying it', async () => {
  window.history.replaceState(null, '', '/signup?next=%2Finvite');
  try {
    mockFetch({ body: { success: true, authToken: 'jwt-3' } });
    const shell = createTestShell();
    render(<SignupPage shell={shell} />);
    expect(screen.getByRole('link', { name: 'Have an account? Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Finvite',
    );
    await fillAndSubmit();
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/invite'));
    // Accepting the invitation verifies the email: no link to tell about.
    expect(shell.notify).not.toHaveBeenCalled();
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('any other ?next is ignored: /question, as required', async () => {
  window.history.replaceState(null, '', '/signup?next=https%3A%2F%2Fevil.example%2F');
  try {
    mockFetch({ body: { success: true, authToken: 'jwt-4' } });
    const shell = createTestShell();
    render(<SignupPage shell={shell} />);
    expect(screen.getByRole('link', { name: 'Have an account? Login' })).toHaveAttribute('href', '/login');
    await fillAndSubmit();
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/question'));
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('server errors show as warnings; the oldest goes every 5,000 ms until none remain', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch({
      status: 400,
      body: {
        success: false,
        errors: [{ msg: 'Enter a valid email' }, { msg: 'Password too short' }, { msg: 'Phone required' }],
      },
    });
    const shell = createTestShell();
    render(<SignupPage shell={shell} />);
    await fillAndSubmit(user);
    const texts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
    await waitFor(() =>
      expect(texts()).toEqual(['Enter a valid email', 'Password too short', 'Phone required']),
    );
    screen.getAllByRole('alert').forEach((a) => expect(a).toHaveClass('alert-warning'));
    expect(shell.navigate).not.toHaveBeenCalled();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(SIGNUP_ALERT_DISMISS_MS - 1);
    });
    expect(texts()).toHaveLength(3);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(texts()).toEqual(['Password too short', 'Phone required']);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SIGNUP_ALERT_DISMISS_MS);
    });
    expect(texts()).toEqual(['Phone required']);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SIGNUP_ALERT_DISMISS_MS);
    });
    expect(texts()).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

test('an unreachable backend shows a clear message and re-enables the button', async () => {
  mockFetch(new TypeError('Failed to fetch'));
  render(<SignupPage shell={createTestShell()} />);
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.backendDown);
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
});

test('a non-JSON answer (a proxy error page) counts as unreachable', async () => {
  globalThis.fetch = jest.fn(async () =>
    fakeResponse('<html>502 Bad Gateway</html>', 502),
  ) as unknown as typeof fetch;
  render(<SignupPage shell={createTestShell()} />);
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.backendDown);
});

test('an API base written with a trailing slash still posts to <base>/auth/createuser', async () => {
  const fetchMock = mockFetch({ status: 201, body: { success: true, authToken: 'jwt-2' } });
  render(<SignupPage shell={createTestShell({ apiBase: '/api/' })} />);
  await fillAndSubmit();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/auth/createuser');
});

test('a strength meter follows the password as it is typed (zxcvbn with the name and email)', async () => {
  render(<SignupPage shell={createTestShell()} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  const meter = await screen.findByRole('progressbar', { name: 'How hard it is to guess' });
  expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
  expect(screen.getByText(/This is a commonly used password/)).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse 1');
  await waitFor(() =>
    expect(screen.getByRole('progressbar', { name: 'How hard it is to guess' })).toHaveAttribute(
      'aria-valuetext',
      'Very strong',
    ),
  );
});
