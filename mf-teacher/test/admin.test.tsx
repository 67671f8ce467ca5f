import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '@elearning/remote-kit/testing';
import { renderConsole as renderConsoleAt } from './helpers/renderConsole';

jest.mock('@elearning/markdown', () => ({
  AnswerMarkdown: ({ markdown }: { markdown: string }) => <div>{markdown}</div>,
}));

const ADMIN_ONLY = 'This is for school administrators only';
const school = {
  day: '2026-11-23',
  timeZone: 'Europe/Paris',
  usedTokens: 0,
  ceilingTokens: null,
  ceilingReachedAt: null,
  perStudentTokens: 200000,
};
const head = {
  id: 'a1',
  name: 'Ada Admin',
  email: 'ada@school.example',
  role: 'admin',
  roleSource: 'ADMIN_EMAILS',
  emailVerifiedBy: 'email-link',
  createdAt: '2026-11-01T08:00:00.000Z',
};
const teacher = {
  id: 't1',
  name: 'Tom Teacher',
  email: 'tom@school.example',
  role: 'teacher',
  roleSource: 'invitation',
  emailVerifiedBy: 'invitation',
  createdAt: '2026-11-02T08:00:00.000Z',
};
const legacy = {
  ...teacher,
  id: 't2',
  name: 'Lee Legacy',
  email: 'lee@school.example',
  roleSource: null,
  emailVerifiedBy: null,
};
const future = new Date(Date.now() + 86_400_000).toISOString();
const invitations = [
  {
    id: 'i2',
    email: 'new@school.example',
    invitedBy: 'Ada Admin',
    createdAt: '2026-11-22T08:00:00.000Z',
    expiresAt: future,
    usedAt: null,
    usedByName: null,
  },
  {
    id: 'i1',
    email: 'tom@school.example',
    invitedBy: 'Ada Admin',
    createdAt: '2026-11-02T07:00:00.000Z',
    expiresAt: '2026-11-09T07:00:00.000Z',
    usedAt: '2026-11-02T08:00:00.000Z',
    usedByName: 'Tom Teacher',
  },
  {
    id: 'i0',
    email: 'gone@school.example',
    invitedBy: null,
    createdAt: '2026-10-01T07:00:00.000Z',
    expiresAt: '2026-10-08T07:00:00.000Z',
    usedAt: null,
    usedByName: null,
  },
];
const TYPES = ['sign-in.succeeded', 'limit.refused', 'role.changed', 'student.approved'];
const event = (id: number, type: string, extra: object = {}) => ({
  id: String(id),
  type,
  at: '2026-11-23T10:00:00.000Z',
  limit: null,
  reason: null,
  method: null,
  account: { id: 's1', name: 'Sam Student', email: 'sam@school.example', role: 'student' },
  actorName: null,
  ...extra,
});

interface Fake {
  role: string;
  staff: object[];
  sent: { method: string; url: string; body?: unknown }[];
}

/** The backend at the network boundary, with an admin's (or a teacher's) answers. */
function fakeBackend(role = 'admin'): Fake {
  const fake: Fake = { role, staff: [head, legacy, teacher], sent: [] };
  const answer = (method: string, url: string): [number, unknown] => {
    if (url === '/api/auth/me')
      return [
        200,
        {
          success: true,
          user: {
            id: 'a1',
            name: 'Ada Admin',
            email: 'ada@school.example',
            role: fake.role,
            emailVerified: true,
            vouched: true,
          },
          unseenReplies: 0,
        },
      ];
    if (url.startsWith('/api/teacher/ai-usage/school')) return [200, { success: true, school }];
    if (url.startsWith('/api/teacher/overview'))
      return [200, { success: true, overview: { escalationsWaiting: 0, contactOpen: 0, questionsToday: 0 } }];
    if (url.startsWith('/api/teacher/questions'))
      return [
        200,
        { success: true, items: [], page: 1, pageSize: 20, total: 0, totalCapped: false, nextCursor: null },
      ];
    if (url.startsWith('/api/admin/') && fake.role !== 'admin')
      return [403, { success: false, errors: [{ msg: ADMIN_ONLY }] }];
    if (url === '/api/admin/teachers') return [200, { success: true, staff: fake.staff }];
    if (url === '/api/admin/teachers/t1/demote') {
      fake.staff = fake.staff.filter((member) => member !== teacher);
      return [200, { success: true }];
    }
    if (url === '/api/admin/teachers/t2/demote')
      return [409, { success: false, errors: [{ msg: 'Lee is busy being refused' }] }];
    if (url === '/api/admin/invitations' && method === 'GET') return [200, { success: true, invitations }];
    if (url === '/api/admin/invitations')
      return [
        200,
        {
          success: true,
          invitation: { ...invitations[0], id: 'i3', email: 'ms.new@school.example' },
          link: 'http://localhost:8080/invite#token=shown-once',
          emailed: false,
        },
      ];
    if (url.startsWith('/api/admin/security-events')) {
      const params = new URL(url, 'http://x').searchParams;
      if (params.get('type') === 'student.approved')
        return [
          200,
          {
            success: true,
            events: [event(7, 'student.approved', { actorName: 'Tom Teacher' })],
            nextBefore: null,
            types: TYPES,
          },
        ];
      if (params.get('before') === '50')
        return [
          200,
          {
            success: true,
            events: [event(49, 'sign-in.succeeded', { method: 'google' })],
            nextBefore: null,
            types: TYPES,
          },
        ];
      return [
        200,
        {
          success: true,
          events: [
            event(100, 'limit.refused', { limit: 'ai-daily-tokens-student' }),
            event(99, 'role.changed', {
              reason: 'teacher -> student (admin)',
              actorName: 'Ada Admin',
              account: { id: 't9', name: 'Tina Former', email: 'tina@school.example', role: 'student' },
            }),
          ],
          nextBefore: '50',
          types: TYPES,
        },
      ];
    }
    // The safety banner and badge, on every console page: no open alert.
    if (url.startsWith('/api/teacher/safety/alerts?'))
      return [200, { success: true, items: [], page: 1, pageSize: 1, total: 0 }];
    throw new Error(`unexpected ${method} ${url}`);
  };
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    fake.sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = answer(method, url);
    return fakeResponse(JSON.stringify(body), status);
  }) as unknown as typeof fetch;
  return fake;
}

