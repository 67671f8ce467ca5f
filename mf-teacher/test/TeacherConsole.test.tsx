import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@elearning/contract';
import { fakeResponse } from '@elearning/remote-kit/testing';
import { renderConsole as renderConsoleAt } from './helpers/renderConsole';

// The real renderer is ES modules only and tested in mf-question; here: what text it was given.
jest.mock('@elearning/markdown', () => ({
  AnswerMarkdown: ({ markdown }: { markdown: string }) => <div data-testid="markdown">{markdown}</div>,
}));

const student = { id: 's1', name: 'Sam Student', email: 'sam@example.com' };
const question = {
  id: 'q1',
  userQues: 'Why is the sky blue?',
  status: 'answered',
  createdAt: '2026-11-23T10:00:00.000Z',
  student,
  escalation: 'waiting',
  replyCount: 0,
  incorrect: false,
  feedback: 'down',
};
const feedback = { rating: 'down', comment: 'Still lost at step 2', updatedAt: '2026-11-23T10:02:00.000Z' };
const support = {
  escalation: { note: 'Step 2?', status: 'waiting', createdAt: '2026-11-23T10:01:00.000Z' },
  replies: [] as object[],
  incorrect: null,
};

const school = {
  day: '2026-11-23',
  timeZone: 'Europe/Paris',
  usedTokens: 412000,
  ceilingTokens: 1000000,
  ceilingReachedAt: null as string | null,
  perStudentTokens: 200000,
};
const samUsage = { student, usedTokens: 190000, limitTokens: 200000, extraTokens: 0 };
/** Sam's account: nobody vouched for it yet (a test may change it). */
const standing = { emailVerified: false, approved: false };
const contactQuery = {
  id: 'k1',
  name: 'Pat Parent',
  email: 'pat@example.com',
  message: 'When does the next course start?',
  createdAt: '2026-11-23T09:00:00.000Z',
  handledAt: null as string | null,
  accountId: null,
  replies: [] as object[],
};

