import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { ClassSummaryView } from '@elearning/contract';
import { fakeResponse } from '@elearning/remote-kit/testing';
import { renderConsole as renderConsoleAt } from './helpers/renderConsole';
import { OVERVIEW_REFRESH_MS } from '../src/OverviewLine';

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
const student = { id: 's1', name: 'Sam Student', email: 'sam@school.example' };

function classOf(id: string, name: string, extra: Partial<ClassSummaryView> = {}): ClassSummaryView {
  return {
    id,
    name,
    subject: null,
    archived: false,
    membership: 'teacher',
    joinCode: 'K7M2P9QZ',
    joiningEnabled: true,
    teacherNames: ['Ms Head'],
    studentCount: 1,
    school: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    ...extra,
  };
}
const maths = classOf('c1', 'Maths 7B');
const history = classOf('c2', 'History 2025', { archived: true });

/** The backend at the network boundary: the console's lists, scoped by ?classId= as the contract says. */
function fakeBackend({ role = 'teacher', classes = [maths, history] } = {}) {
  const sent: { method: string; url: string }[] = [];
  const known = new Set(classes.map((item) => item.id));
  const answer = (url: string): [number, unknown] => {
    const classId = new URL(url, 'http://localhost').searchParams.get('classId');
    if (classId && !known.has(classId))
      return [404, { success: false, errors: [{ msg: 'Class not found' }] }];
    const page = { page: 1, pageSize: 20, total: 1 };
    if (url === '/api/auth/me')
      return [
        200,
        {
          success: true,
          user: {
            id: 't1',
            name: 'Ms Head',
            email: 'head@school.example',
            role,
            emailVerified: true,
            vouched: true,
          },
          unseenReplies: 0,
        },
      ];
    if (url === '/api/classes') return [200, { success: true, classes }];
    if (url.startsWith('/api/teacher/overview'))
      return [200, { success: true, overview: { escalationsWaiting: 2, contactOpen: 0, questionsToday: 5 } }];
    if (url.startsWith('/api/teacher/ai-usage/school')) return [200, { success: true, school }];
    if (url.startsWith('/api/teacher/ai-usage'))
      return [
        200,
        {
          success: true,
          school,
          items: [{ student, usedTokens: 1000, limitTokens: 200000, extraTokens: 0 }],
          ...page,
        },
      ];
    if (url.startsWith('/api/teacher/access-log'))
      return [
        200,
        {
          success: true,
          items: [
            {
              id: 'a1',
              teacher: { id: 't1', name: 'Ms Head', email: 'head@school.example' },
              subject: 'question',
              subjectId: 'q1',
              createdAt: '2026-11-23T10:00:00.000Z',
            },
            {
              id: 'a2',
              teacher: { id: 't1', name: 'Ms Head', email: 'head@school.example' },
              subject: 'safety_alert',
              subjectId: 'sa1',
              createdAt: '2026-11-23T10:05:00.000Z',
            },
          ],
          ...page,
          totalCapped: false,
          nextCursor: null,
        },
      ];
    if (url.startsWith('/api/teacher/questions'))
      return [
        200,
        {
          success: true,
          items: [
            {
              id: 'q1',
              userQues: classId === 'c1' ? 'What is a fraction?' : 'Why is the sky blue?',
              status: 'answered',
              createdAt: '2026-11-23T10:00:00.000Z',
              student,
              escalation: null,
              replyCount: 0,
              incorrect: false,
              feedback: null,
            },
          ],
          ...page,
        },
      ];
    // The safety banner and badge, on every console page: no open alert.
    if (url.startsWith('/api/teacher/safety/alerts?'))
      return [200, { success: true, items: [], page: 1, pageSize: 1, total: 0 }];
    throw new Error(`unexpected ${url}`);
  };
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', url });
    const [status, body] = answer(url);
    return fakeResponse(JSON.stringify(body), status);
  }) as unknown as typeof fetch;
  return sent;
}

