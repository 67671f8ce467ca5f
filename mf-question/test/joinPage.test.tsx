import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import JoinPage from '../src/JoinPage';
import { meJson } from './helpers/classes';
import { errorJson, installFakeBackend, json } from './helpers/fakeBackend';
import { createTestShell } from './helpers/shell';

const NOT_FOUND =
  'No class is open for joining with this code: check it with your teacher (it may have been changed, or joining turned off)';
const joinedJson = (alreadyMember = false) =>
  json({ success: true, class: { id: 'class-maths', name: 'Maths 7B', subject: null, alreadyMember } });

/** The page as the shell routes it: /join/:code (in StrictMode: effects run twice, one join). */
function openJoinLink(code: string, shell = createTestShell()) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/join/${code}`]}>
        <Routes>
          <Route path="/join/:code" element={<JoinPage shell={shell} />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
  return shell;
}

beforeEach(() => localStorage.clear());

it('joins with the code from the link once, then goes to the question page with "You joined <class>"', async () => {
  const backend = installFakeBackend({
    'POST /classes/join': () => joinedJson(),
    'GET /auth/me': () => meJson(),
  });
  const shell = openJoinLink('ABCD-EFGH');
  expect(screen.getByRole('heading', { level: 1, name: 'Join a class' })).toBeInTheDocument();
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/question'));
  expect(shell.notify).toHaveBeenCalledWith('You joined Maths 7B', 'success');
  expect(backend.calls('POST', '/classes/join')).toHaveLength(1);
  expect(backend.calls('POST', '/classes/join')[0].body).toEqual({ joinCode: 'ABCD-EFGH' });
  // New questions go to the class just joined.
  expect(localStorage.getItem('mfQuestion.class.student-1')).toBe('class-maths');
});

it('a student in the class already is told so', async () => {
  installFakeBackend({ 'POST /classes/join': () => joinedJson(true), 'GET /auth/me': () => meJson() });
  const shell = openJoinLink('abcdefgh');
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/question'));
  expect(shell.notify).toHaveBeenCalledWith('You are already in Maths 7B', 'success');
});

it("a wrong code: the backend's message, and the code to correct and send again", async () => {
  let tries = 0;
  installFakeBackend({
    'POST /classes/join': () => (++tries === 1 ? errorJson(404, NOT_FOUND) : joinedJson()),
    'GET /auth/me': () => meJson(),
  });
  const shell = openJoinLink('ABCD-EFGX');
  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
  expect(shell.navigate).not.toHaveBeenCalled();
  const field = screen.getByRole('textbox', { name: 'Class code' });
  expect(field).toHaveValue('ABCD-EFGX');
  await userEvent.clear(field);
  await userEvent.type(field, 'ABCD-EFGH');
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/question'));
  expect(shell.notify).toHaveBeenCalledWith('You joined Maths 7B', 'success');
});

it('too many tries: the limit message (429)', async () => {
  const message = 'Too many tries with join codes: please wait 10 minutes, or ask your teacher for the code';
  installFakeBackend({ 'POST /classes/join': () => errorJson(429, message, { 'Retry-After': '600' }) });
  openJoinLink('ABCD-EFGH');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});
