import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell, mockFetch } from '@elearning/remote-kit/testing';
import { pages } from '../prerender/pages';
import LoginPage from '../src/LoginPage';
import SignupPage from '../src/SignupPage';

/*
 * Login and Sign Up arrive as prerendered HTML (decision 0016): the student may type before the
 * code behind the form has arrived. Hydrating must keep what was typed (and the nodes it was typed
 * into), and the form then sends it.
 */

let container: HTMLDivElement;
const recoverable: unknown[] = [];

beforeEach(() => {
  recoverable.length = 0;
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => container.remove());

/** Types into a field as a browser does before any script: the value changes, no handler runs. */
const typeBeforeHydration = (label: string, text: string) => {
  const field = screen.getByLabelText(label) as HTMLInputElement;
  field.value = text;
  return field;
};

const hydrate = async (page: ReactElement) => {
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return root!;
};

test('Login: what was typed before hydration is kept, on the same nodes, and sent', async () => {
  const fetchMock = mockFetch({ body: { success: true, authToken: 'jwt-1' } });
  container.innerHTML = pages.login.render();
  const email = typeBeforeHydration('Email address', 'ada@example.com');
  const password = typeBeforeHydration('Password', 'Secret#1');
  const shell = createTestShell({ firebase: null });
  const root = await hydrate(<LoginPage shell={shell} />);

  expect(recoverable).toEqual([]);
  expect(screen.getByLabelText('Email address')).toBe(email);
  expect(email.value).toBe('ada@example.com');
  // The student goes on typing once the code is there.
  await userEvent.type(password, '23');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/question'), { timeout: 5000 });
  const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string;
  expect(JSON.parse(body)).toEqual({ email: 'ada@example.com', password: 'Secret#123' });
  act(() => root.unmount());
});

test('Login: the Google button is prerendered available and settles to the deployment after hydration', async () => {
  container.innerHTML = pages.login.render();
  expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  const root = await hydrate(<LoginPage shell={createTestShell({ firebase: null })} />);
  expect(recoverable).toEqual([]);
  expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  expect(screen.getByText(/not configured/)).toBeInTheDocument();
  act(() => root.unmount());
});

test('Login sent from an invitation: the prerendered link gains ?next= after hydration', async () => {
  window.history.replaceState(null, '', '/login?next=%2Finvite');
  try {
    container.innerHTML = pages.login.render();
    expect(screen.getByRole('link', { name: 'Not have account? SignUp' })).toHaveAttribute('href', '/signup');
    const root = await hydrate(<LoginPage shell={createTestShell()} />);
    expect(screen.getByRole('link', { name: 'Not have account? SignUp' })).toHaveAttribute(
      'href',
      '/signup?next=%2Finvite',
    );
    act(() => root.unmount());
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('Login built in an earlier year: hydrated, not rendered again (what was typed stays)', async () => {
  container.innerHTML = pages.login.render().replace(/(©(?: |<!-- -->)*)\d{4}/, '$11999');
  expect(container.textContent).toContain('© 1999 E-Learning');
  const email = typeBeforeHydration('Email address', 'ada@example.com');
  const root = await hydrate(<LoginPage shell={createTestShell()} />);
  expect(recoverable).toEqual([]);
  expect(screen.getByLabelText('Email address')).toBe(email);
  expect(email.value).toBe('ada@example.com');
  act(() => root.unmount());
});

test('Sign Up: every field typed before hydration is kept and sent', async () => {
  const fetchMock = mockFetch({ body: { success: true, authToken: 'jwt-2' } });
  container.innerHTML = pages.signup.render();
  typeBeforeHydration('Name', 'Ada');
  typeBeforeHydration('Email Address', 'ada@example.com');
  typeBeforeHydration('Phone', '0123456789');
  typeBeforeHydration('Password', 'correct horse battery');
  const shell = createTestShell();
  const root = await hydrate(<SignupPage shell={shell} />);
  expect(recoverable).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/question'), { timeout: 5000 });
  const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string;
  expect(JSON.parse(body)).toEqual({
    name: 'Ada',
    email: 'ada@example.com',
    phone: '0123456789',
    password: 'correct horse battery',
  });
  act(() => root.unmount());
});