const renderConsole = (path: string) => renderConsoleAt(path, 'admin-token');

const consoleNav = () => screen.getByRole('navigation', { name: 'Console' });
const reads = (fake: Fake, path: string) =>
  fake.sent.filter((request) => request.method === 'GET' && request.url.split('?')[0] === path).length;

test("an administrator's console lists the four administrators' areas after the teachers' ones", async () => {
  fakeBackend();
  renderConsole('/teacher/questions');
  expect(await within(consoleNav()).findByRole('link', { name: 'Teachers' })).toHaveAttribute(
    'href',
    '/teacher/admin/teachers',
  );
  expect(
    within(consoleNav())
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Questions',
    'Safety',
    'Classes',
    'Contact inbox',
    'Students',
    'Access log',
    'Teachers',
    'Invite a teacher',
    'Security events',
    'Rosters',
  ]);
});

test('Teachers: who they are and how they became teachers; Demote asks first, then the list is read again', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/admin/teachers');
  const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
  await screen.findByRole('cell', { name: 'Tom Teacher' });
  expect(within(consoleNav()).getByRole('link', { name: 'Teachers' })).toHaveClass('active');
  expect(within(row('Ada Admin')).getByText('Administrator')).toBeInTheDocument();
  expect(within(row('Ada Admin')).getByText('Listed in the server setting ADMIN_EMAILS')).toBeInTheDocument();
  expect(within(row('Ada Admin')).getByText('The emailed confirmation link')).toBeInTheDocument();
  expect(within(row('Ada Admin')).queryByRole('button')).toBeNull();
  expect(within(row('Tom Teacher')).getByText('Accepted an invitation')).toBeInTheDocument();
  expect(within(row('Tom Teacher')).getByText('The invitation link')).toBeInTheDocument();
  expect(within(row('Lee Legacy')).getByText(/Not recorded/)).toBeInTheDocument();
  expect(within(row('Lee Legacy')).getByText('Not confirmed')).toBeInTheDocument();

  // Cancel changes nothing and gives the focus back to Demote.
  await userEvent.click(within(row('Tom Teacher')).getByRole('button', { name: 'Demote Tom Teacher' }));
  expect(within(row('Tom Teacher')).getByRole('button', { name: 'Yes, demote' })).toHaveFocus();
  await userEvent.click(within(row('Tom Teacher')).getByRole('button', { name: 'Cancel' }));
  expect(within(row('Tom Teacher')).getByRole('button', { name: 'Demote Tom Teacher' })).toHaveFocus();
  expect(fake.sent.some((request) => request.method === 'POST')).toBe(false);

  await userEvent.click(within(row('Tom Teacher')).getByRole('button', { name: 'Demote Tom Teacher' }));
  expect(within(row('Tom Teacher')).getByRole('group', { name: 'Demote Tom Teacher?' })).toHaveTextContent(
    'Make Tom Teacher a student? They lose the console at once.',
  );
  await userEvent.click(within(row('Tom Teacher')).getByRole('button', { name: 'Yes, demote' }));
  expect(
    await screen.findByText('Tom Teacher is a student now and has been signed out.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Tom Teacher' })).toBeNull());
  expect(reads(fake, '/api/admin/teachers')).toBe(2);
  expect(fake.sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
    '/api/admin/teachers/t1/demote',
  ]);
});

