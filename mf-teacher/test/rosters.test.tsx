import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '@elearning/remote-kit/testing';
import { renderConsole as renderConsoleAt } from './helpers/renderConsole';
import { TOO_LARGE_FOR_GATEWAY } from '../src/rosters/rosterApi';

jest.mock('@elearning/markdown', () => ({
  AnswerMarkdown: ({ markdown }: { markdown: string }) => <div>{markdown}</div>,
}));

const counts = (created: number, updated: number, ended: number) => ({ created, updated, ended });
const warnings = [
  { file: 'users.csv', line: 41, message: 'no email address: no account can be made' },
  { file: 'manifest.csv', line: 0, message: 'file.demographics is absent' },
  ...Array.from({ length: 38 }, (_, index) => ({
    file: 'enrollments.csv',
    line: index + 2,
    message: `class c${index} is neither in the file nor imported before`,
  })),
];
const report = {
  classes: counts(12, 0, 1),
  teachers: counts(4, 1, 0),
  students: counts(230, 7, 2),
  enrollments: counts(610, 3, 9),
  warnings,
};

interface Upload {
  url: string;
  file: File | null;
  contentType: string | undefined;
}
interface Fake {
  uploads: Upload[];
  /** The next answers of POST /admin/rosters/oneroster (default: the report). */
  answers: [number, unknown][];
}

/** The backend at the network boundary: an admin's (or a teacher's) console and the roster import. */
function fakeBackend(role = 'admin'): Fake {
  const fake: Fake = { uploads: [], answers: [] };
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
    if (url.startsWith('/api/teacher/ai-usage/school'))
      return [
        200,
        {
          success: true,
          school: {
            day: '2026-11-23',
            timeZone: 'Europe/Paris',
            usedTokens: 0,
            ceilingTokens: null,
            ceilingReachedAt: null,
            perStudentTokens: 200000,
          },
        },
      ];
    if (url.startsWith('/api/teacher/overview'))
      return [200, { success: true, overview: { escalationsWaiting: 0, contactOpen: 0, questionsToday: 0 } }];
    if (url.startsWith('/api/teacher/questions'))
      return [200, { success: true, items: [], page: 1, pageSize: 20, total: 0 }];
    if (url === '/api/classes') return [200, { success: true, classes: [] }];
    if (method === 'POST' && url.startsWith('/api/admin/rosters/oneroster')) {
      const dryRun = url.endsWith('?dryRun=true');
      return fake.answers.shift() ?? [200, { success: true, dryRun, report }];
    }
    // The safety banner and badge, on every console page: no open alert.
    if (url.startsWith('/api/teacher/safety/alerts?'))
      return [200, { success: true, items: [], page: 1, pageSize: 1, total: 0 }];
    throw new Error(`unexpected ${method} ${url}`);
  };
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (init.body instanceof FormData) {
      const headers = (init.headers ?? {}) as Record<string, string>;
      fake.uploads.push({
        url,
        file: init.body.get('file') as File | null,
        contentType: headers['Content-Type'],
      });
    }
    const [status, body] = answer(method, url);
    return typeof body === 'string'
      ? fakeResponse(body, status, 'text/plain; charset=utf-8')
      : fakeResponse(JSON.stringify(body), status);
  }) as unknown as typeof fetch;
  return fake;
}

const renderConsole = (path: string) => renderConsoleAt(path, 'admin-token');

const zip = () => new File(['PK\u0003\u0004 roster'], 'roster.zip', { type: 'application/zip' });
const chooseZip = async () => userEvent.upload(await screen.findByLabelText(/OneRoster CSV zip/), zip());
const consoleNav = () => screen.getByRole('navigation', { name: 'Console' });
const countsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

