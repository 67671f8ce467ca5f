import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDetailView, ClassLiveStudent } from '@elearning/contract';
import { fakeResponse } from '@elearning/remote-kit/testing';
import { renderConsole as renderConsoleAt } from './helpers/renderConsole';

jest.mock('@elearning/markdown', () => ({
  AnswerMarkdown: ({ markdown }: { markdown: string }) => <div>{markdown}</div>,
}));

const school = {
  day: '2026-11-23',
  timeZone: 'Europe/Paris',
  usedTokens: 0,
  ceilingTokens: null,
  ceilingReachedAt: null,
  perStudentTokens: 200000,
};
const me = { id: 't1', name: 'Ms Head', email: 'head@school.example', role: 'teacher' };

function maths(): ClassDetailView {
  return {
    id: 'c1',
    name: 'Maths 7B',
    subject: 'Mathematics',
    archived: false,
    membership: 'teacher',
    joinCode: 'K7M2P9QZ',
    joiningEnabled: true,
    teacherNames: ['Ms Head', 'Mr Co'],
    studentCount: 1,
    school: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    rules: {
      tutorPaused: false,
      guideOnly: false,
      instructions: '',
      openHours: null,
      dailyTokensPerStudent: null,
    },
    teachers: [
      { id: 't1', name: 'Ms Head', email: 'head@school.example' },
      { id: 't2', name: 'Mr Co', email: 'co@school.example' },
    ],
    students: [
      { id: 's1', name: 'Sam Student', email: 'sam@school.example', joinedAt: '2026-11-02T08:00:00.000Z' },
    ],
  };
}
const history = {
  ...maths(),
  id: 'c2',
  name: 'History 2025',
  subject: null,
  archived: true,
  teacherNames: ['Ms Head'],
  studentCount: 0,
  // Imported from the school's system: its school is shown.
  school: 'Hilltop High',
};

interface Fake {
  role: string;
  detail: ClassDetailView;
  live: ClassLiveStudent[];
  sent: { method: string; url: string; body?: unknown }[];
}

const refuse = (status: number, msg: string): [number, unknown] => [
  status,
  { success: false, errors: [{ msg }] },
];

/** The backend at the network boundary: the /classes endpoints as the contract describes them. */
function fakeBackend(role = 'teacher'): Fake {
  const fake: Fake = { role, detail: maths(), live: [], sent: [] };
  const summary = ({ rules: _r, teachers: _t, students: _s, updatedAt: _u, ...rest }: ClassDetailView) =>
    rest;
  const answer = (
    method: string,
    url: string,
    body: Record<string, unknown> | undefined,
  ): [number, unknown] => {
    if (url === '/api/auth/me')
      return [
        200,
        {
          success: true,
          user: { ...me, role: fake.role, emailVerified: true, vouched: true },
          unseenReplies: 0,
        },
      ];
    if (url.startsWith('/api/teacher/ai-usage/school')) return [200, { success: true, school }];
    if (url.startsWith('/api/teacher/overview'))
      return [200, { success: true, overview: { escalationsWaiting: 0, contactOpen: 0, questionsToday: 0 } }];
    if (url === '/api/classes' && method === 'GET')
      return [200, { success: true, classes: [summary(fake.detail), summary(history)] }];
    if (url === '/api/classes' && method === 'POST') {
      if (body?.name === 'Too long') return refuse(400, 'Name must be at most 100 characters');
      return [
        200,
        {
          success: true,
          class: {
            ...maths(),
            id: 'c9',
            name: body?.name,
            subject: body?.subject ?? null,
            joinCode: 'ABCD2345',
          },
        },
      ];
    }
    if (url === '/api/classes/c1' && method === 'GET') return [200, { success: true, class: fake.detail }];
    if (url === '/api/classes/c1' && method === 'PATCH') {
      const { name, subject, joiningEnabled, archived, ...rules } = body ?? {};
      if (rules.instructions === 'refuse me')
        return refuse(400, 'Instructions contains characters that are not allowed');
      fake.detail = {
        ...fake.detail,
        ...(name === undefined ? {} : { name: name as string }),
        ...(subject === undefined ? {} : { subject: subject as string | null }),
        ...(joiningEnabled === undefined ? {} : { joiningEnabled: joiningEnabled as boolean }),
        ...(archived === undefined ? {} : { archived: archived as boolean }),
        rules: { ...fake.detail.rules, ...rules },
      };
      return [200, { success: true, class: fake.detail }];
    }
    if (url === '/api/classes/c1/join-code') {
      fake.detail = { ...fake.detail, joinCode: 'NEWC0DE2'.replace('0', 'Q') };
      return [200, { success: true, class: fake.detail }];
    }
    if (url === '/api/classes/c1/teachers') {
      if (body?.email === 'sam@school.example')
        return refuse(400, 'That account is a student: only teachers can teach a class');
      fake.detail = {
        ...fake.detail,
        teachers: [...fake.detail.teachers, { id: 't3', name: 'Ms New', email: String(body?.email) }],
      };
      return [200, { success: true, class: fake.detail }];
    }
    if (url === '/api/classes/c1/students/s1' && method === 'DELETE') {
      fake.detail = { ...fake.detail, students: [], studentCount: 0 };
      return [200, { success: true }];
    }
    if (url === '/api/classes/c1/live')
      return [
        200,
        {
          success: true,
          classId: 'c1',
          className: fake.detail.name,
          windowMinutes: 15,
          generatedAt: new Date().toISOString(),
          students: fake.live,
        },
      ];
    // The safety banner and badge, on every console page: no open alert.
    if (url.startsWith('/api/teacher/safety/alerts?'))
      return [200, { success: true, items: [], page: 1, pageSize: 1, total: 0 }];
    throw new Error(`unexpected ${method} ${url}`);
  };
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    fake.sent.push({ method, url, body });
    const [status, answered] = answer(method, url, body);
    return fakeResponse(JSON.stringify(answered), status);
  }) as unknown as typeof fetch;
  return fake;
}