/** The backend at the network boundary: answers by method and path, records what was sent. */
function fakeBackend() {
  const sent: { method: string; url: string; body?: unknown }[] = [];
  const answer = (method: string, url: string): unknown => {
    if (url === '/api/auth/me')
      return {
        success: true,
        user: {
          id: 't1',
          name: 'Ms Head',
          email: 'head@example.com',
          role: 'teacher',
          emailVerified: true,
          vouched: true,
        },
        unseenReplies: 0,
      };
    if (url.startsWith('/api/teacher/ai-usage/school')) return { success: true, school };
    if (url.startsWith('/api/teacher/ai-usage'))
      return { success: true, school, items: [samUsage], page: 1, pageSize: 20, total: 1 };
    if (url.startsWith('/api/teacher/students/s1/ai-quota'))
      return { success: true, usage: { ...samUsage, limitTokens: 250000, extraTokens: 50000 } };
    if (url.startsWith('/api/teacher/students/s1/approve')) {
      standing.approved = true;
      return { success: true, standing };
    }
    if (url.startsWith('/api/teacher/students/s1/reset-link'))
      return {
        success: true,
        link: 'http://localhost:8080/reset-password?token=once',
        expiresAt: '2026-11-23T12:30:00.000Z',
      };
    if (url.startsWith('/api/teacher/students/s1'))
      return {
        success: true,
        usage: samUsage,
        standing: { ...standing },
        events: [
          {
            type: 'limit.refused',
            at: '2026-11-23T11:00:00.000Z',
            limit: 'ai-daily-tokens-student',
            reason: null,
            method: null,
          },
          {
            type: 'sign-in.succeeded',
            at: '2026-11-23T08:00:00.000Z',
            limit: null,
            reason: null,
            method: 'password',
          },
          {
            type: 'class.joined',
            at: '2026-11-22T09:00:00.000Z',
            limit: null,
            reason: 'class:9099beda-0000-4000-8000-000000000001',
            method: null,
          },
          {
            type: 'class.joined',
            at: '2026-11-21T09:00:00.000Z',
            limit: null,
            reason: 'class:0d1e2f3a-0000-4000-8000-000000000002',
            method: null,
          },
        ],
      };
    if (url === '/api/classes')
      return {
        success: true,
        classes: [
          {
            id: '9099beda-0000-4000-8000-000000000001',
            name: 'Maths 7B',
            subject: null,
            archived: false,
            membership: 'teacher',
            joinCode: null,
            joiningEnabled: true,
          },
        ],
      };
    if (url.startsWith('/api/teacher/contact/k1/handled'))
      return { success: true, query: { ...contactQuery, handledAt: '2026-11-23T12:00:00.000Z' } };
    if (url.startsWith('/api/teacher/contact/k1/replies'))
      return {
        success: true,
        reply: {
          id: 'cr1',
          body: 'On **Monday**.',
          teacherName: 'Ms Head',
          createdAt: '2026-11-23T11:30:00.000Z',
          emailed: false,
        },
        notEmailedReason: 'Email is not set up',
        mailto: 'mailto:pat@example.com',
      };
    if (url.startsWith('/api/teacher/contact/k1')) return { success: true, query: contactQuery };
    if (url.startsWith('/api/teacher/contact'))
      return {
        success: true,
        items: [contactQuery],
        page: 1,
        pageSize: 20,
        total: 1,
        totalCapped: false,
        nextCursor: null,
      };
    if (url.startsWith('/api/teacher/overview'))
      return { success: true, overview: { escalationsWaiting: 1, contactOpen: 2, questionsToday: 3 } };
    if (url.startsWith('/api/teacher/questions/q1/replies')) {
      const reply = {
        id: 'r1',
        body: 'Rayleigh scattering',
        teacherName: 'Ms Head',
        createdAt: '2026-11-23T11:00:00.000Z',
      };
      return {
        success: true,
        support: { ...support, escalation: { ...support.escalation, status: 'answered' }, replies: [reply] },
      };
    }
    if (url.startsWith('/api/teacher/questions/q1'))
      return { success: true, question: { ...question, answer: 'Because of **light**.', support, feedback } };
    if (url.startsWith('/api/teacher/questions'))
      return {
        success: true,
        items: [question],
        page: 1,
        pageSize: 20,
        total: 1,
        totalCapped: false,
        nextCursor: null,
      };
    // The safety banner and badge, on every console page: no open alert.
    if (url.startsWith('/api/teacher/safety/alerts?'))
      return { success: true, items: [], page: 1, pageSize: 1, total: 0 };
    throw new Error(`unexpected ${method} ${url}`);
  };
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return fakeResponse(JSON.stringify(answer(method, url)));
  }) as unknown as typeof fetch;
  return sent;
}

const renderConsole = (path: string) => renderConsoleAt(path, 'teacher-token');

test('the overview line and the questions list, escalated first, with the teacher token', async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/questions');
  expect(await screen.findByText(/escalations? waiting/)).toHaveTextContent(
    '1 escalation waiting · 2 contact queries open · 3 questions today',
  );
  const item = (await screen.findByRole('link', { name: 'Why is the sky blue?' })).closest('li')!;
  expect(within(item).getByText('Waiting for a teacher')).toBeInTheDocument();
  expect(within(item).getByText(/Sam Student/)).toBeInTheDocument();
  expect(within(item).getByText('Student: not helpful')).toBeInTheDocument();
  expect(sent.map((request) => request.url)).toContain('/api/teacher/questions?pageSize=20');
  const headers = (globalThis.fetch as jest.Mock).mock.calls[0][1].headers;
  expect(headers['auth-token']).toBe('teacher-token');
});

test('a question: the AI answer as Markdown, the note, and Send reply', async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/questions/q1');
  expect(await screen.findByRole('heading', { name: 'Why is the sky blue?' })).toBeInTheDocument();
  expect(await screen.findByTestId('markdown')).toHaveTextContent('Because of **light**.');
  expect(screen.getByText('Step 2?')).toBeInTheDocument();
  expect(screen.getByText('Student: not helpful')).toBeInTheDocument();
  expect(screen.getByText(/Still lost at step 2/)).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Your answer to the student'), 'Rayleigh scattering');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByText('Teacher answered')).toBeInTheDocument();
  expect(sent.find((request) => request.method === 'POST')).toEqual({
    method: 'POST',
    url: '/api/teacher/questions/q1/replies',
    body: { body: 'Rayleigh scattering' },
  });
  expect(screen.getByLabelText('Your answer to the student')).toHaveValue('');
});

