import { JwtService } from '@nestjs/jwt';
import { type TestApp, startTestApp, validUser } from './test-app.js';

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

describe('auth: /auth/createuser and /auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up: 200 {success, authToken}, stores a bcrypt hash, never returns it', async () => {
    const user = validUser({ name: '  Ada  ' });
    const response = await t.http().post('/auth/createuser').send(user).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(['authToken', 'success']);
    expect(response.body.success).toBe(true);
    expect(response.body.authToken).toMatch(JWT_SHAPE);
    expect(response.text).not.toMatch(/\$2[aby]\$/);
    const rows = await t.db.query('SELECT name, email, phone, password_hash FROM users WHERE email = $1', [
      user.email,
    ]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].name).toBe('Ada'); // trimmed
    expect(rows.rows[0].password_hash).toMatch(/^\$2b\$1\d\$/);
    expect(rows.rows[0].password_hash).not.toContain(user.password);
  });

  it('the token identifies the new user and expires in 12 hours by default', async () => {
    const user = validUser();
    const { body } = await t.http().post('/auth/createuser').send(user).expect(200);
    const payload = new JwtService({ secret: t.config.jwtSecret }).verify(body.authToken);
    const row = await t.db.query('SELECT id FROM users WHERE email = $1', [user.email]);
    expect(payload.sub).toBe(row.rows[0].id);
    expect(payload.user).toEqual({ id: row.rows[0].id });
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });

  it('rejects a second sign-up with the same email in another case: 409', async () => {
    const user = validUser();
    await t.http().post('/auth/createuser').send(user).expect(200);
    const again = await t
      .http()
      .post('/auth/createuser')
      .send({ ...user, email: user.email.toUpperCase() })
      .expect(409);
    expect(again.body).toEqual({
      success: false,
      errors: [{ msg: 'A user with this email already exists' }],
    });
  });

  it('racing sign-ups with one email: exactly one 200, the others 409, one row', async () => {
    const user = validUser();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => t.http().post('/auth/createuser').send(user)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({
        success: false,
        errors: [{ msg: 'A user with this email already exists' }],
      });
    }
    const rows = await t.db.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [
      user.email,
    ]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('reports every invalid field with one message each', async () => {
    const response = await t
      .http()
      .post('/auth/createuser')
      .send({ name: '', email: 'not-an-email', phone: 'call me', password: 'short' })
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      errors: [
        { msg: 'Please enter your name' },
        { msg: 'Enter a valid email' },
        { msg: 'Enter a valid phone number' },
        { msg: 'Password must be at least 8 characters' },
      ],
    });
  });

  it('requires every field', async () => {
    const response = await t.http().post('/auth/createuser').send({}).expect(400);
    expect(response.body.errors.map((error: { msg: string }) => error.msg)).toEqual([
      'Name must be text',
      'Email must be text',
      'Phone must be text',
      'Password must be text',
    ]);
  });

  it('bounds: name 100, email 254, phone 32 characters, password 72 bytes', async () => {
    const tooLong = await t
      .http()
      .post('/auth/createuser')
      .send(
        validUser({
          name: 'n'.repeat(101),
          email: `${'e'.repeat(250)}@x.io`,
          phone: '1'.repeat(33),
          password: 'é'.repeat(37),
        }),
      )
      .expect(400);
    expect(tooLong.body.errors).toEqual([
      { msg: 'Name must be at most 100 characters' },
      { msg: 'Email must be at most 254 characters' },
      { msg: 'Phone must be at most 32 characters' },
      { msg: 'Password must be at most 72 bytes' },
    ]);
    await t
      .http()
      .post('/auth/createuser')
      .send(
        validUser({
          name: 'n'.repeat(100),
          phone: '1'.repeat(32),
          password: 'correct horse battery staple '.repeat(3).slice(0, 72),
        }),
      )
      .expect(200);
  });

  describe('login', () => {
    const user = validUser();
    beforeAll(async () => {
      await t.http().post('/auth/createuser').send(user).expect(200);
    });

    it('logs in with the right password (email case-insensitive): 200 {success, authToken}', async () => {
      const response = await t
        .http()
        .post('/auth/login')
        .send({ email: user.email.toUpperCase(), password: user.password })
        .expect(200);
      expect(Object.keys(response.body).sort()).toEqual(['authToken', 'success']);
      expect(response.body.authToken).toMatch(JWT_SHAPE);
    });

    it('wrong password and unknown email get the same 401', async () => {
      const wrong = await t
        .http()
        .post('/auth/login')
        .send({ email: user.email, password: 'wrong password' })
        .expect(401);
      const unknown = await t
        .http()
        .post('/auth/login')
        .send({ email: 'nobody@example.com', password: 'whatever1' })
        .expect(401);
      expect(wrong.body).toEqual({ success: false, errors: [{ msg: 'Invalid email or password' }] });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('missing fields: 400 with messages', async () => {
      const response = await t.http().post('/auth/login').send({ email: '', password: '' }).expect(400);
      expect(response.body.errors).toEqual([
        { msg: 'Please enter your email' },
        { msg: 'Please enter your password' },
      ]);
    });

    it('the token from login works for /ques/addques', async () => {
      const { body } = await t
        .http()
        .post('/auth/login')
        .send({ email: user.email, password: user.password })
        .expect(200);
      await t
        .http()
        .post('/ques/addques')
        .set('auth-token', body.authToken)
        .send({ userQues: 'Hello?' })
        .expect(200);
    });
  });
});