const renderConsole = (path: string) => renderConsoleAt(path, 'teacher-token');

const writes = (fake: Fake) => fake.sent.filter((request) => request.method !== 'GET');
const reads = (fake: Fake, path: string) =>
  fake.sent.filter((request) => request.method === 'GET' && request.url === path).length;

afterEach(() => {
  jest.useRealTimers();
});

test('Classes in the console navigation: my classes, archived ones marked, each with its code', async () => {
  fakeBackend();
  renderConsole('/teacher/classes');
  const nav = screen.getByRole('navigation', { name: 'Console' });
  expect(within(nav).getByRole('link', { name: 'Classes' })).toHaveAttribute('href', '/teacher/classes');
  expect(within(nav).getByRole('link', { name: 'Classes' })).toHaveClass('active');
  const list = await screen.findByRole('list', { name: 'Your classes' });
  const maths7b = within(list).getByRole('link', { name: 'Maths 7B' });
  expect(maths7b).toHaveAttribute('href', '/teacher/classes/c1');
  const mathsItem = maths7b.closest('li') as HTMLElement;
  expect(mathsItem).toHaveTextContent('K7M2-P9QZ');
  expect(mathsItem).toHaveTextContent('1 student · Taught by Ms Head, Mr Co');
  expect(within(mathsItem).queryByText('Archived')).toBeNull();
  const historyItem = within(list).getByRole('link', { name: 'History 2025' }).closest('li') as HTMLElement;
  expect(within(historyItem).getByText('Archived')).toBeInTheDocument();
  expect(historyItem).toHaveTextContent('Hilltop High · 0 students');
  // An archived class's code works for nobody: not shown in the list.
  expect(historyItem).not.toHaveTextContent('K7M2');
});

test("an administrator's list is every class", async () => {
  fakeBackend('admin');
  renderConsole('/teacher/classes');
  expect(await screen.findByRole('list', { name: 'All classes' })).toBeInTheDocument();
  expect(screen.getByText('Every class of the school.', { exact: false })).toBeInTheDocument();
});

