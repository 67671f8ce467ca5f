import { FakeGoogleKeys, createSigningKey } from './google/fake-google-keys.js';
import { startTestApp, validUser, type TestApp } from './test-app.js';
import { type SecurityEvent, SecurityEvents } from '../src/security-events/security-events.service.js';

const PROJECT_ID = 'demo-elearning';

/** POST /auth/google over HTTP on the real app and Postgres; Google's keys are served on 127.0.0.1. */
describe('POST /auth/google', () => {
  let google: FakeGoogleKeys;
  let api: TestApp;

  beforeAll(async () => {
    google = await FakeGoogleKeys.start(PROJECT_ID);
    api = await startTestApp({ FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_JWKS_URL: google.jwksUrl });
  });
  afterAll(async () => {
    await api?.close();
    await google?.stop();
  });

  const googleLogin = (idToken: unknown) => api.http().post('/auth/google').send({ idToken });
  const expectRefused = async (idToken: unknown, status: number, msg: RegExp) => {
    const response = await googleLogin(idToken);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ success: false, errors: [{ msg: expect.stringMatching(msg) }] });
  };
  const usersWithEmail = async (email: string) =>
    (
      await api.db.query(
        'SELECT id, name, google_uid, password_hash IS NULL AS no_password FROM users WHERE lower(email) = lower($1)',
        [email],
      )
    ).rows;

  it('creates an account for a new Google user and answers with a working auth token', async () => {
    const token = await google.signToken({
      claims: { sub: 'uid-new', email: 'New.Student@example.com', name: 'New Student' },
    });
    const response = await googleLogin(token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, authToken: expect.any(String) });

    const rows = await usersWithEmail('new.student@example.com');
    expect(rows).toEqual([
      { id: expect.any(String), name: 'New Student', google_uid: 'uid-new', no_password: true },
    ]);

    // The token opens protected routes, like a password login's.
    const question = await api
      .http()
      .post('/ques/addques')
      .set('auth-token', response.body.authToken)
      .send({ userQues: 'What is a monad?' });
    expect(question.status).toBe(200);
    expect(question.body).toMatchObject({ success: true, userQues: 'What is a monad?' });
  });

  it('logs the same person into the same account the next time (no duplicate)', async () => {
    const first = await googleLogin(
      await google.signToken({ claims: { sub: 'uid-again', email: 'again@example.com', name: undefined } }),
    );
    const second = await googleLogin(
      await google.signToken({ claims: { sub: 'uid-again', email: 'again@example.com' } }),
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const rows = await usersWithEmail('again@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('again'); // no name claim: the email's local part
    const sub = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    expect(sub(second.body.authToken)).toBe(sub(first.body.authToken));
  });

  it('links a password account with the same verified email instead of duplicating it', async () => {
    const student = validUser({ email: 'Linked.Student@example.com' });
    const signup = await api.http().post('/auth/createuser').send(student);
    expect(signup.status).toBe(200);

    const events: SecurityEvent[] = [];
    const stop = api.app.get(SecurityEvents).subscribe((event) => events.push(event));
    const response = await googleLogin(
      await google.signToken({ claims: { sub: 'uid-linked', email: 'linked.student@EXAMPLE.com' } }),
    );
    stop();
    expect(response.status).toBe(200);
    expect(events.map(({ securityEvent }) => securityEvent)).toEqual(
      expect.arrayContaining(['google.link-removed-password', 'token.revoked']),
    );
    expect(events.find((event) => event.securityEvent === 'google.link-removed-password')?.userId).toEqual(
      expect.any(String),
    );
    const rows = await usersWithEmail('linked.student@example.com');
    expect(rows).toEqual([
      expect.objectContaining({ google_uid: 'uid-linked', no_password: true, name: student.name }),
    ]);

    // The unverified sign-up password is dropped on linking: whoever registered this address first
    // cannot keep a way into the account of the person Google says owns it.
    const login = await api
      .http()
      .post('/auth/login')
      .send({ email: student.email, password: student.password });
    expect(login.status).toBe(401);
    // And the sign-up's session ends at once: its token gets 401 on the next request; Google's works.
    const squatter = await api
      .http()
      .post('/ques/addques')
      .set('auth-token', signup.body.authToken)
      .send({ userQues: 'x' });
    expect([squatter.status, squatter.body.errors?.[0]?.msg]).toEqual([
      401,
      'Your session has ended; please log in again',
    ]);
    await api
      .http()
      .post('/ques/addques')
      .set('auth-token', response.body.authToken)
      .send({ userQues: 'x' })
      .expect(200);
    // Signing in with Google again reaches the same account.
    const again = await googleLogin(
      await google.signToken({ claims: { sub: 'uid-linked', email: 'linked.student@example.com' } }),
    );
    const sub = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    expect(sub(again.body.authToken)).toBe(sub(response.body.authToken));
    expect((await usersWithEmail('linked.student@example.com')).length).toBe(1);
  });

  it('refuses a password login on a Google-only account with the generic message', async () => {
    await googleLogin(await google.signToken({ claims: { sub: 'uid-nopass', email: 'nopass@example.com' } }));
    const response = await api
      .http()
      .post('/auth/login')
      .send({ email: 'nopass@example.com', password: 'not-a-real-password' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, errors: [{ msg: 'Invalid email or password' }] });
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(
      await google.signToken({ claims: { iat: now - 7200, exp: now - 3600 } }),
      401,
      /expired/,
    );
  });

  it('refuses a token for another project (audience) or from another issuer', async () => {
    await expectRefused(await google.signToken({ claims: { aud: 'other-project' } }), 401, /invalid/);
    await expectRefused(
      await google.signToken({ claims: { iss: 'https://securetoken.google.com/other-project' } }),
      401,
      /invalid/,
    );
  });

  it('refuses a bad signature', async () => {
    const forger = await createSigningKey('key-1');
    await expectRefused(
      await google.signToken({ key: forger, kid: 'key-1', claims: { email: 'victim@example.com' } }),
      401,
      /invalid/,
    );
    expect(await usersWithEmail('victim@example.com')).toEqual([]);
  });

  it('refuses an unverified email', async () => {
    await expectRefused(
      await google.signToken({ claims: { email_verified: false, email: 'unverified@example.com' } }),
      401,
      /not verified/,
    );
    expect(await usersWithEmail('unverified@example.com')).toEqual([]);
  });

  it('refuses an unsigned (alg none) token: this server is not in emulator mode', async () => {
    await expectRefused(google.unsignedToken({ email: 'unsigned@example.com' }), 401, /invalid/);
    expect(await usersWithEmail('unsigned@example.com')).toEqual([]);
  });

  it('refuses garbage with a 401, and a malformed body with a 400', async () => {
    await expectRefused('garbage', 401, /invalid/);
    await expectRefused('a.b.c', 401, /invalid/);
    await expectRefused(undefined, 400, /idToken/);
    await expectRefused(42, 400, /idToken/);
    await expectRefused('x'.repeat(5000), 400, /idToken/);
  });
});

describe('POST /auth/google without FIREBASE_PROJECT_ID', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 503 "Google sign-in is not configured" and the rest of the API works', async () => {
    const response = await api.http().post('/auth/google').send({ idToken: 'anything' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ success: false, errors: [{ msg: 'Google sign-in is not configured' }] });
    const signup = await api.http().post('/auth/createuser').send(validUser());
    expect(signup.status).toBe(200);
  });
});
