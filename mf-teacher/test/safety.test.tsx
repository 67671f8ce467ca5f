import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SafetyAlertDetail, SafetyAlertItem } from '@elearning/contract';
import { fakeResponse } from '@elearning/remote-kit/testing';
import { SAFETY_REFRESH_MS } from '../src/safety/useOpenAlerts';
import { NOBODY_CONTACTED } from '../src/safety/SafetyAlertPage';
import { renderConsole } from './helpers/renderConsole';

// The real renderer is ES modules only and tested in mf-question; here: what text it was given.
jest.mock('@elearning/markdown', () => ({
  AnswerMarkdown: ({ markdown }: { markdown: string }) => <div data-testid="markdown">{markdown}</div>,
}));

const sam = { id: 's1', name: 'Sam Lee' };
const NASTY_SCRIPT = '<script>window.__pwned = 1</script>I want to die';
const NASTY_IMG = '<img src="x" onerror="window.__pwned = 2">nobody would miss me';

function urgentAlert(): SafetyAlertDetail {
  return {
    id: 'a1',
    tier: 'urgent',
    category: 'suicide',
    questionId: 'q3',
    conversationId: 'cv1',
    classId: 'c1',
    student: sam,
    accountDeleted: false,
    status: 'open',
    // Today: the banner shows the time only.
    createdAt: new Date().toISOString(),
    excerpt: [
      {
        questionId: 'q1',
        question: NASTY_IMG,
        answer: 'I am **sorry** you feel that way.',
        createdAt: '2026-11-26T10:40:00.000Z',
      },
      { questionId: 'q2', question: 'what is 2+2', answer: '4', createdAt: '2026-11-26T10:41:00.000Z' },
      { questionId: 'q3', question: NASTY_SCRIPT, answer: null, createdAt: '2026-11-26T10:42:00.000Z' },
    ],
    checks: ['screen:suicide.intent', 'classifier:openai:self-harm/intent'],
    acknowledgedBy: null,
    acknowledgedAt: null,
    resolvedBy: null,
    resolvedAt: null,
    outcome: null,
    note: null,
    emailedAt: '2026-11-26T10:43:00.000Z',
    realertedAt: null,
  };
}

const concernItem: SafetyAlertItem = {
  id: 'a2',
  tier: 'concern',
  category: 'bullying',
  questionId: 'q9',
  conversationId: 'cv2',
  classId: 'c1',
  student: { id: 's2', name: 'Alex Kim' },
  accountDeleted: false,
  status: 'open',
  createdAt: '2026-11-26T09:00:00.000Z',
};

const summary = ({
  excerpt: _e,
  checks: _c,
  acknowledgedBy: _a,
  acknowledgedAt: _aa,
  resolvedBy: _r,
  resolvedAt: _ra,
  outcome: _o,
  note: _n,
  emailedAt: _m,
  realertedAt: _ma,
  ...item
}: SafetyAlertDetail): SafetyAlertItem => item;

interface Fake {
  alert: SafetyAlertDetail;
  /** Open concerns counted by the badge. */
  concerns: number;
  sent: { method: string; url: string; body?: unknown }[];
  /** The next answers to a POST, [status, body] (then the default). */
  refusals: [number, string][];
}