test('create a class: name and subject sent, the new class opened; a refusal in the backend’s words', async () => {
  const fake = fakeBackend();
  const shell = renderConsole('/teacher/classes');
  await screen.findByRole('list', { name: 'Your classes' });

  await userEvent.type(screen.getByLabelText('Name'), 'Too long');
  await userEvent.click(screen.getByRole('button', { name: 'Create class' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Name must be at most 100 characters');
  expect(shell.navigate).not.toHaveBeenCalled();

  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.type(screen.getByLabelText('Name'), '  Physics 9A ');
  await userEvent.type(screen.getByLabelText('Subject (optional)'), 'Physics');
  await userEvent.click(screen.getByRole('button', { name: 'Create class' }));
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/teacher/classes/c9'));
  expect(writes(fake)).toEqual([
    { method: 'POST', url: '/api/classes', body: { name: 'Too long' } },
    { method: 'POST', url: '/api/classes', body: { name: 'Physics 9A', subject: 'Physics' } },
  ]);
  expect(shell.notify).toHaveBeenCalledWith(
    'Class “Physics 9A” created. Its join code is ABCD-2345.',
    'success',
  );
  // The list is read again (it has the new class now).
  await waitFor(() => expect(reads(fake, '/api/classes')).toBe(2));
});

test('the class page: the code big, the join link and its QR code, co-teachers and students', async () => {
  fakeBackend();
  renderConsole('/teacher/classes/c1');
  expect(await screen.findByRole('heading', { name: 'Maths 7B', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('K7M2-P9QZ')).toBeInTheDocument();
  expect(screen.getByText('http://localhost/join/K7M2P9QZ')).toBeInTheDocument();
  const qr = screen.getByRole('img', { name: 'QR code of the join link http://localhost/join/K7M2P9QZ' });
  expect(qr.tagName.toLowerCase()).toBe('svg');
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  expect(screen.getByRole('link', { name: 'Live view' })).toHaveAttribute('href', '/teacher/classes/c1/live');
  expect(screen.getByRole('button', { name: 'Remove Mr Co' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: /Sam Student/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pause the AI tutor now' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Students can join with the code' })).toBeChecked();
});

test('the rules form sends only what changed, in one PATCH, and counts the instructions’ characters', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/classes/c1');
  const instructions = await screen.findByLabelText('Instructions');
  expect(screen.getByRole('button', { name: 'Save rules' })).toBeDisabled();
  expect(screen.getByText('0 / 2,000 characters')).toBeInTheDocument();
  expect(instructions).toHaveAttribute('maxlength', '2000');

  await userEvent.type(instructions, 'Fractions only');
  expect(screen.getByText('14 / 2,000 characters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('switch', { name: 'Hints only' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Only at set hours' }));
  expect(screen.getByText(/Times in the school’s time zone \(Europe\/Paris\)/)).toBeInTheDocument();
  // Monday to Friday 08:00 to 16:00 is offered; make it Monday to Thursday, until midnight.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
  const to = screen.getByLabelText('To');
  await userEvent.clear(to);
  await userEvent.type(to, '00:00');
  await userEvent.type(screen.getByLabelText('Daily allowance per student (tokens)'), '50000');
  expect(screen.getByText(/Empty: the school’s allowance \(200,000 tokens a day\)/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));

  expect(await screen.findByText('Rules saved: they apply from the next answer.')).toBeInTheDocument();
  expect(writes(fake)).toEqual([
    {
      method: 'PATCH',
      url: '/api/classes/c1',
      body: {
        instructions: 'Fractions only',
        guideOnly: true,
        openHours: [{ days: [1, 2, 3, 4], from: '08:00', to: '24:00' }],
        dailyTokensPerStudent: 50000,
      },
    },
  ]);
  expect(screen.getByRole('button', { name: 'Save rules' })).toBeDisabled();

  // Back to always and the school's allowance: null for both, nothing else.
  await userEvent.click(screen.getByRole('radio', { name: 'Always' }));
  await userEvent.clear(screen.getByLabelText('Daily allowance per student (tokens)'));
  await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
  await waitFor(() => expect(writes(fake)).toHaveLength(2));
  expect(writes(fake)[1].body).toEqual({ openHours: null, dailyTokensPerStudent: null });
});

test('the rules form: wrong hours are explained before sending; a refusal in the backend’s words', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/classes/c1');
  await userEvent.click(await screen.findByRole('radio', { name: 'Only at set hours' }));
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    await userEvent.click(screen.getByRole('checkbox', { name: day }));
  await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one day.');
  expect(writes(fake)).toEqual([]);

  await userEvent.click(screen.getByRole('radio', { name: 'Always' }));
  await userEvent.type(screen.getByLabelText('Instructions'), 'refuse me');
  await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Instructions contains characters that are not allowed',
  );
});

test('Pause the AI tutor now, then Resume: one PATCH each, the page says which', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/classes/c1');
  await userEvent.click(await screen.findByRole('button', { name: 'Pause the AI tutor now' }));
  expect(await screen.findByText('The AI tutor is paused in this class.')).toBeInTheDocument();
  expect(screen.getByText(/Your teacher has paused the AI tutor for Maths 7B/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resume the AI tutor' }));
  expect(await screen.findByText('The AI tutor is answering in this class.')).toBeInTheDocument();
  expect(writes(fake)).toEqual([
    { method: 'PATCH', url: '/api/classes/c1', body: { tutorPaused: true } },
    { method: 'PATCH', url: '/api/classes/c1', body: { tutorPaused: false } },
  ]);
});

test('New code asks first (Cancel sends nothing), then shows the new code; joining off', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/classes/c1');
  await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
  const ask = screen.getByRole('group', { name: 'New code?' });
  expect(ask).toHaveTextContent('The current code stops working at once');
  expect(within(ask).getByRole('button', { name: 'Yes, new code' })).toHaveFocus();
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'New code' })).toHaveFocus();
  expect(writes(fake)).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'New code' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, new code' }));
  expect(await screen.findByText('NEWC-QDE2')).toBeInTheDocument();
  expect(screen.queryByText('K7M2-P9QZ')).toBeNull();
  expect(
    screen.getByRole('img', { name: /join link http:\/\/localhost\/join\/NEWCQDE2$/ }),
  ).toBeInTheDocument();
  expect(writes(fake)).toEqual([{ method: 'POST', url: '/api/classes/c1/join-code', body: {} }]);

  await userEvent.click(screen.getByRole('switch', { name: 'Students can join with the code' }));
  expect(await screen.findByText(/Joining is off: the code does not work/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show for the class' })).toBeDisabled();
  expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  expect(writes(fake)[1]).toEqual({
    method: 'PATCH',
    url: '/api/classes/c1',
    body: { joiningEnabled: false },
  });
});

