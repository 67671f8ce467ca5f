import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { type TestApp, startTestApp, validUser } from './test-app.js';

/** A log destination that keeps every line. */
class CapturedLines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
  json(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('production logs: JSON lines with the request id, secrets redacted', () => {
  const out = new CapturedLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'log', LOG_FORMAT: 'json' }, undefined, { logDestination: out });
  });
  afterAll(() => t.close());

  it('one JSON object per line, no colour codes; start-up lines too', () => {
    expect(out.lines.length).toBeGreaterThan(0);
    expect(out.text).not.toContain('\u001b[');
    expect(out.json().some((line) => line.msg === 'Nest application successfully started')).toBe(true);
  });

  it("X-Request-Id is taken from the gateway, returned, and on the request's log lines; else one is generated", async () => {
    const given = await t.http().get('/ques').set('x-request-id', 'gw-7f3a.1').expect(401);
    expect(given.headers['x-request-id']).toBe('gw-7f3a.1');
    const generated = await t.http().get('/ques').expect(401);
    expect(generated.headers['x-request-id']).toMatch(UUID);
    // An id that could forge log text (spaces, quotes) is replaced.
    const odd = await t.http().get('/ques').set('x-request-id', 'a "b" c').expect(401);
    expect(odd.headers['x-request-id']).toMatch(UUID);
    await sleep(50);
    const access = out.json().filter((line) => line.msg === 'request completed');
    for (const id of ['gw-7f3a.1', generated.headers['x-request-id'], odd.headers['x-request-id']])
      expect(access.find((line) => (line.req as { id?: string }).id === id)).toMatchObject({
        req: { method: 'GET', url: '/ques' },
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      });
  });

  it('the access line names the path, never the query string (a search or a token)', async () => {
    await t.http().get('/ques?page=2&secretsearch=my-stepdad').set('x-request-id', 'q-path-only').expect(401);
    await sleep(50);
    const line = out.json().find((l) => (l.req as { id?: string } | undefined)?.id === 'q-path-only');
    expect(line).toMatchObject({ req: { method: 'GET', url: '/ques' } });
    expect(JSON.stringify(out.json())).not.toContain('my-stepdad');
  });

  it('no token, password, cookie or secret reaches the log', async () => {
    const user = validUser({ password: 'Pw-never-logged-91' });
    const token = (
      await t.http().post('/auth/createuser').set('cookie', 'sid=cookie-never-logged').send(user)
    ).body.authToken as string;
    await t.http().post('/auth/login').send({ email: user.email, password: user.password }).expect(200);
    await t
      .http()
      .get('/ques')
      .set('auth-token', token)
      .set('authorization', 'Bearer bearer-never-logged')
      .expect(200);
    new Logger('Test').log({
      msg: 'an object with secrets',
      password: 'pw-field-never-logged',
      user: { token: 'nested-token-never-logged', apiKey: 'key-never-logged' },
    });
    await sleep(50);
    for (const secret of [
      user.password,
      token,
      token.split('.')[2]!,
      'cookie-never-logged',
      'bearer-never-logged',
      'pw-field-never-logged',
      'nested-token-never-logged',
      'key-never-logged',
    ])
      expect(out.text).not.toContain(secret);
    expect(out.json().find((line) => line.msg === 'an object with secrets')).toMatchObject({
      password: '[redacted]',
      user: { token: '[redacted]', apiKey: '[redacted]' },
    });
  });
});
