import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@elearning/contract';
import { createTestShell, mockFetch } from '@elearning/remote-kit/testing';
import ContactPage from '../src/ContactPage';

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Your Name'), 'Grace');
  await userEvent.type(screen.getByLabelText('Your Email'), 'grace@example.com');
  await userEvent.type(screen.getByPlaceholderText('Message to us...'), 'Hello there');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

test('renders the required form', () => {
  render(<ContactPage shell={createTestShell()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  expect(screen.getByText('Get In Touch!')).toBeInTheDocument();
  expect(screen.getByLabelText('Your Name')).toBeRequired();
  expect(screen.getByLabelText('Your Email')).toBeRequired();
  expect(screen.getByLabelText('Your Email')).toHaveAttribute('type', 'email');
  const message = screen.getByPlaceholderText('Message to us...');
  expect(message.tagName).toBe('TEXTAREA');
  expect(Number(message.getAttribute('rows'))).toBeGreaterThanOrEqual(6);
  expect(message).not.toBeRequired();
  // Person and envelope icons sit beside the two fields.
  expect(document.querySelectorAll('.input-group-text > [aria-hidden="true"] > svg')).toHaveLength(2);
});

test('success shows the required notice and keeps the values', async () => {
  const fetchMock = mockFetch({ status: 201, body: { success: true } });
  const shell = createTestShell();
  render(<ContactPage shell={shell} />);
  await fillAndSend();
  await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(TEXTS.contactOk, 'success'));
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/contact/addquery');
  expect(JSON.parse(init.body as string)).toEqual({
    name: 'Grace',
    email: 'grace@example.com',
    message: 'Hello there',
  });
  expect(screen.getByLabelText('Your Name')).toHaveValue('Grace');
});

test('a failure reported by the server is silently ignored (spec)', async () => {
  mockFetch({ status: 400, body: { success: false, errors: [{ msg: 'Invalid email' }] } });
  const shell = createTestShell();
  render(<ContactPage shell={shell} />);
  await fillAndSend();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
  expect(shell.notify).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an unreachable backend shows a clear message', async () => {
  mockFetch(new TypeError('Failed to fetch'));
  render(<ContactPage shell={createTestShell()} />);
  await fillAndSend();
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.backendDown);
});

test('the browser enforces name and email (docs/requirements.md#contact-us): an empty form is not sent', async () => {
  const fetchMock = mockFetch({ status: 201, body: { success: true } });
  const shell = createTestShell();
  render(<ContactPage shell={shell} />);
  const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
  expect(form).not.toHaveAttribute('novalidate');
  expect(form.checkValidity()).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  await userEvent.type(screen.getByLabelText('Your Name'), 'Grace');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByLabelText('Your Email')).toBeInvalid();
  expect(fetchMock).not.toHaveBeenCalled();

  // The message is not required: name and email are enough.
  await userEvent.type(screen.getByLabelText('Your Email'), 'grace@example.com');
  expect(form.checkValidity()).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(TEXTS.contactOk, 'success'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a gateway 502 (backend down) shows the clear message instead of silence', async () => {
  mockFetch({
    status: 502,
    body: { success: false, errors: [{ msg: 'The API is not reachable right now.' }] },
  });
  const shell = createTestShell();
  render(<ContactPage shell={shell} />);
  await fillAndSend();
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.backendDown);
  expect(shell.notify).not.toHaveBeenCalled();
});

test('an API base written with a trailing slash still posts to <base>/contact/addquery', async () => {
  const fetchMock = mockFetch({ status: 201, body: { success: true } });
  render(<ContactPage shell={createTestShell({ apiBase: '/api//' })} />);
  await fillAndSend();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/contact/addquery');
});

test('a 429 (too many messages) is shown, unlike other refusals', async () => {
  mockFetch({
    status: 429,
    body: {
      success: false,
      errors: [{ msg: 'Too many messages from your network: please wait 40 seconds and try again' }],
    },
  });
  render(<ContactPage shell={createTestShell()} />);
  await fillAndSend();
  expect(await screen.findByRole('alert')).toHaveTextContent('please wait 40 seconds');
});

test('the honeypot field is hidden from people and sent only when filled (by a bot)', async () => {
  const fetchMock = mockFetch({ status: 200, body: { success: true } });
  render(<ContactPage shell={createTestShell()} />);
  const trap = document.getElementById('mf-contact-website') as HTMLInputElement;
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(trap).toHaveAttribute('tabindex', '-1');
  await userEvent.type(trap, 'http://spam.example');
  await fillAndSend();
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(init.body as string)).toMatchObject({ website: 'http://spam.example' });
});