test('Show for the class: a full-screen dialog with the code, the link and the QR code; Escape closes it', async () => {
  fakeBackend();
  renderConsole('/teacher/classes/c1');
  const show = await screen.findByRole('button', { name: 'Show for the class' });
  await userEvent.click(show);
  const dialog = screen.getByRole('dialog', { name: 'Join Maths 7B' });
  expect(within(dialog).getByText('K7M2-P9QZ')).toBeInTheDocument();
  expect(within(dialog).getByText('localhost/join/K7M2P9QZ')).toBeInTheDocument();
  expect(
    within(dialog).getByRole('img', { name: 'QR code of the join link http://localhost/join/K7M2P9QZ' }),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(show).toHaveFocus();
});

test('co-teachers by email (a refusal in the backend’s words); removing a student asks first', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/classes/c1');
  const email = await screen.findByLabelText('Add a co-teacher (their email)');
  await userEvent.type(email, 'sam@school.example');
  await userEvent.click(screen.getByRole('button', { name: 'Add teacher' }));
  expect(
    await screen.findByText('That account is a student: only teachers can teach a class'),
  ).toBeInTheDocument();
  await userEvent.clear(email);
  await userEvent.type(email, 'new@school.example');
  await userEvent.click(screen.getByRole('button', { name: 'Add teacher' }));
  expect(await screen.findByText('Ms New')).toBeInTheDocument();
  expect(email).toHaveValue('');

  await userEvent.click(screen.getByRole('button', { name: 'Remove Sam Student' }));
  expect(screen.getByRole('group', { name: 'Remove Sam Student?' })).toHaveTextContent(
    'Their questions stay',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
  expect(await screen.findByText('No students yet: they join with the code.')).toBeInTheDocument();
  expect(writes(fake).map(({ method, url }) => `${method} ${url}`)).toEqual([
    'POST /api/classes/c1/teachers',
    'POST /api/classes/c1/teachers',
    'DELETE /api/classes/c1/students/s1',
  ]);
});

test('the last teacher cannot be removed: no Remove button', async () => {
  const fake = fakeBackend();
  fake.detail = { ...fake.detail, teachers: [fake.detail.teachers[0]] };
  renderConsole('/teacher/classes/c1');
  expect(await screen.findByText('A class always keeps at least one teacher.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Remove Ms Head/ })).toBeNull();
});

test('the live view: students newest first, stuck and waiting badges, question links; read again every 5 seconds', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-23T10:10:00.000Z') });
  const fake = fakeBackend();
  fake.live = [
    {
      id: 's2',
      name: 'Ada Early',
      lastActivityAt: '2026-11-23T10:01:00.000Z',
      latestQuestion: {
        id: 'q2',
        conversationId: 'v2',
        text: 'What is a fraction?',
        status: 'answered',
        askedAt: '2026-11-23T10:01:00.000Z',
      },
      questionsInWindow: 1,
      waitingEscalations: 0,
      stuck: null,
    },
    {
      id: 's1',
      name: 'Sam Student',
      lastActivityAt: '2026-11-23T10:09:00.000Z',
      latestQuestion: {
        id: 'q1',
        conversationId: 'v1',
        text: 'Why is 1/2 bigger than 1/3?',
        status: 'pending',
        askedAt: '2026-11-23T10:09:00.000Z',
      },
      questionsInWindow: 4,
      waitingEscalations: 1,
      stuck: 'thumbs_down',
    },
  ];
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const shell = renderConsole('/teacher/classes/c1/live');
  const list = await screen.findByRole('list', { name: 'Students, newest activity first' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getAllByText(/./)[0].textContent)).toEqual([
    'Sam Student',
    'Ada Early',
  ]);
  expect(within(items[0]).getByText('Seems stuck: gave the answer a thumbs down')).toBeInTheDocument();
  expect(within(items[0]).getByText('Waiting for a teacher')).toBeInTheDocument();
  expect(within(items[0]).getByText('AI: Not answered yet')).toBeInTheDocument();
  expect(within(items[0]).getByText('4 questions · active 1 minute ago')).toBeInTheDocument();
  expect(within(items[0]).getByRole('link', { name: 'Why is 1/2 bigger than 1/3?' })).toHaveAttribute(
    'href',
    '/teacher/questions/q1',
  );
  expect(within(items[1]).queryByText(/Seems stuck/)).toBeNull();
  expect(screen.getByRole('heading', { name: 'Live: Maths 7B' })).toBeInTheDocument();
  expect(
    screen.getByText(/2 students active · 1 request waiting for a teacher · 1 seems stuck/),
  ).toBeInTheDocument();
  expect(screen.getByTestId('live-updated')).toHaveTextContent('Updated 0 seconds ago');
  expect(reads(fake, '/api/classes/c1/live')).toBe(1);

  await act(async () => {
    jest.advanceTimersByTime(3_000);
  });
  expect(screen.getByTestId('live-updated')).toHaveTextContent('Updated 3 seconds ago');

  // A new student asks: the next read (5 s after the first) shows them on top.
  fake.live = [
    {
      id: 's3',
      name: 'Nia New',
      lastActivityAt: '2026-11-23T10:10:04.000Z',
      latestQuestion: null,
      questionsInWindow: 0,
      waitingEscalations: 0,
      stuck: null,
    },
    ...fake.live,
  ];
  await act(async () => {
    jest.advanceTimersByTime(2_100);
  });
  expect(await within(list).findByText('Nia New')).toBeInTheDocument();
  expect(reads(fake, '/api/classes/c1/live')).toBe(2);
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Nia New');
  expect(screen.getByTestId('live-updated')).toHaveTextContent('Updated 0 seconds ago');

  // Opening a question goes to the console's question page (the backend records it in the access log).
  const question = screen.getByRole('link', { name: 'What is a fraction?' });
  expect(question).toHaveAttribute('href', '/teacher/questions/q2');
  await user.click(question);
  expect(shell.navigate).toHaveBeenCalledWith('/teacher/questions/q2');
});