/** The backend at the network boundary: answers by method and path, records what was sent. */
function fakeBackend(role: 'teacher' | 'admin' = 'teacher'): Fake {
  const fake: Fake = { alert: urgentAlert(), concerns: 2, sent: [], refusals: [] };
  const list = (items: SafetyAlertItem[], pageSize: number) => ({
    success: true,
    items: items.slice(0, pageSize),
    page: 1,
    pageSize,
    total: items.length,
  });
  const answer = (
    method: string,
    url: string,
    body: Record<string, unknown> | undefined,
  ): [number, unknown] => {
    const [path, search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    if (path === '/api/auth/me')
      return [
        200,
        {
          success: true,
          user: {
            id: 't1',
            name: 'Ms Head',
            email: 'head@example.com',
            role,
            emailVerified: true,
            vouched: true,
          },
          unseenReplies: 0,
        },
      ];
    if (path === '/api/teacher/overview')
      return [200, { success: true, overview: { escalationsWaiting: 0, contactOpen: 0, questionsToday: 3 } }];
    if (path === '/api/teacher/ai-usage/school')
      return [
        200,
        {
          success: true,
          school: {
            day: '2026-11-26',
            timeZone: 'UTC',
            usedTokens: 0,
            ceilingTokens: null,
            ceilingReachedAt: null,
            perStudentTokens: 1,
          },
        },
      ];
    if (path === '/api/teacher/questions')
      return [200, { success: true, items: [], page: 1, pageSize: 20, total: 0 }];
    if (path === '/api/classes')
      return [
        200,
        {
          success: true,
          classes: [
            {
              id: 'c1',
              name: 'Year 9 Maths',
              subject: null,
              archived: false,
              studentCount: 2,
              joiningEnabled: true,
            },
            {
              id: 'c2',
              name: 'Year 10 History',
              subject: null,
              archived: false,
              studentCount: 1,
              joiningEnabled: true,
            },
          ],
        },
      ];
    if (method === 'POST') {
      const refusal = fake.refusals.shift();
      if (refusal) return [refusal[0], { success: false, errors: [{ msg: refusal[1] }] }];
    }
    if (method === 'POST' && path === '/api/teacher/safety/alerts/a1/acknowledge') {
      fake.alert = {
        ...fake.alert,
        status: 'acknowledged',
        acknowledgedBy: { id: 't1', name: 'Ms Head' },
        acknowledgedAt: '2026-11-26T10:44:00.000Z',
      };
      return [200, { success: true, alert: fake.alert }];
    }
    if (method === 'POST' && path === '/api/teacher/safety/alerts/a1/resolve') {
      fake.alert = {
        ...fake.alert,
        status: 'resolved',
        resolvedBy: { id: 't1', name: 'Ms Head' },
        resolvedAt: '2026-11-26T11:00:00.000Z',
        outcome: body?.outcome as SafetyAlertDetail['outcome'],
        note: (body?.note as string | undefined) ?? null,
      };
      return [200, { success: true, alert: fake.alert }];
    }
    if (path === '/api/teacher/safety/alerts/a1') return [200, { success: true, alert: fake.alert }];
    if (path === '/api/teacher/safety/alerts') {
      const status = query.get('status') ?? 'open';
      const tier = query.get('tier');
      const concerns = Array.from({ length: fake.concerns }, (_, i) => ({ ...concernItem, id: `c${i}` }));
      const items = [summary(fake.alert), ...concerns].filter(
        (item) => (status === 'all' || item.status === status) && (!tier || item.tier === tier),
      );
      return [200, list(items, Number(query.get('pageSize')) || 20)];
    }
    if (path === '/api/teacher/safety/digest')
      return [
        200,
        {
          success: true,
          date: query.get('date'),
          items: [{ student: sam, count: 3, categories: ['conduct'], lastAt: '2026-11-20T14:00:00.000Z' }],
        },
      ];
    if (path === '/api/teacher/safety/false-alarms')
      return [
        200,
        {
          success: true,
          items: [
            {
              id: 'a9',
              tier: 'urgent',
              category: 'suicide',
              checks: ['screen:suicide.intent'],
              message: 'this homework is killing me',
              note: null,
              resolvedAt: '2026-11-25T10:00:00.000Z',
            },
          ],
        },
      ];
    throw new Error(`unexpected ${method} ${url}`);
  };
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    fake.sent.push({ method, url, body });
    const [status, answered] = answer(method, url, body);
    return fakeResponse(JSON.stringify(answered), status);
  }) as unknown as typeof fetch;
  return fake;
}

const banner = () => screen.queryByText(/Urgent safety alert:/)?.closest('[role="alert"]') ?? null;
const safetyLink = () =>
  within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: /^Safety/ });
const listReads = (fake: Fake) =>
  fake.sent.filter((request) => request.url.startsWith('/api/teacher/safety/alerts?'));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { __pwned?: number }).__pwned;
});