test("students: today's AI use, most first, with the school's total and ceiling", async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/students');
  expect(await screen.findByText('190,000 of 200,000 (95%)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sam Student' })).toHaveAttribute('href', '/teacher/students/s1');
  expect(
    screen.getByText(/the school has used 412,000 tokens, with a daily ceiling of 1,000,000/),
  ).toBeInTheDocument();
  expect(sent.map((request) => request.url)).toContain('/api/teacher/ai-usage?page=1&pageSize=20');
});

test("a student: raise today's quota, a reset link shown once, the last security events", async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/students/s1');
  expect(await screen.findByRole('heading', { name: 'Sam Student' })).toBeInTheDocument();
  expect(screen.getByText('Refused by a limit')).toBeInTheDocument();
  expect(screen.getByText('ai-daily-tokens-student')).toBeInTheDocument();
  // A class joined: in words, and by its name when it is one of the teacher's classes.
  const joins = screen.getAllByText('Joined a class').map((cell) => cell.closest('tr') as HTMLElement);
  expect(joins).toHaveLength(2);
  expect(await within(joins[0]).findByText('Class: Maths 7B')).toBeInTheDocument();
  expect(within(joins[1]).getByText('A class not on your list')).toBeInTheDocument();
  expect(screen.queryByText(/class\.joined|class:/)).toBeNull();

  const extra = screen.getByLabelText('Extra tokens for today');
  await userEvent.clear(extra);
  await userEvent.type(extra, '50000');
  await userEvent.click(screen.getByRole('button', { name: "Raise today's quota" }));
  expect(await screen.findByText("Raised: today's allowance is now 250,000 tokens.")).toBeInTheDocument();
  expect(sent.find((request) => request.url === '/api/teacher/students/s1/ai-quota')).toEqual({
    method: 'POST',
    url: '/api/teacher/students/s1/ai-quota',
    body: { extraTokens: 50000 },
  });

  await userEvent.click(screen.getByRole('button', { name: 'Create a password reset link' }));
  expect(await screen.findByLabelText(/Reset link \(shown once/)).toHaveValue(
    'http://localhost:8080/reset-password?token=once',
  );
  expect(screen.queryByRole('button', { name: 'Create a password reset link' })).toBeNull();
});

test("the school's ceiling reached is shown on every area of the console", async () => {
  school.ceilingReachedAt = '2026-11-23T13:05:00.000Z';
  try {
    fakeBackend();
    renderConsole('/teacher/questions');
    expect(
      await screen.findByText(/The school's daily AI tutor ceiling \(1,000,000 tokens\) was reached at/),
    ).toHaveTextContent('no student can use the tutor until midnight (Europe/Paris)');
  } finally {
    school.ceilingReachedAt = null;
  }
});

/** How many GETs of this path (without its query string) the console sent. */
const reads = (sent: { method: string; url: string }[], path: string) =>
  sent.filter((request) => request.method === 'GET' && request.url.split('?')[0] === path).length;

test('a reply to a question reads the overview again, never the question (each read is an access log entry)', async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/questions/q1');
  await screen.findByRole('heading', { name: 'Why is the sky blue?' });
  await screen.findByText(/escalations? waiting/);
  expect(reads(sent, '/api/teacher/overview')).toBe(1);

  await userEvent.type(screen.getByLabelText('Your answer to the student'), 'Rayleigh scattering');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByText('Teacher answered')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: "Teacher's answers" })).toBeInTheDocument();
  await waitFor(() => expect(reads(sent, '/api/teacher/overview')).toBe(2));
  expect(reads(sent, '/api/teacher/questions/q1')).toBe(1);
});

