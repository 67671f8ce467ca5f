import { ROUTES, TEXTS } from '@elearning/contract';
import {
  ApiError,
  BackendUnreachableError,
  ServiceUnavailableError,
  SessionExpiredError,
  createBackendClient,
  fileNameOf,
} from '../src';
import { createTestShell, fakeResponse, mockFetch } from '../src/testing';

const refusal = (status: number, ...msgs: string[]) => ({
  status,
  body: { success: false, errors: msgs.map((msg) => ({ msg })) },
});

test('a refusal is an ApiError with the errors[].msg texts, whatever its status', async () => {
  const backend = createBackendClient(createTestShell());
  mockFetch(refusal(400, 'Enter a valid email', 'Password too short'), {
    status: 200,
    body: { success: false },
  });
  const first = await backend
    .call(ROUTES.createUser, { body: { name: '', email: '', phone: '', password: '' } })
    .catch((error: unknown) => error);
  expect(first).toBeInstanceOf(ApiError);
  expect(first).toMatchObject({ status: 400, messages: ['Enter a valid email', 'Password too short'] });
  expect(await backend.call(ROUTES.me).catch((error: unknown) => error)).toMatchObject({
    status: 200,
    messages: [],
  });
});

/** fetch answering `text` as it is (a proxy's page, a body that is not JSON). */
const answerRaw = (text: string, status: number, contentType: string) => () => {
  globalThis.fetch = jest.fn(async () => fakeResponse(text, status, contentType)) as unknown as typeof fetch;
};

test.each([
  ['no answer', () => mockFetch(new TypeError('Failed to fetch'))],
  ['a gateway 502 (JSON)', () => mockFetch(refusal(502, 'The API is not reachable right now.'))],
  ['a gateway 504', () => mockFetch({ status: 504, body: {} })],
  ['an HTML 503', answerRaw('<html>503</html>', 503, 'text/html')],
  ['a 200 that is not JSON', answerRaw('<html>index</html>', 200, 'text/html')],
])('%s: BackendUnreachableError with the required text', async (_what, answer) => {
  answer();
  const error = await createBackendClient(createTestShell())
    .call(ROUTES.me)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BackendUnreachableError);
  expect((error as Error).message).toBe(TEXTS.backendDown);
});

test("the backend's JSON 503 with Retry-After (database or Redis down): 'briefly unavailable', retryable like unreachable", async () => {
  mockFetch({
    ...refusal(503, 'The database is not reachable; please try again in a moment'),
    headers: { 'retry-after': '5' },
  });
  const error = await createBackendClient(createTestShell())
    .call(ROUTES.addContactQuery, { body: { name: 'Ada', email: 'ada@example.com', message: 'Hi' } })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ServiceUnavailableError);
  expect(error).toBeInstanceOf(BackendUnreachableError);
  expect(error).toMatchObject({ message: TEXTS.serviceUnavailable, retryAfterSeconds: 5 });
});

test("the backend's own JSON 503 is a refusal with its message, not 'unreachable'", async () => {
  mockFetch(refusal(503, 'Google sign-in is not configured'));
  const error = await createBackendClient(createTestShell())
    .call(ROUTES.googleLogin, { body: { idToken: 'x' } })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as Error).message).toBe('Google sign-in is not configured');
});

test('401 to an authenticated request: the shell is told the session expired', async () => {
  const shell = createTestShell({}, 'stale-token');
  const fetchMock = mockFetch(refusal(401, 'Please authenticate using a valid token'));
  const error = await createBackendClient(shell)
    .call(ROUTES.me, { authenticated: true })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SessionExpiredError);
  expect(shell.session.expire).toHaveBeenCalledWith(TEXTS.sessionExpired);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/auth/me');
  expect(init.headers).toEqual({ 'auth-token': 'stale-token' });
});

test('401 to a request without the token (a wrong password) is a plain refusal', async () => {
  const shell = createTestShell({}, 'some-token');
  const fetchMock = mockFetch(refusal(401, 'Invalid credentials'));
  const error = await createBackendClient(shell)
    .call(ROUTES.login, { body: { email: 'ada@example.com', password: 'wrong' } })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(shell.session.expire).not.toHaveBeenCalled();
  expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toEqual({
    'Content-Type': 'application/json',
  });
});

test('an abort stays an AbortError: the caller asked for it', async () => {
  mockFetch(Object.assign(new Error('aborted'), { name: 'AbortError' }));
  const error = await createBackendClient(createTestShell())
    .call(ROUTES.me)
    .catch((e: unknown) => e);
  expect((error as Error).name).toBe('AbortError');
});

/** fetch answering a file: a response whose body is read with blob(). */
function answerFile(bytes: string, headers: Record<string, string>) {
  const all: Record<string, string> = { 'content-type': 'application/zip', ...headers };
  const fn = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: { get: (name: string) => all[name.toLowerCase()] ?? null },
    blob: async () => new Blob([bytes], { type: all['content-type'] }),
  }));
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

test("download: the file's bytes and the name its Content-Disposition gives, with the token and the query", async () => {
  const fetchMock = answerFile('PK-zip', {
    'content-disposition': 'attachment; filename="my-data-2026-11-26.zip"',
  });
  const file = await createBackendClient(createTestShell({}, 'student-token')).download(
    ROUTES.studentDataExport,
    {
      params: { id: 's 1' },
      query: { reason: 'A parent asked' },
      authenticated: true,
    },
  );
  expect(file.fileName).toBe('my-data-2026-11-26.zip');
  expect(file.blob.size).toBe('PK-zip'.length);
  expect(file.blob.type).toBe('application/zip');
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/admin/students/s%201/data-export?reason=A+parent+asked');
  expect(init).toEqual({ headers: { 'auth-token': 'student-token' } });
});

test('download: the one error model (a refusal is an ApiError, a 401 expires the session)', async () => {
  mockFetch(refusal(429, 'Too many downloads: please wait an hour'));
  const refused = await createBackendClient(createTestShell({}, 't'))
    .download(ROUTES.myDataExport, { authenticated: true })
    .catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as Error).message).toBe('Too many downloads: please wait an hour');
  const shell = createTestShell({}, 'stale');
  mockFetch(refusal(401, 'Please authenticate using a valid token'));
  const expired = await createBackendClient(shell)
    .download(ROUTES.myDataExport, { authenticated: true })
    .catch((e: unknown) => e);
  expect(expired).toBeInstanceOf(SessionExpiredError);
  expect(shell.session.expire).toHaveBeenCalledWith(TEXTS.sessionExpired);
});

test.each([
  ['attachment; filename="my-data-2026-11-26.zip"', 'my-data-2026-11-26.zip'],
  ['attachment; filename=plain.zip', 'plain.zip'],
  ['attachment; filename="a.zip"; filename*=UTF-8\'\'d%C3%A9j%C3%A0.zip', 'déjà.zip'],
  ['attachment; filename="../../etc/passwd"', 'passwd'],
  ['attachment', null],
  [null, null],
])('fileNameOf(%p) is %p', (header, name) => {
  expect(fileNameOf(header)).toBe(name);
});