test("Teachers: a refused demotion is shown in the backend's words", async () => {
  fakeBackend();
  renderConsole('/teacher/admin/teachers');
  await userEvent.click(await screen.findByRole('button', { name: 'Demote Lee Legacy' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, demote' }));
  expect(await screen.findByText('Lee is busy being refused')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Lee Legacy' })).toBeInTheDocument();
});

test('Invite a teacher: the link shown once with Copy, not emailed; the list says waiting / used by / expired', async () => {
  const fake = fakeBackend();
  const shell = renderConsole('/teacher/admin/invitations');
  const list = (await screen.findByRole('table')) as HTMLElement;
  const state = (email: string) =>
    within(within(list).getByRole('cell', { name: email }).closest('tr') as HTMLElement).getAllByRole(
      'cell',
    )[3];
  expect(state('new@school.example')).toHaveTextContent(/^Waiting \(valid until /);
  expect(state('tom@school.example')).toHaveTextContent(/^Used by Tom Teacher on 2 Nov 2026/);
  expect(state('gone@school.example')).toHaveTextContent(/^Expired on 8 Oct 2026/);

  await userEvent.type(screen.getByLabelText("Teacher's email address"), ' ms.new@school.example ');
  await userEvent.click(screen.getByRole('button', { name: 'Create invitation' }));
  const link = await screen.findByLabelText(/Invitation link \(shown once/);
  expect(link).toHaveValue('http://localhost:8080/invite#token=shown-once');
  expect(link).toHaveAttribute('readonly');
  expect(screen.getByText(/It was not emailed/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Invitation for ms.new@school.example' })).toBeInTheDocument();
  expect(screen.getByLabelText("Teacher's email address")).toHaveValue('');
  expect(fake.sent.find((request) => request.method === 'POST')).toEqual({
    method: 'POST',
    url: '/api/admin/invitations',
    body: { email: 'ms.new@school.example' },
  });
  await waitFor(() => expect(reads(fake, '/api/admin/invitations')).toBe(2));

  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost:8080/invite#token=shown-once');
  await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('Invitation link copied.', 'success'));
});

test('Security events: the table, Load more with before, and the type filter', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/admin/security-events');
  const row = (await screen.findByRole('cell', { name: 'Role changed' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Tina Former')).toBeInTheDocument();
  expect(within(row).getByText('(Student)')).toBeInTheDocument();
  expect(within(row).getByText('Teacher → Student: demoted by an administrator')).toBeInTheDocument();
  expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
  expect(screen.getByText('ai-daily-tokens-student')).toBeInTheDocument();
  expect(screen.getByText('2 events shown')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('google')).toBeInTheDocument();
  expect(screen.getByText('3 events shown: that is all')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(fake.sent.map((request) => request.url)).toContain('/api/admin/security-events?before=50');

  const filter = screen.getByLabelText('Type of event');
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'All events',
    'Signed in',
    'Refused by a limit',
    'Role changed',
    'Student approved by a teacher',
  ]);
  await userEvent.selectOptions(filter, 'Student approved by a teacher');
  expect(await screen.findByText('1 event shown: that is all')).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Role changed' })).toBeNull();
  expect(screen.getByText('Tom Teacher')).toBeInTheDocument();
  expect(fake.sent.map((request) => request.url)).toContain(
    '/api/admin/security-events?type=student.approved',
  );
});

test("a teacher sees none of the administrators' areas, and their URLs show the backend's refusal", async () => {
  const fake = fakeBackend('teacher');
  renderConsole('/teacher/admin/teachers');
  expect(await screen.findByText(ADMIN_ONLY)).toBeInTheDocument();
  await waitFor(() => expect(reads(fake, '/api/auth/me')).toBe(1));
  await screen.findByText(/escalations? waiting/);
  expect(
    within(consoleNav())
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Questions', 'Safety', 'Classes', 'Contact inbox', 'Students', 'Access log']);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('button', { name: /Demote/ })).toBeNull();

  // Only the refusal: no form to fill in, no filter.
  cleanup();
  renderConsole('/teacher/admin/invitations');
  expect(await screen.findByText(ADMIN_ONLY)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Invite a teacher' })).toBeInTheDocument();
  expect(screen.queryByLabelText("Teacher's email address")).toBeNull();
  cleanup();
  renderConsole('/teacher/admin/security-events');
  expect(await screen.findByText(ADMIN_ONLY)).toBeInTheDocument();
  expect(screen.queryByLabelText('Type of event')).toBeNull();
});
