import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@elearning/contract';
import { createTestShell, fakeResponse, mockFetch } from '@elearning/remote-kit/testing';
import LoginPage from '../src/LoginPage';

async function fillAndSubmit(email = 'ada@example.com', password = 'Secret#123') {
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

test('renders the required fields, link, Google button and copyright', () => {
  render(<LoginPage shell={createTestShell()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Email address')).toBeRequired();
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Password')).toBeRequired();
  expect(screen.getByLabelText('Remember me')).toHaveAttribute('type', 'checkbox');
  expect(screen.getByRole('link', { name: 'Not have account? SignUp' })).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  expect(screen.getByText(/not configured/)).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} E-Learning`))).toBeInTheDocument();
  // Native validation is off: the server decides.
  expect(screen.getByRole('button', { name: 'Login' }).closest('form')).toHaveAttribute('novalidate');
});

test('success stores the token, says "You are successful login." and goes to /question', async () => {
  const fetchMock = mockFetch({ body: { success: true, authToken: 'jwt-1' } });
  const shell = createTestShell();
  render(<LoginPage shell={shell} />);
  await userEvent.click(screen.getByLabelText('Remember me'));
  await fillAndSubmit();
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/question'));
  expect(shell.session.setToken).toHaveBeenCalledWith('jwt-1');
  expect(shell.notify).toHaveBeenCalledWith(TEXTS.loginOk, 'success');
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/auth/login',
    expect.objectContaining({ method: 'POST', headers: { 'Content-Type': 'application/json' } }),
  );
  // 'Remember me' is not sent.
  expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual(
    { email: 'ada@example.com', password: 'Secret#123' },
  );
});

test('sent from an invitation (?next=/invite): back there after the login, Sign Up carrying it too', async () => {
  window.history.replaceState(null, '', '/login?next=%2Finvite');
  try {
    mockFetch({ body: { success: true, authToken: 'jwt-1' } });
    const shell = createTestShell();
    render(<LoginPage shell={shell} />);
    expect(screen.getByRole('link', { name: 'Not have account? SignUp' })).toHaveAttribute(
      'href',
      '/signup?next=%2Finvite',
    );
    await fillAndSubmit();
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/invite'));
    expect(shell.notify).toHaveBeenCalledWith(TEXTS.loginOk, 'success');
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('success false says "You can not login." and stores nothing', async () => {
  mockFetch({ status: 400, body: { success: false, errors: [{ msg: 'Invalid credentials' }] } });
  const shell = createTestShell();
  render(<LoginPage shell={shell} />);
  await fillAndSubmit();
  await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(TEXTS.loginFailed, 'danger'));
  expect(shell.session.setToken).not.toHaveBeenCalled();
  expect(shell.navigate).not.toHaveBeenCalled();
});

test('the button is disabled while the request is in flight', async () => {
  let answer!: (r: Response) => void;
  globalThis.fetch = jest.fn(
    () => new Promise<Response>((resolve) => (answer = resolve)),
  ) as unknown as typeof fetch;
  render(<LoginPage shell={createTestShell()} />);
  await fillAndSubmit();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
  answer(fakeResponse(JSON.stringify({ success: false }), 400));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
});

test('an unreachable backend shows a clear message', async () => {
  mockFetch(new TypeError('Failed to fetch'));
  const shell = createTestShell();
  render(<LoginPage shell={shell} />);
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.backendDown);
  expect(shell.notify).not.toHaveBeenCalled();
});

test.each([
  [502, 'application/json'],
  [504, 'application/json'],
  [503, 'text/html'],
])(
  'a gateway %i (%s: backend down) shows the clear message, not "You can not login."',
  async (status, contentType) => {
    // The Node gateway answers JSON in the API's error shape when the backend is down; nginx, HTML.
    mockFetch({
      status,
      contentType,
      body: { success: false, errors: [{ msg: 'The API is not reachable right now.' }] },
    });
    const shell = createTestShell();
    render(<LoginPage shell={shell} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.backendDown);
    expect(shell.notify).not.toHaveBeenCalled();
    expect(shell.session.setToken).not.toHaveBeenCalled();
  },
);

test('an API base written with a trailing slash still posts to <base>/auth/login', async () => {
  const fetchMock = mockFetch({ body: { success: true, authToken: 'jwt-1' } });
  render(<LoginPage shell={createTestShell({ apiBase: 'http://localhost:3000/' })} />);
  await fillAndSubmit();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('http://localhost:3000/auth/login');
});

test('a Forgot password? link leads to /reset-password; a 429 shows how long to wait', async () => {
  mockFetch({
    status: 429,
    body: {
      success: false,
      errors: [{ msg: 'Too many failed logins for this account: please wait 15 minutes and try again' }],
    },
  });
  const shell = createTestShell();
  render(<LoginPage shell={shell} />);
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  await fillAndSubmit('ada@example.com', 'whatever');
  await waitFor(() =>
    expect(shell.notify).toHaveBeenCalledWith(
      'Too many failed logins for this account: please wait 15 minutes and try again',
      'danger',
    ),
  );
});