test('the contact inbox: opening reads the query, a reply says it was not emailed, handled stays in the list', async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/contact');
  const card = (await screen.findByText('When does the next course start?')).closest('li')!;
  expect(within(card).getByText('Open')).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Open and reply' }));
  await userEvent.type(await within(card).findByLabelText('Reply to Pat Parent'), 'On Monday.');
  await userEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
  expect(await within(card).findByText(/Email is not set up/)).toBeInTheDocument();
  expect(within(card).getByTestId('markdown')).toHaveTextContent('On **Monday**.');
  expect(reads(sent, '/api/teacher/contact/k1')).toBe(1);

  await screen.findByText(/escalations? waiting/);
  await userEvent.click(within(card).getByRole('button', { name: 'Mark as handled' }));
  expect(await within(card).findByText('Handled')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Mark as handled' })).toBeNull();
  await waitFor(() => expect(reads(sent, '/api/teacher/overview')).toBe(2));
  // Still on screen: the open list is read again only when it is shown again.
  expect(reads(sent, '/api/teacher/contact')).toBe(1);
  expect(screen.getByText('When does the next course start?')).toBeInTheDocument();
});

test('the contact inbox pages by cursor: Next asks for the queries after the last one, Previous goes back', async () => {
  fakeBackend();
  const fetchOk = globalThis.fetch as jest.Mock;
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (!url.startsWith('/api/teacher/contact?')) return fetchOk(url, init);
    asked.push(url);
    const second = url.includes('after=k1');
    return fakeResponse(
      JSON.stringify({
        success: true,
        items: [
          {
            ...contactQuery,
            id: second ? 'k2' : 'k1',
            message: second ? 'Second page query' : 'First page query',
          },
        ],
        page: second ? 0 : 1,
        pageSize: 20,
        total: second ? null : 200,
        totalCapped: !second,
        nextCursor: second ? null : 'k1',
      }),
    );
  }) as unknown as typeof fetch;
  renderConsole('/teacher/contact');
  expect(await screen.findByText('First page query')).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Contact inbox pages' });
  expect(pager).toHaveTextContent('Page 1 · 200+ contact queries');
  await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Second page query')).toBeInTheDocument();
  expect(asked.at(-1)).toContain('after=k1');
  expect(screen.getByRole('navigation', { name: 'Contact inbox pages' })).toHaveTextContent('Page 2');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('First page query')).toBeInTheDocument();
});

test('the access log pages by cursor through three pages, and Previous goes back through the cursors seen', async () => {
  fakeBackend();
  const fetchOk = globalThis.fetch as jest.Mock;
  const asked: string[] = [];
  // Page 1 ends at entry e1 (cursor k1), page 2 at e2 (k2), page 3 is the last.
  const cursorOf = (url: string) => new URL(url, 'http://x').searchParams.get('after');
  // Page 2's first answer waits until released: Next and Previous wait for it too.
  let releaseSecond: () => void = () => undefined;
  const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (!url.startsWith('/api/teacher/access-log')) return fetchOk(url, init);
    asked.push(url);
    const number = { k1: 2, k2: 3 }[cursorOf(url) ?? ''] ?? 1;
    if (number === 2 && asked.length === 2) await secondHeld;
    return fakeResponse(
      JSON.stringify({
        success: true,
        items: [
          {
            id: `e${number}`,
            teacher: { id: 't1', name: `Teacher of page ${number}`, email: 'head@school.example' },
            subject: 'contact_query',
            subjectId: 'c1',
            studentId: null,
            reason: null,
            createdAt: '2026-11-23T10:00:00.000Z',
          },
        ],
        page: number === 1 ? 1 : 0,
        pageSize: 20,
        total: number === 1 ? 41 : null,
        totalCapped: false,
        nextCursor: number < 3 ? `k${number}` : null,
      }),
    );
  }) as unknown as typeof fetch;
  renderConsole('/teacher/access-log');
  expect(await screen.findByText('Teacher of page 1')).toBeInTheDocument();
  const pager = () => screen.getByRole('navigation', { name: 'Access log pages' });
  expect(pager()).toHaveTextContent('Page 1 · 41 entries');
  await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled());
  expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
  releaseSecond();
  expect(await screen.findByText('Teacher of page 2')).toBeInTheDocument();
  await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Teacher of page 3')).toBeInTheDocument();
  expect(pager()).toHaveTextContent('Page 3');
  expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.click(within(pager()).getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Teacher of page 2')).toBeInTheDocument();
  expect(pager()).toHaveTextContent('Page 2');
  await userEvent.click(within(pager()).getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Teacher of page 1')).toBeInTheDocument();
  expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Back to page 2 asks after page 1's cursor again (a page seen is read afresh), then the first page.
  expect(asked.map(cursorOf)).toEqual([null, 'k1', 'k2', 'k1', null]);
});

