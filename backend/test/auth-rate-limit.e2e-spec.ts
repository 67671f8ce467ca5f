import { type TestApp, startTestApp, validUser } from './test-app.js';

const TOO_MANY = /^Too many attempts: please wait \d+ seconds? and try again$/;

function expectTooMany(response: { status: number; body: unknown; headers: Record<string, string> }): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ success: false, errors: [{ msg: expect.stringMatching(TOO_MANY) }] });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
}

describe('brute-force protection of /auth/login, /auth/createuser, /auth/google', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Default TRUST_PROXY (loopback): the tests connect from 127.0.0.1, so X-Forwarded-For names the client.
    t = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3', LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (client: string, email: string, password = 'wrong password') =>
    t.http().post('/auth/login').set('x-forwarded-for', client).send({ email, password });

  it('login: a 4th failure on the same email from the same client is refused, even with the right password; another client is not', async () => {
    const user = validUser();
    await t.http().post('/auth/createuser').set('x-forwarded-for', '198.51.100.1').send(user).expect(200);
    await login('198.51.100.1', user.email).expect(401);
    await login('198.51.100.1', user.email.toUpperCase()).expect(401); // the same account, however spelled
    await login('198.51.100.1', user.email).expect(401);
    expectTooMany(await login('198.51.100.1', ` ${user.email} `, user.password)); // even the right password
    // Another client (as the gateway reports it) has its own budget.
    await login('198.51.100.2', user.email, user.password).expect(200);
  });

  it('login counts only failures: a whole school signing in from one address is never limited', async () => {
    const client = '203.0.113.20';
    const users = [validUser(), validUser(), validUser()];
    for (const user of users)
      await t
        .http()
        .post('/auth/createuser')
        .set('x-forwarded-for', `198.51.100.${users.indexOf(user) + 30}`)
        .send(user)
        .expect(200);
    for (let round = 0; round < 3; round++)
      for (const user of users) await login(client, user.email, user.password).expect(200);
  });

  it('limits one client across emails: 5 failed logins, then 429; sign-up and Google share their own attempt budget', async () => {
    const client = '203.0.113.9';
    for (const email of ['a', 'b', 'c', 'd', 'e']) await login(client, `${email}@example.com`).expect(401);
    expectTooMany(await login(client, 'f@example.com'));
    const other = '203.0.113.19';
    for (const email of ['not an email', 'not one either', 'nor this'])
      await t.http().post('/auth/createuser').set('x-forwarded-for', other).send({ email }).expect(400);
    for (let i = 0; i < 2; i++)
      await t.http().post('/auth/google').set('x-forwarded-for', other).send({ idToken: 'x' });
    expectTooMany(await t.http().post('/auth/createuser').set('x-forwarded-for', other).send(validUser()));
    expectTooMany(await t.http().post('/auth/google').set('x-forwarded-for', other).send({ idToken: 'x' }));
  });

  it('refused attempts do not count, and other endpoints are not limited', async () => {
    const client = '203.0.113.10';
    for (let i = 0; i < 3; i++) await login(client, 'e@example.com').expect(401);
    for (let i = 0; i < 5; i++) expectTooMany(await login(client, 'e@example.com'));
    // The per-client budget (5) still has 2 attempts: the refused ones were not counted.
    await login(client, 'f@example.com').expect(401);
    await login(client, 'g@example.com').expect(401);
    expectTooMany(await login(client, 'h@example.com'));
    await t
      .http()
      .post('/contact/addquery')
      .set('x-forwarded-for', client)
      .send({ name: 'A', email: 'a@example.com' })
      .expect(200);
  });
});

describe('TRUST_PROXY=false: X-Forwarded-For cannot be used to escape the limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: 'false',
      LOGIN_RATE_LIMIT_PER_MINUTE: '2',
      LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '100',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the socket address decides, whatever the header says', async () => {
    for (const client of ['192.0.2.1', '192.0.2.2']) {
      await t
        .http()
        .post('/auth/login')
        .set('x-forwarded-for', client)
        .send({ email: 'x@example.com', password: 'wrong password' })
        .expect(401);
    }
    expectTooMany(
      await t
        .http()
        .post('/auth/login')
        .set('x-forwarded-for', '192.0.2.3')
        .send({ email: 'x@example.com', password: 'wrong password' }),
    );
  });
});