test('an open urgent alert: a banner naming the student and the time on any page, and the badge counts urgent and concern', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/questions');
  await waitFor(() => expect(banner()).not.toBeNull());
  expect(banner()).toHaveTextContent(/^Urgent safety alert: Sam Lee, \d{2}:\d{2} — open it$/);
  expect(within(banner() as HTMLElement).getByRole('link', { name: 'open it' })).toHaveAttribute(
    'href',
    '/teacher/safety/a1',
  );
  await waitFor(() => expect(safetyLink()).toHaveTextContent('Safety3 open alerts'));
  expect(safetyLink()).toHaveAccessibleName('Safety 3 open alerts');
  const urls = listReads(fake).map((request) => request.url);
  expect(urls).toContain('/api/teacher/safety/alerts?status=open&tier=urgent&page=1&pageSize=1');
  expect(urls).toContain('/api/teacher/safety/alerts?status=open&tier=concern&page=1&pageSize=1');
});

test('no open alert: no banner and no count', async () => {
  const fake = fakeBackend();
  fake.alert = { ...fake.alert, status: 'resolved' };
  fake.concerns = 0;
  renderConsole('/teacher/questions');
  await waitFor(() => expect(listReads(fake)).toHaveLength(2));
  await screen.findByText(/questions today/);
  expect(banner()).toBeNull();
  expect(screen.queryByTestId('safety-count')).toBeNull();
  expect(safetyLink()).toHaveTextContent(/^Safety$/);
});

test('live without a reload: an alert raised later shows within the refresh interval, and on coming back to the window', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const fake = fakeBackend();
  const raised = fake.alert;
  fake.alert = { ...raised, status: 'resolved' };
  renderConsole('/teacher/questions');
  await waitFor(() => expect(listReads(fake)).toHaveLength(2));
  expect(banner()).toBeNull();

  fake.alert = raised;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(SAFETY_REFRESH_MS);
  });
  await waitFor(() => expect(banner()).not.toBeNull());
  expect(SAFETY_REFRESH_MS).toBeLessThanOrEqual(15_000);

  // Back to the window: read again at once, not only at the next interval.
  fake.alert = { ...raised, status: 'acknowledged' };
  const before = listReads(fake).length;
  act(() => {
    // What TanStack Query's focus manager listens to.
    window.dispatchEvent(new Event('visibilitychange'));
  });
  await waitFor(() => expect(listReads(fake).length).toBeGreaterThan(before));
  await waitFor(() => expect(banner()).toBeNull());
});

test('acknowledging the alert: the POST, who and when, and the banner and the badge go', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/safety/a1');
  await screen.findByRole('heading', { name: 'Suicidal thoughts or intent: Sam Lee' });
  await waitFor(() => expect(banner()).not.toBeNull());

  await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
  await waitFor(() => expect(banner()).toBeNull());
  expect(fake.sent.filter((request) => request.method === 'POST')).toEqual([
    { method: 'POST', url: '/api/teacher/safety/alerts/a1/acknowledge', body: {} },
  ]);
  expect(screen.getByText(/^Ms Head, /)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  await waitFor(() => expect(screen.getByTestId('safety-count')).toHaveTextContent('2'));
  // The alert is read once: each opening is an access log entry.
  expect(fake.sent.filter((request) => request.url === '/api/teacher/safety/alerts/a1')).toHaveLength(1);
});

test("the alert's messages are shown as text: markup in them is neither rendered nor run", async () => {
  fakeBackend();
  renderConsole('/teacher/safety/a1');
  await screen.findByRole('heading', { name: 'Suicidal thoughts or intent: Sam Lee' });
  const texts = screen.getAllByTestId('safety-student-text').map((element) => element.textContent);
  expect(texts).toEqual([NASTY_IMG, 'what is 2+2', NASTY_SCRIPT]);
  const page = screen.getByRole('heading', { name: 'The conversation' }).closest('section') as HTMLElement;
  expect(page.querySelector('script, img')).toBeNull();
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  // The tutor's answers go through the sanitized Markdown renderer.
  expect(screen.getAllByTestId('markdown').map((element) => element.textContent)).toEqual([
    'I am **sorry** you feel that way.',
    '4',
  ]);
  // Which turn raised it, which checks, in words; what was (not) done; where to look further.
  expect(screen.getByText(/the message that raised the alert/).closest('li')).toHaveTextContent(NASTY_SCRIPT);
  const checks = screen.getByRole('heading', { name: 'What raised it' }).closest('section') as HTMLElement;
  expect(
    within(checks)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    "The tutor's built-in check of the message (and the turns before it) Details: suicide.intent",
    "The school's moderation service (OpenAI moderation) Details: self-harm/intent",
  ]);
  expect(screen.getByText(NOBODY_CONTACTED)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "the student's question in the console" })).toHaveAttribute(
    'href',
    '/teacher/questions/q3',
  );
});

