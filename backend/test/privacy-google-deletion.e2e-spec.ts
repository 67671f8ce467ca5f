// "Delete my account" for an account without a password (docs/privacy.md): a fresh Firebase ID
// token of the same Google account, verified like a Google sign-in (Google's keys served on
// 127.0.0.1); another Google account's or a bad token is a 403 and the session stays.
import { FakeGoogleKeys } from './google/fake-google-keys.js';
import { startTestApp, type TestApp } from './test-app.js';

const PROJECT_ID = 'demo-elearning';

describe('DELETE /me for a Google account', () => {
  let google: FakeGoogleKeys;
  let t: TestApp;

  beforeAll(async () => {
    google = await FakeGoogleKeys.start(PROJECT_ID);
    t = await startTestApp({ FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_JWKS_URL: google.jwksUrl });
  });
  afterAll(async () => {
    await t?.close();
    await google?.stop();
  });

  const idToken = (sub: string, email: string) => google.signToken({ claims: { sub, email, name: 'Gia Google' } });
  const del = (token: string, body: object) => t.http().delete('/me').set('auth-token', token).send(body);

  it('needs a fresh ID token of the same Google account; then the account is gone and its token 401', async () => {
    const email = 'gia.google@example.com';
    const signedIn = await t.http().post('/auth/google').send({ idToken: await idToken('uid-gia', email) }).expect(200);
    const token = signedIn.body.authToken as string;

    const missing = await del(token, { password: 'whatever' }).expect(400);
    expect(missing.body.errors[0].msg).toMatch(/Sign in with Google again/);
    const other = await del(token, { idToken: await idToken('uid-someone-else', 'else@example.com') }).expect(403);
    expect(other.body.errors[0].msg).toMatch(/not the one linked/);
    await del(token, { idToken: 'not-a-token' }).expect(403);
    await t.http().get('/auth/me').set('auth-token', token).expect(200);

    await del(token, { idToken: await idToken('uid-gia', email) }).expect(200, { success: true });
    await t.http().get('/auth/me').set('auth-token', token).expect(401);
    const { rowCount } = await t.db.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
    expect(rowCount).toBe(0);
  });

  it('stops after 10 tries in 10 minutes (429 with a message)', async () => {
    const signedIn = await t
      .http()
      .post('/auth/google')
      .send({ idToken: await idToken('uid-tries', 'tries@example.com') })
      .expect(200);
    const token = signedIn.body.authToken as string;
    for (let i = 0; i < 10; i += 1) await del(token, { idToken: 'wrong' }).expect(403);
    const refused = await del(token, { idToken: 'wrong' }).expect(429);
    expect(refused.body.errors[0].msg).toMatch(/Too many tries to delete/);
  });
});
