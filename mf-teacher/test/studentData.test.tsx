import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '@elearning/remote-kit/testing';
import { studentDeletedText } from '../src/students/StudentDataActions';
import { renderConsole } from './helpers/renderConsole';

jest.mock('@elearning/markdown', () => ({
  AnswerMarkdown: ({ markdown }: { markdown: string }) => <div>{markdown}</div>,
}));

const student = { id: 's1', name: 'Sam Student', email: 'sam@school.example' };
const school = {
  day: '2026-11-26',
  timeZone: 'Europe/Paris',
  usedTokens: 0,
  ceilingTokens: null,
  ceilingReachedAt: null,
  perStudentTokens: 200000,
};
const REASON = 'Request from the parent, email of 26 November';

/** The backend at the network boundary for an admin (or a teacher) on Sam's page; records what was sent. */
function fakeBackend(role: 'admin' | 'teacher') {
  const sent: { method: string; url: string; body?: unknown }[] = [];
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
            role,
            emailVerified: true,
            vouched: true,
          },
          unseenReplies: 0,
        },
      ];
    if (url.startsWith('/api/teacher/overview'))
      return [200, { success: true, overview: { escalationsWaiting: 0, contactOpen: 0, questionsToday: 0 } }];
    if (url.startsWith('/api/teacher/ai-usage/school')) return [200, { success: true, school }];
    if (url.startsWith('/api/teacher/ai-usage'))
      return [200, { success: true, school, items: [], page: 1, pageSize: 20, total: 0 }];
    if (url === '/api/teacher/students/s1')
      return [
        200,
        {
          success: true,
          usage: { student, usedTokens: 0, limitTokens: 200000, extraTokens: 0 },
          standing: { emailVerified: true, approved: false },
          events: [],
        },
      ];
    if (url === '/api/admin/students/s1' && method === 'DELETE') return [200, { success: true }];
    return [404, { success: false, errors: [{ msg: `not faked: ${method} ${url}` }] }];
  };
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/admin/students/s1/data-export'))
      return {
        ok: true,
        status: 200,
        headers: {
          get: (name: string) =>
            ({
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename="student-data-2026-11-26.zip"',
            })[name.toLowerCase()] ?? null,
        },
        blob: async () => new Blob(['PK'], { type: 'application/zip' }),
      };
    const [status, body] = answer(method, url);
    return fakeResponse(JSON.stringify(body), status);
  }) as unknown as typeof fetch;
  return sent;
}

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:zip');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

async function dataCard() {
  const heading = await screen.findByRole('heading', { name: "Student's data (administrators)" });
  return heading.closest('.card') as HTMLElement;
}

test("an admin downloads a student's data with a reason: the reason goes in the query, the zip is saved", async () => {
  const sent = fakeBackend('admin');
  renderConsole('/teacher/students/s1', 'admin-token');
  const card = await dataCard();
  const download = within(card).getByRole('button', { name: 'Download their data' });
  expect(download).toBeDisabled();
  await userEvent.type(within(card).getByLabelText('Reason'), REASON);
  await userEvent.click(download);
  expect(await within(card).findByText('Saved student-data-2026-11-26.zip.')).toBeInTheDocument();
  expect(saved).toEqual(['student-data-2026-11-26.zip']);
  const request = sent.find((r) => r.url.startsWith('/api/admin/students/s1/data-export'))!;
  expect(new URL(request.url, 'http://x').searchParams.get('reason')).toBe(REASON);
});

test('an admin deletes a student with a reason after confirming; back to the list with a notice', async () => {
  const sent = fakeBackend('admin');
  const shell = renderConsole('/teacher/students/s1', 'admin-token');
  const card = await dataCard();
  const remove = within(card).getByRole('button', { name: 'Delete the account of Sam Student' });
  // The name starts with the text on the button (WCAG 2.5.3, axe's label-content-name-mismatch).
  expect(remove).toHaveTextContent(/^Delete the account$/);
  expect(remove).toBeDisabled();
  await userEvent.type(within(card).getByLabelText('Reason'), REASON);
  await userEvent.click(remove);
  // Asked first: nothing is sent until "Yes, delete".
  expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
  const confirm = within(card).getByRole('group', { name: 'Delete the account of Sam Student?' });
  expect(confirm).toHaveTextContent('This cannot be undone.');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/teacher/students'));
  expect(shell.notify).toHaveBeenCalledWith(studentDeletedText('Sam Student'), 'success');
  expect(sent.find((r) => r.method === 'DELETE')).toEqual({
    method: 'DELETE',
    url: '/api/admin/students/s1',
    body: { reason: REASON },
  });
});

test("a teacher does not see the admins' data actions", async () => {
  fakeBackend('teacher');
  renderConsole('/teacher/students/s1');
  await screen.findByRole('heading', { name: 'Sam Student' });
  await screen.findByRole('heading', { name: 'Password reset link' });
  expect(screen.queryByRole('heading', { name: "Student's data (administrators)" })).toBeNull();
});
