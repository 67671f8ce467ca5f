import { type TestApp, startTestApp, validUser } from './test-app.js';

/** Every endpoint, every kind of bad input: a 4xx in the one error shape, never a 500 or a hang. */
describe('bad input', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await t.http().post('/auth/createuser').send(validUser()).expect(200)).body.authToken;
  });
  afterAll(async () => {
    await t.close();
  });

  const endpoints = ['/auth/createuser', '/auth/login', '/ques/addques', '/contact/addquery'];

  async function post(path: string, body: string | Buffer, contentType = 'application/json') {
    const response = await fetch(`${t.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'auth-token': token },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return {
      status: response.status,
      body: (await response.json()) as { success: boolean; errors: { msg: string }[] },
    };
  }

  function expectErrorShape(result: { status: number; body: unknown }, status: number) {
    expect(result.status).toBe(status);
    expect(result.body).toEqual({
      success: false,
      errors: expect.arrayContaining([{ msg: expect.any(String) }]),
    });
  }

  it.each(endpoints)('%s: malformed JSON -> 400', async (path) => {
    const result = await post(path, '{"name": "x",');
    expectErrorShape(result, 400);
    expect(result.body.errors).toEqual([{ msg: 'The request body is not valid JSON' }]);
  });

  it.each(endpoints)('%s: empty body with JSON content type -> 400', async (path) => {
    expectErrorShape(await post(path, ''), 400);
  });

  it.each(endpoints)('%s: null, array, string or number body -> 400', async (path) => {
    for (const body of ['null', '[]', '[{"userQues":"x"}]', '"text"', '42', 'true']) {
      const result = await post(path, body);
      expectErrorShape(result, 400);
      expect(result.body.errors).toEqual([{ msg: 'The request body must be a JSON object' }]);
    }
  });

  it.each(endpoints)('%s: wrong content type -> 4xx', async (path) => {
    const result = await post(path, '<xml/>', 'application/xml');
    expectErrorShape(result, 415);
  });

  it.each(endpoints)('%s: body over 100 KB -> 413', async (path) => {
    const result = await post(path, JSON.stringify({ name: 'x'.repeat(110 * 1024) }));
    expectErrorShape(result, 413);
    expect(result.body.errors).toEqual([{ msg: 'The request body is too large (limit 100 KB)' }]);
  });

  it.each(endpoints)('%s: prototype pollution attempt -> 400', async (path) => {
    expectErrorShape(await post(path, '{"__proto__": {"polluted": true}}'), 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const fields: Record<string, Record<string, unknown>> = {
    '/auth/createuser': validUser(),
    '/auth/login': { email: 'x@example.com', password: 'password1' },
    '/ques/addques': { userQues: 'A question' },
    '/contact/addquery': { name: 'Name', email: 'x@example.com', message: 'Hi' },
  };

  it.each(endpoints)('%s: extra fields -> 400 naming them', async (path) => {
    const result = await post(path, JSON.stringify({ ...fields[path], isAdmin: true }));
    expectErrorShape(result, 400);
    expect(result.body.errors).toContainEqual({ msg: 'Unknown field: isAdmin' });
  });

  it.each(endpoints)('%s: wrong types, null and arrays in fields -> 400', async (path) => {
    for (const value of [null, 42, true, ['a'], { nested: 'object' }]) {
      const body = Object.fromEntries(Object.keys(fields[path]!).map((key) => [key, value]));
      const result = await post(path, JSON.stringify(body));
      expectErrorShape(result, 400);
    }
  });

  it.each(endpoints)('%s: NUL bytes and lone surrogates -> 400, not a database error', async (path) => {
    const firstField = Object.keys(fields[path]!)[0]!;
    for (const raw of ['"a\\u0000b"', '"\\ud800"', '"x\\udfffy"']) {
      const json = JSON.stringify(fields[path]).replace(
        `"${firstField}":"${String(fields[path]![firstField])}"`,
        `"${firstField}":${raw}`,
      );
      const result = await post(path, json);
      expectErrorShape(result, 400);
    }
  });

  it('very long strings in every field -> 400 (not 500)', async () => {
    for (const path of endpoints) {
      const body = Object.fromEntries(Object.keys(fields[path]!).map((key) => [key, 'x'.repeat(20_000)]));
      expectErrorShape(await post(path, JSON.stringify(body)), 400);
    }
  });

  it('valid non-ASCII text (emoji, accents, CJK) is stored as sent', async () => {
    const name = 'Zoë 🚀 李';
    expect(
      (
        await post(
          '/contact/addquery',
          JSON.stringify({ name, email: 'zoe@example.com', message: 'Ünïcödé ✓' }),
        )
      ).status,
    ).toBe(200);
    const rows = await t.db.query(
      `SELECT name, message FROM contact_queries WHERE email = 'zoe@example.com'`,
    );
    expect(rows.rows).toEqual([{ name, message: 'Ünïcödé ✓' }]);
  });

  it('the server is still healthy after all of that', async () => {
    await t.http().get('/health').expect(200);
  });
});