test("a deleted student's alert: the messages went with the account, and no link to their pages", async () => {
  const fake = fakeBackend();
  fake.alert = {
    ...fake.alert,
    accountDeleted: true,
    student: { id: 's1', name: '(deleted account)' },
    excerpt: [],
  };
  renderConsole('/teacher/safety/a1');
  await screen.findByRole('heading', { name: 'Suicidal thoughts or intent: (deleted account)' });
  expect(screen.getByText("The messages were deleted with the student's account.")).toBeInTheDocument();
  expect(screen.queryByText(/retention period/)).toBeNull();
  expect(screen.getByText(/the student's account has since been deleted/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: "the student's question in the console" })).toBeNull();
  expect(screen.queryByRole('link', { name: /page$/ })).toBeNull();
});

test('what raised it: the source in words, the exact rule names as details; an unknown check as it is', async () => {
  const fake = fakeBackend();
  fake.alert = {
    ...fake.alert,
    checks: [
      'screen:suicide.wish-broad',
      'screen:composite.suicide-more',
      'screen:context.escalation',
      'classifier:guard:S11',
      'model:gemini:SAFETY',
      'something-new',
    ],
  };
  renderConsole('/teacher/safety/a1');
  const heading = await screen.findByRole('heading', { name: 'What raised it' });
  const items = within(heading.closest('section') as HTMLElement).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    "The tutor's built-in check of the message (and the turns before it) Details: suicide.wish-broad, composite.suicide-more, context.escalation",
    "The school's moderation service (Llama Guard) Details: S11",
    "The AI model's own safety filter (Gemini) Details: SAFETY",
    'something-new',
  ]);
  // The names are the small print, not the words a teacher reads first.
  expect(within(items[0]).getByText(/Details:/)).toHaveClass('small');
});

test.each([
  ['urgent', /the banner goes, and no reminder is sent/],
  ['concern', /leaves the open alerts, shows your name, and is no longer counted on the Safety badge\./],
  ['conduct', /leaves the open alerts and shows your name\./],
] as const)('acknowledging a %s alert is explained for that tier', async (tier, said) => {
  const fake = fakeBackend();
  fake.alert = { ...fake.alert, tier };
  renderConsole('/teacher/safety/a1');
  await screen.findByRole('heading', { name: 'Suicidal thoughts or intent: Sam Lee' });
  const card = screen.getByRole('button', { name: 'Acknowledge' }).closest('.card') as HTMLElement;
  expect(card).toHaveTextContent(said);
  if (tier !== 'urgent') expect(card).not.toHaveTextContent(/banner|reminder/);
});