/** The page's URL query, as the router has it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderConsole = (path: string) => renderConsoleAt(path, 'teacher-token', <Search />);

const urls = (sent: { url: string }[], path: string) =>
  sent.map((request) => request.url).filter((url) => url.split('?')[0] === path);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  jest.useRealTimers();
});

test("the questions' class picker lists my classes; choosing one reads that class and puts it in the URL", async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/questions');
  const picker = await screen.findByRole('combobox', { name: 'Class' });
  expect(optionTexts(picker)).toEqual(['All my classes', 'Maths 7B', 'History 2025 (archived)']);
  expect(picker).toHaveValue('');
  expect(await screen.findByRole('link', { name: 'Why is the sky blue?' })).toBeInTheDocument();
  expect(screen.queryByText(/You see the students of your classes/)).toBeNull();

  await userEvent.selectOptions(picker, 'Maths 7B');
  expect(await screen.findByRole('link', { name: 'What is a fraction?' })).toBeInTheDocument();
  expect(urls(sent, '/api/teacher/questions')).toEqual([
    '/api/teacher/questions?pageSize=20',
    '/api/teacher/questions?classId=c1&pageSize=20',
  ]);
  expect(screen.getByTestId('search')).toHaveTextContent('?classId=c1');
  expect(picker).toHaveValue('c1');

  // The other filters keep the class, and the class keeps them.
  await userEvent.selectOptions(screen.getByLabelText('Escalation'), 'Waiting for a teacher');
  expect(screen.getByTestId('search')).toHaveTextContent('?classId=c1&escalation=waiting');
  await waitFor(() =>
    expect(urls(sent, '/api/teacher/questions')).toContain(
      '/api/teacher/questions?classId=c1&escalation=waiting&pageSize=20',
    ),
  );
  await userEvent.selectOptions(picker, 'All my classes');
  expect(screen.getByTestId('search')).toHaveTextContent('?escalation=waiting');
  expect(await screen.findByRole('link', { name: 'Why is the sky blue?' })).toBeInTheDocument();
});

test("a class in the page's URL is picked and sent; another class reads its list from the start", async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/questions?classId=c1&after=cursor-1');
  expect(await screen.findByRole('link', { name: 'What is a fraction?' })).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'Class' })).toHaveValue('c1');
  expect(urls(sent, '/api/teacher/questions')).toEqual([
    '/api/teacher/questions?classId=c1&after=cursor-1&pageSize=20',
  ]);
  // Another class: another list, from its first page (no cursor).
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'History 2025 (archived)');
  expect(screen.getByTestId('search')).toHaveTextContent(/^\?classId=c2$/);
  await waitFor(() =>
    expect(urls(sent, '/api/teacher/questions')).toContain('/api/teacher/questions?classId=c2&pageSize=20'),
  );
});

test("a class that is not the teacher's: the backend's message, and the picker says so", async () => {
  fakeBackend();
  renderConsole('/teacher/questions?classId=c9');
  expect(await screen.findByText('Class not found')).toBeInTheDocument();
  const picker = await screen.findByRole('combobox', { name: 'Class' });
  expect(picker).toHaveValue('c9');
  expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(
    'A class not in your list',
  );
});

test('Students (AI use): the same picker, its class sent with the list and kept by a search', async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/students');
  await screen.findByText('Sam Student');
  const picker = await screen.findByRole('combobox', { name: 'Class' });
  expect(optionTexts(picker)).toEqual(['All my classes', 'Maths 7B', 'History 2025 (archived)']);
  await userEvent.selectOptions(picker, 'Maths 7B');
  await waitFor(() =>
    expect(urls(sent, '/api/teacher/ai-usage')).toEqual([
      '/api/teacher/ai-usage?page=1&pageSize=20',
      '/api/teacher/ai-usage?classId=c1&page=1&pageSize=20',
    ]),
  );
  // A search keeps the class.
  await userEvent.type(screen.getByLabelText('Student (name or email)'), 'sam');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  expect(screen.getByTestId('search')).toHaveTextContent('?classId=c1&student=sam');
  await waitFor(() =>
    expect(urls(sent, '/api/teacher/ai-usage')).toContain(
      '/api/teacher/ai-usage?student=sam&classId=c1&page=1&pageSize=20',
    ),
  );
});

test("the access log: the class picked is sent with a student's record, and Show everyone's keeps it", async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/access-log?student=s1');
  await screen.findByRole('link', { name: 'a question' });
  expect(screen.getByRole('link', { name: 'a safety alert' })).toHaveAttribute('href', '/teacher/safety/sa1');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Class' }), 'Maths 7B');
  expect(screen.getByTestId('search')).toHaveTextContent('?classId=c1&student=s1');
  await waitFor(() =>
    expect(urls(sent, '/api/teacher/access-log')).toEqual([
      '/api/teacher/access-log?student=s1&pageSize=20',
      '/api/teacher/access-log?student=s1&classId=c1&pageSize=20',
    ]),
  );
  expect(screen.getByRole('link', { name: "Show everyone's" })).toHaveAttribute(
    'href',
    '/teacher/access-log?classId=c1',
  );
});

test('a teacher with no class: no picker, and the questions say why the lists are empty', async () => {
  const sent = fakeBackend({ classes: [] });
  renderConsole('/teacher/questions');
  const notice = await screen.findByText(/You see the students of your classes/);
  expect(notice).toHaveTextContent(
    'You see the students of your classes. Make a class in Classes and share its code with your students.',
  );
  expect(within(notice).getByRole('link', { name: 'Classes' })).toHaveAttribute('href', '/teacher/classes');
  await waitFor(() => expect(urls(sent, '/api/teacher/questions')).toHaveLength(1));
  expect(screen.queryByRole('combobox', { name: 'Class' })).toBeNull();
});

test('an admin: "All students" and every class', async () => {
  fakeBackend({ role: 'admin', classes: [maths, classOf('c3', 'Art 8A', { membership: 'admin' })] });
  renderConsole('/teacher/questions');
  const picker = await screen.findByRole('combobox', { name: 'Class' });
  expect(optionTexts(picker)).toEqual(['All students', 'Maths 7B', 'Art 8A']);
  expect(screen.queryByText(/You see the students of your classes/)).toBeNull();
});

test('an admin of a school without classes sees neither the picker nor the notice', async () => {
  const sent = fakeBackend({ role: 'admin', classes: [] });
  renderConsole('/teacher/questions');
  await screen.findByRole('link', { name: 'Why is the sky blue?' });
  await waitFor(() => expect(urls(sent, '/api/classes')).toHaveLength(1));
  await waitFor(() => expect(urls(sent, '/api/auth/me')).toHaveLength(1));
  expect(screen.queryByRole('combobox', { name: 'Class' })).toBeNull();
  expect(screen.queryByText(/You see the students of your classes/)).toBeNull();
});

test('"N escalations waiting" is read again every 30 seconds and when the window is back in focus; the list is not', async () => {
  jest.useFakeTimers();
  const sent = fakeBackend();
  renderConsole('/teacher/questions');
  expect(await screen.findByText(/escalations? waiting/)).toHaveTextContent('2 escalations waiting');
  await screen.findByRole('link', { name: 'Why is the sky blue?' });
  expect(urls(sent, '/api/teacher/overview')).toHaveLength(1);

  await act(async () => {
    jest.advanceTimersByTime(OVERVIEW_REFRESH_MS);
  });
  await waitFor(() => expect(urls(sent, '/api/teacher/overview')).toHaveLength(2));

  await act(async () => {
    window.dispatchEvent(new Event('visibilitychange'));
  });
  await waitFor(() => expect(urls(sent, '/api/teacher/overview')).toHaveLength(3));
  // Lists and questions are read when a page asks (each question read is in the access log).
  expect(urls(sent, '/api/teacher/questions')).toHaveLength(1);
});
