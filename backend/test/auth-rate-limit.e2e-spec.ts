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

  it('refuses a 4th attempt on the same email from the same client with 429 and Retry-After', async () => {
    const user = validUser();
    await t.http().post('/auth/createuser').set('x-forwarded-for', '198.51.100.1').send(user).expect(200);
    await login('198.51.100.1', user.email).expect(401);
    await login('198.51.100.1', user.email.toUpperCase()).expect(401); // the same account, however spelled
    expectTooMany(await login('198.51.100.1', ` ${user.email} `, user.password)); // even the right password
    // Another client (as the gateway reports it) has its own budget.
    await login('198.51.100.2', user.email, user.password).expect(200);
  });

  it('limits one client across emails and across the three endpoints (one budget)', async () => {
    const client = '203.0.113.9';
    await login(client, 'a@example.com').expect(401);
    await login(client, 'b@example.com').expect(401);
    await t
      .http()
      .post('/auth/createuser')
      .set('x-forwarded-for', client)
      .send({ email: 'not an email' })
      .expect(400);
    await t.http().post('/auth/google').set('x-forwarded-for', client).send({ idToken: 'x' });
    await login(client, 'c@example.com').expect(401);
    expectTooMany(await login(client, 'd@example.com'));
    expectTooMany(await t.http().post('/auth/createuser').set('x-forwarded-for', client).send(validUser()));
    expectTooMany(await t.http().post('/auth/google').set('x-forwarded-for', client).send({ idToken: 'x' }));
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