test('an admin checks the file (dry run: the report and the warnings), then imports it after a confirm', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/admin/rosters');
  expect(await within(consoleNav()).findByRole('link', { name: 'Rosters' })).toHaveClass('active');
  expect(screen.getByRole('heading', { name: 'Import a roster' })).toBeInTheDocument();
  expect(screen.getByText(/nothing is\s+written until you press/)).toBeInTheDocument();
  expect(screen.getByLabelText(/OneRoster CSV zip/)).toHaveAttribute('accept', '.zip,application/zip');
  expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();

  await chooseZip();
  await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  const dryHeading = await screen.findByRole('heading', {
    name: 'What an import would do (nothing is written yet)',
  });
  expect(dryHeading).toHaveFocus();
  const table = screen.getByRole('table', { name: 'What an import would do (nothing is written yet)' });
  expect(countsOf(table)).toEqual(['Classes1201', 'Teachers410', 'Students23072', 'Enrollments61039']);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Created', 'Updated', 'Ended']);

  // The warnings: all of them, in a box that scrolls (focusable, for a keyboard).
  expect(screen.getByRole('heading', { name: '40 warnings' })).toBeInTheDocument();
  const box = screen.getByRole('region', { name: '40 warnings' });
  expect(box).toHaveAttribute('tabindex', '0');
  expect(box).toHaveClass('mf-teacher-roster-warnings');
  const rows = within(box).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(40);
  expect(
    within(rows[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['users.csv', '41', 'no email address: no account can be made']);
  expect(within(rows[1]).getAllByRole('cell')[1]).toHaveTextContent('whole file');

  expect(fake.uploads).toHaveLength(1);
  expect(fake.uploads[0].url).toBe('/api/admin/rosters/oneroster?dryRun=true');
  expect(fake.uploads[0].file?.name).toBe('roster.zip');
  // multipart: fetch writes the Content-Type with its boundary.
  expect(fake.uploads[0].contentType).toBeUndefined();

  // Import asks first; Cancel sends nothing.
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  expect(screen.getByRole('group', { name: 'Import?' })).toHaveTextContent(/Import this roster now\?/);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(fake.uploads).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, import' }));

  expect(await screen.findByRole('heading', { name: 'What the import did' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent(
    /The roster is imported\. Its classes are listed in Classes/,
  );
  expect(within(screen.getByRole('status')).getByRole('link', { name: 'Classes' })).toHaveAttribute(
    'href',
    '/teacher/classes',
  );
  expect(countsOf(screen.getByRole('table', { name: 'What the import did' }))).toEqual([
    'Classes1201',
    'Teachers410',
    'Students23072',
    'Enrollments61039',
  ]);
  expect(screen.queryByRole('heading', { name: /would do/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  expect(fake.uploads.map((upload) => upload.url)).toEqual([
    '/api/admin/rosters/oneroster?dryRun=true',
    '/api/admin/rosters/oneroster',
  ]);
  expect(fake.uploads[1].file?.name).toBe('roster.zip');
});

test("a 400 shows the backend's message and no report; a file without warnings says so", async () => {
  const fake = fakeBackend();
  fake.answers.push(
    [400, { success: false, errors: [{ msg: 'users.csv: the column sourcedId is missing' }] }],
    [200, { success: true, dryRun: true, report: { ...report, warnings: [] } }],
  );
  renderConsole('/teacher/admin/rosters');
  await chooseZip();
  await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('users.csv: the column sourcedId is missing');
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  expect(await screen.findByRole('heading', { name: 'No warnings' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('region', { name: /warning/ })).toBeNull();
});

test("413: the backend's message, or the gateway's limit explained when a gateway refused (no JSON)", async () => {
  const fake = fakeBackend();
  fake.answers.push(
    [200, { success: true, dryRun: true, report }],
    [413, { success: false, errors: [{ msg: 'The zip is larger than 20 MB: export one school at a time' }] }],
    [413, 'Request body too large'],
  );
  renderConsole('/teacher/admin/rosters');
  await chooseZip();
  await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, import' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The zip is larger than 20 MB: export one school at a time',
  );
  // The dry run's report stays; Import can be tried again.
  expect(screen.getByRole('heading', { name: /would do/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TOO_LARGE_FOR_GATEWAY));
});

test('Check the file without a file says to choose one, and sends nothing', async () => {
  const fake = fakeBackend();
  renderConsole('/teacher/admin/rosters');
  await userEvent.click(await screen.findByRole('button', { name: 'Check the file' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose the OneRoster zip first.');
  expect(fake.uploads).toHaveLength(0);
});

test('a teacher does not see the area; its URL shows only that it is for administrators', async () => {
  const fake = fakeBackend('teacher');
  renderConsole('/teacher/questions');
  await screen.findByText(/escalations? waiting/);
  await waitFor(() =>
    expect(
      within(consoleNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Questions', 'Safety', 'Classes', 'Contact inbox', 'Students', 'Access log']),
  );
  cleanup();
  renderConsole('/teacher/admin/rosters');
  expect(await screen.findByText('This is for school administrators only.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/OneRoster CSV zip/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Check the file' })).toBeNull();
  expect(fake.uploads).toHaveLength(0);
});