test("acknowledge and resolve refused: the backend's words; resolve as a false alarm with a note", async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/safety/a1');
  await screen.findByRole('heading', { name: 'Suicidal thoughts or intent: Sam Lee' });

  fake.refusals.push([404, 'Safety alert not found']);
  await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
  expect(await screen.findByText('Safety alert not found')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
  expect(screen.getByText('Choose an outcome.')).toBeInTheDocument();
  expect(fake.sent.filter((request) => request.url.endsWith('/resolve'))).toHaveLength(0);

  await userEvent.click(screen.getByRole('radio', { name: /False alarm/ }));
  const note = screen.getByLabelText(/^Note/);
  expect(note).toHaveAttribute('maxLength', '2000');
  await userEvent.type(note, 'Talking about a video game.');
  expect(screen.getByText(/^27 of 2000 characters/)).toBeInTheDocument();
  fake.refusals.push([400, 'note must be shorter than or equal to 2000 characters']);
  await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
  expect(
    await screen.findByText('note must be shorter than or equal to 2000 characters'),
  ).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
  expect(await screen.findByText(/^Ms Head, .* · False alarm$/)).toBeInTheDocument();
  expect(fake.sent.filter((request) => request.url.endsWith('/resolve')).at(-1)).toEqual({
    method: 'POST',
    url: '/api/teacher/safety/alerts/a1/resolve',
    body: { outcome: 'false-alarm', note: 'Talking about a video game.' },
  });
  expect(screen.getByText('Talking about a video game.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
});

test('the list: open by default; status, tier and class filters are sent with the read', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/safety');
  const table = await screen.findByRole('table');
  const urgentRow = within(table).getByRole('link', { name: 'Suicidal thoughts or intent' }).closest('tr')!;
  expect(urgentRow).toHaveClass('mf-teacher-safety-urgent');
  expect(within(urgentRow).getByText('Urgent')).toHaveClass('text-bg-danger');
  expect(within(urgentRow).getByText('Sam Lee')).toBeInTheDocument();
  expect(within(urgentRow).getByText('Open')).toBeInTheDocument();
  expect(within(table).getAllByText('Being bullied')).toHaveLength(2);
  expect(within(urgentRow).getByRole('link', { name: 'Suicidal thoughts or intent' })).toHaveAttribute(
    'href',
    '/teacher/safety/a1',
  );
  const pageReads = () =>
    listReads(fake)
      .map((request) => request.url)
      .filter((url) => url.endsWith('pageSize=20'));
  expect(pageReads()).toEqual(['/api/teacher/safety/alerts?status=open&page=1&pageSize=20']);

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'resolved');
  await waitFor(() =>
    expect(pageReads().at(-1)).toBe('/api/teacher/safety/alerts?status=resolved&page=1&pageSize=20'),
  );
  expect(await screen.findByText('No alerts match.')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
  await userEvent.selectOptions(screen.getByLabelText('Tier'), 'urgent');
  await userEvent.selectOptions(await screen.findByLabelText('Class'), 'c1');
  await waitFor(() =>
    expect(pageReads().at(-1)).toBe(
      '/api/teacher/safety/alerts?status=all&tier=urgent&classId=c1&page=1&pageSize=20',
    ),
  );
  expect(within(await screen.findByRole('table')).queryByText('Being bullied')).toBeNull();
});

test('the conduct digest of a chosen day', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/safety/digest?date=2026-11-20');
  expect(await screen.findByRole('link', { name: 'Sam Lee' })).toHaveAttribute(
    'href',
    '/teacher/students/s1',
  );
  expect(screen.getByLabelText('Day')).toHaveValue('2026-11-20');
  expect(fake.sent.map((request) => request.url)).toContain('/api/teacher/safety/digest?date=2026-11-20');
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-19' } });
  await waitFor(() =>
    expect(fake.sent.map((request) => request.url)).toContain('/api/teacher/safety/digest?date=2026-11-19'),
  );
});

test('false alarms: admins only, downloaded as a JSON file built in the browser', async () => {
  fakeBackend('teacher');
  renderConsole('/teacher/safety');
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: /false alarms/ })).toBeNull();
  cleanup();

  const fake = fakeBackend('admin');
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:false-alarms';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  renderConsole('/teacher/safety', 'admin-token');
  await userEvent.click(await screen.findByRole('button', { name: 'Download false alarms (JSON)' }));
  expect(await screen.findByText('1 false alarm')).toBeInTheDocument();
  expect(fake.sent.map((request) => request.url)).toContain('/api/teacher/safety/false-alarms');
  expect(clicked).toEqual([expect.stringMatching(/^safety-false-alarms-\d{4}-\d{2}-\d{2}\.json$/)]);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved[0]!);
  });
  const items = JSON.parse(text) as { message: string }[];
  expect(items.map((item) => item.message)).toEqual(['this homework is killing me']);
});