test('an old link to a numbered page of the access log asks for that page', async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/access-log?page=3');
  await waitFor(() =>
    expect(sent.some((request) => request.url.startsWith('/api/teacher/access-log?page=3&'))).toBe(true),
  );
});

test("a raised quota reads the student again; the backend's refusal is shown in its words", async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/students/s1');
  await screen.findByRole('heading', { name: 'Sam Student' });
  await userEvent.click(screen.getByRole('button', { name: "Raise today's quota" }));
  await screen.findByText(/^Raised: today's allowance is now/);
  await waitFor(() => expect(reads(sent, '/api/teacher/students/s1')).toBe(2));

  globalThis.fetch = jest.fn(async () =>
    fakeResponse(JSON.stringify({ success: false, errors: [{ msg: 'Too many raises today.' }] }), 429),
  ) as unknown as typeof fetch;
  await userEvent.click(screen.getByRole('button', { name: "Raise today's quota" }));
  expect(await screen.findByText('Too many raises today.')).toBeInTheDocument();
  expect(screen.queryByText(/^Raised:/)).toBeNull();
});

test('a list the backend cannot answer says so, without retrying', async () => {
  fakeBackend();
  const fetchOk = globalThis.fetch as jest.Mock;
  let questionReads = 0;
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (!url.startsWith('/api/teacher/questions')) return fetchOk(url, init);
    questionReads += 1;
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  renderConsole('/teacher/questions');
  expect(await screen.findByText(TEXTS.backendDown)).toBeInTheDocument();
  expect(questionReads).toBe(1);
});

test('a student nobody vouched for: Approve gives the full allowance, and the page is read again', async () => {
  const sent = fakeBackend();
  try {
    renderConsole('/teacher/students/s1');
    const account = (await screen.findByRole('heading', { name: 'Account' })).closest('.card') as HTMLElement;
    expect(within(account).getByText('not confirmed')).toBeInTheDocument();
    expect(within(account).getByText(/Approved by a teacher/)).toHaveTextContent('Approved by a teacher: no');
    const approve = within(account).getByRole('button', { name: 'Approve' });
    expect(approve).toHaveAccessibleDescription(
      /Approving gives them the full daily AI tutor allowance \(200,000 tokens a day\)/,
    );

    await userEvent.click(approve);
    expect(
      await within(account).findByText('Approved: Sam Student now has the full daily AI tutor allowance.'),
    ).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/teacher/students/s1/approve', body: {} },
    ]);
    await waitFor(() => expect(reads(sent, '/api/teacher/students/s1')).toBe(2));
    expect(await within(account).findByText(/Approved by a teacher/)).toHaveTextContent(
      'Approved by a teacher: yes',
    );
    expect(within(account).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(
      within(account).getByText(/has the full daily AI tutor allowance \(200,000 tokens a day\)/),
    ).toBeInTheDocument();
  } finally {
    standing.approved = false;
  }
});

