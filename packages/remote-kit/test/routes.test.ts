import { ROUTES } from '@elearning/contract';
import { createBackendClient, pathOf } from '../src';
import { createTestShell, mockFetch } from '../src/testing';

/** The URL and init of the only request the client sent. */
const sent = (fetchMock: jest.Mock) => fetchMock.mock.calls[0] as unknown as [string, RequestInit];

test('pathOf puts each parameter in the path, encoded, and leaves empty query values out', () => {
  expect(pathOf(ROUTES.teacherQuestion, { id: 'a/b c?' })).toBe('/teacher/questions/a%2Fb%20c%3F');
  expect(
    pathOf(ROUTES.teacherQuestions, {}, { escalation: 'waiting', student: '', q: undefined, page: 2 }),
  ).toBe('/teacher/questions?escalation=waiting&page=2');
  expect(pathOf(ROUTES.contactInbox, {}, {})).toBe('/teacher/contact');
  expect(() => pathOf(ROUTES.teacherQuestion, {})).toThrow('no value for :id');
});

test("call: the route's method and path, the body as JSON, the typed answer", async () => {
  const fetchMock = mockFetch({ body: { success: true, support: { replies: [] } } });
  const backend = createBackendClient(createTestShell({}, 'token'));
  const answer = await backend.call(ROUTES.teacherReply, {
    params: { id: 'q 1' },
    body: { body: 'Look at step 2.' },
    authenticated: true,
  });
  expect(answer.success).toBe(true);
  const [url, init] = sent(fetchMock);
  expect(url).toBe('/api/teacher/questions/q%201/replies');
  expect(init).toEqual({
    method: 'POST',
    headers: { 'auth-token': 'token', 'Content-Type': 'application/json' },
    body: JSON.stringify({ body: 'Look at step 2.' }),
  });
});

test('call: a GET has no method, body nor content type; a write without a body sends {}', async () => {
  const fetchMock = mockFetch({ body: { success: true } }, { body: { success: true } });
  const backend = createBackendClient(createTestShell());
  await backend.call(ROUTES.accessLog, { query: { student: undefined, page: 3, pageSize: 20 } });
  expect(sent(fetchMock)).toEqual(['/api/teacher/access-log?page=3&pageSize=20', {}]);
  await backend.call(ROUTES.supportSeen);
  expect(fetchMock.mock.calls[1]).toEqual([
    '/api/support/seen',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
  ]);
});

test('call: a DELETE without a body sends none; each parameter of the path has its value', async () => {
  const fetchMock = mockFetch({ body: { success: true } });
  await createBackendClient(createTestShell()).call(ROUTES.removeClassStudent, {
    params: { id: 'c1', userId: 'u 2' },
  });
  expect(sent(fetchMock)).toEqual(['/api/classes/c1/students/u%202', { method: 'DELETE' }]);
});

test('open: the response unread, without a body when the route has none', async () => {
  const fetchMock = mockFetch({ body: { success: true } });
  const response = await createBackendClient(createTestShell()).open(ROUTES.approveStudent, {
    params: { id: 's1' },
    headers: { Accept: 'text/event-stream' },
  });
  expect(response.ok).toBe(true);
  expect(sent(fetchMock)).toEqual([
    '/api/teacher/students/s1/approve',
    { method: 'POST', headers: { Accept: 'text/event-stream' } },
  ]);
});

test('call with a form: sent as it is (fetch writes multipart with its boundary), no JSON, the query in the URL', async () => {
  const fetchMock = mockFetch({ body: { success: true, dryRun: true, report: {} } });
  const form = new FormData();
  form.append('file', new Blob(['PK']), 'roster.zip');
  const answer = await createBackendClient(createTestShell({}, 'token')).call(ROUTES.importOneRoster, {
    query: { dryRun: true },
    form,
    authenticated: true,
  });
  expect(answer.dryRun).toBe(true);
  const [url, init] = sent(fetchMock);
  expect(url).toBe('/api/admin/rosters/oneroster?dryRun=true');
  expect(init).toEqual({ method: 'POST', headers: { 'auth-token': 'token' }, body: form });
});

test("a form's refusal is the same ApiError, and its 401 the same session expiry", async () => {
  const shell = createTestShell({}, 'token');
  const backend = createBackendClient(shell);
  const upload = () => backend.call(ROUTES.importOneRoster, { form: new FormData(), authenticated: true });
  mockFetch(
    { status: 400, body: { success: false, errors: [{ msg: 'users.csv: no column sourcedId' }] } },
    { status: 401, body: { success: false, errors: [{ msg: 'Please authenticate' }] } },
  );
  expect(await upload().catch((error: unknown) => error)).toMatchObject({
    name: 'ApiError',
    status: 400,
    messages: ['users.csv: no column sourcedId'],
  });
  expect(await upload().catch((error: unknown) => error)).toMatchObject({ name: 'SessionExpiredError' });
  expect(shell.session.expire).toHaveBeenCalledTimes(1);
});

/** Never run: `tsc` (npm test -- typecheck) fails if any of these calls type-checks. */
export function wrongCallsDoNotTypeCheck(backend: ReturnType<typeof createBackendClient>) {
  // @ts-expect-error the path's :id is missing
  void backend.call(ROUTES.teacherQuestion);
  // @ts-expect-error the second parameter of the path is missing
  void backend.call(ROUTES.removeClassStudent, { params: { id: 'c1' } });
  // @ts-expect-error a parameter the path does not have
  void backend.call(ROUTES.teacherQuestion, { params: { questionId: 'q1' } });
  // @ts-expect-error the reply's body is { body }, not { comment }
  void backend.call(ROUTES.teacherReply, { params: { id: 'q1' }, body: { comment: 'no' } });
  // @ts-expect-error a body for a GET
  void backend.call(ROUTES.me, { body: {} });
  // @ts-expect-error a query the route does not read
  void backend.call(ROUTES.me, { query: { page: 1 } });
  // @ts-expect-error a filter value the backend refuses
  void backend.call(ROUTES.contactInbox, { query: { state: 'closed' } });
  // @ts-expect-error a form for a route with a JSON body
  void backend.call(ROUTES.invite, { body: { email: 'a@b.example' }, form: new FormData() });
  // @ts-expect-error a form for a GET
  void backend.call(ROUTES.me, { form: new FormData() });
  // @ts-expect-error the event stream is read with open()
  void backend.call(ROUTES.metrics);
  // The answer's type is the route's.
  return backend.call(ROUTES.teacherStudent, { params: { id: 's1' } }).then((answer) => {
    // @ts-expect-error not a field of TeacherStudentResponse
    return answer.question;
  });
}
