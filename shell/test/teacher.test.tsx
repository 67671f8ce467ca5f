import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MeResponse, RemotePageProps, Role } from '@elearning/contract';
import { App } from '../src/App';
import type { SiteConfig } from '../src/config';
import type { FetchMe } from '../src/current-user';
import type { RemoteLoader } from '../src/remotes';

const config: SiteConfig = {
  apiBase: '/api',
  remotes: {},
  contact: { phone: '+1 555 0100', email: 'help@example.com' },
  profileUrl: 'https://profile.example.com/me',
  firebase: null,
};

const page = (title: string) => ({ default: (_props: RemotePageProps) => <h1>{title}</h1> });
const loader: RemoteLoader = async (remote, module) =>
  remote === 'mf_teacher' ? page("Teachers' console") : page(`${remote}/${module}`);

const me = (role: Role, unseenReplies = 0): MeResponse => ({
  success: true,
  user: { id: 'u1', name: 'Pat', email: 'pat@example.com', role, emailVerified: role !== 'student', vouched: true },
  unseenReplies,
});

function renderAt(path: string, fetchMe: FetchMe) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App config={config} loadPage={loader} fetchMe={fetchMe} />
    </MemoryRouter>,
  );
}
const nav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => localStorage.clear());

test('a teacher sees the Teacher item and the console at /teacher', async () => {
  localStorage.setItem('token', 'abc');
  const fetchMe = jest.fn(async () => me('teacher'));
  renderAt('/teacher/questions', fetchMe);
  expect(await screen.findByRole('heading', { level: 1, name: "Teachers' console" })).toBeInTheDocument();
  expect(within(nav()).getByRole('link', { name: 'Teacher' })).toHaveAttribute('href', '/teacher');
  expect(fetchMe).toHaveBeenCalled();
});

test('an admin is also a teacher: the Teacher item and the console', async () => {
  localStorage.setItem('token', 'abc');
  renderAt('/teacher', async () => me('admin'));
  expect(await screen.findByRole('heading', { level: 1, name: "Teachers' console" })).toBeInTheDocument();
  expect(within(nav()).getByRole('link', { name: 'Teacher' })).toHaveAttribute('href', '/teacher');
});

test('a student sees no Teacher item and a plain "for teachers only" page at /teacher', async () => {
  localStorage.setItem('token', 'abc');
  renderAt('/teacher', async () => me('student', 2));
  expect(await screen.findByRole('heading', { level: 1, name: 'For teachers only' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: "Teachers' console" })).toBeNull();
  expect(within(nav()).queryByRole('link', { name: 'Teacher' })).toBeNull();
  // Unseen replies: a count on Ask Question.
  expect(
    within(nav()).getByRole('link', { name: /Ask Question 2 new replies from teachers/ }),
  ).toBeInTheDocument();
});

test('a visitor at /teacher sees the plain page, and the account is never asked for', async () => {
  const fetchMe = jest.fn(async () => me('teacher'));
  renderAt('/teacher', fetchMe);
  expect(await screen.findByRole('heading', { level: 1, name: 'For teachers only' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Teachers: log in' })).toHaveAttribute('href', '/login');
  expect(fetchMe).not.toHaveBeenCalled();
});

test('the server cannot be reached: the plain page says so, never the console', async () => {
  localStorage.setItem('token', 'abc');
  renderAt('/teacher', async () => {
    throw new Error('down');
  });
  expect(await screen.findByText(/server cannot be reached/)).toBeInTheDocument();
});