test('a student with a confirmed email has no Approve button; a refused approval is shown in its words', async () => {
  standing.emailVerified = true;
  try {
    fakeBackend();
    renderConsole('/teacher/students/s1');
    const account = (await screen.findByRole('heading', { name: 'Account' })).closest('.card') as HTMLElement;
    expect(within(account).getByText('confirmed')).toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: 'Approve' })).toBeNull();
  } finally {
    standing.emailVerified = false;
  }
  cleanup();

  const sent = fakeBackend();
  const fetchOk = globalThis.fetch as jest.Mock;
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (!url.endsWith('/approve')) return fetchOk(url, init);
    return fakeResponse(JSON.stringify({ success: false, errors: [{ msg: 'Student not found' }] }), 404);
  }) as unknown as typeof fetch;
  renderConsole('/teacher/students/s1');
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Student not found')).toBeInTheDocument();
  expect(screen.queryByText(/^Approved:/)).toBeNull();
  expect(reads(sent, '/api/teacher/students/s1')).toBe(1);
});

test("a teacher sees no administrators' areas", async () => {
  const sent = fakeBackend();
  renderConsole('/teacher/questions');
  const nav = screen.getByRole('navigation', { name: 'Console' });
  await waitFor(() => expect(reads(sent, '/api/auth/me')).toBe(1));
  await screen.findByText(/escalations? waiting/);
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Questions', 'Safety', 'Classes', 'Contact inbox', 'Students', 'Access log']);
});

test('the questions list pages by cursor: Next asks for the rows after the last one, Previous goes back', async () => {
  fakeBackend();
  const fetchOk = globalThis.fetch as jest.Mock;
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (!url.startsWith('/api/teacher/questions?')) return fetchOk(url, init);
    asked.push(url);
    const second = url.includes('after=c1');
    return fakeResponse(
      JSON.stringify({
        success: true,
        items: [{ ...question, id: second ? 'q2' : 'q1', userQues: second ? 'Second page' : 'First page' }],
        page: second ? 0 : 1,
        pageSize: 20,
        total: second ? null : 200,
        totalCapped: !second,
        nextCursor: second ? null : 'c1',
      }),
    );
  }) as unknown as typeof fetch;
  renderConsole('/teacher/questions');
  expect(await screen.findByRole('link', { name: 'First page' })).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Questions pages' });
  expect(pager).toHaveTextContent('Page 1 · 200+ questions');
  await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: 'Second page' })).toBeInTheDocument();
  expect(asked.at(-1)).toBe('/api/teacher/questions?after=c1&pageSize=20');
  expect(screen.getByRole('navigation', { name: 'Questions pages' })).toHaveTextContent('Page 2');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('link', { name: 'First page' })).toBeInTheDocument();
});

test("the access log names each entry's student, links to their record alone, and says whose record it shows", async () => {
  fakeBackend();
  const fetchOk = globalThis.fetch as jest.Mock;
  const entry = (id: string, studentId: string | null, studentName: string | null) => ({
    id,
    teacher: { id: 't1', name: 'Ms Head', email: 'head@school.example' },
    subject: studentId ? 'safety_alert' : 'contact_query',
    subjectId: `${id}-subject`,
    studentId,
    studentName,
    reason: null,
    createdAt: '2026-11-23T10:00:00.000Z',
  });
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (!url.startsWith('/api/teacher/access-log')) return fetchOk(url, init);
    const one = new URL(url, 'http://x').searchParams.get('student');
    const items = one
      ? [entry('e1', 's1', 'Sam Student')]
      : [entry('e1', 's1', 'Sam Student'), entry('e2', null, null)];
    return fakeResponse(
      JSON.stringify({
        success: true,
        items,
        page: 1,
        pageSize: 20,
        total: items.length,
        totalCapped: false,
        nextCursor: null,
      }),
    );
  }) as unknown as typeof fetch;
  renderConsole('/teacher/access-log');
  const sam = await screen.findByRole('link', { name: 'Sam Student' });
  expect(sam).toHaveAttribute('href', expect.stringContaining('/teacher/access-log?student=s1'));
  expect(screen.getByText('no account')).toBeInTheDocument();
  cleanup();
  renderConsole('/teacher/access-log?student=s1');
  expect(await screen.findByText(/Showing Sam Student's record\./)).toBeInTheDocument();
  expect(screen.getByText('Sam Student')).toBeInTheDocument();
  // In one student's record the name is plain text, not a link to the same page.
  expect(screen.queryByRole('link', { name: 'Sam Student' })).not.toBeInTheDocument();
});
