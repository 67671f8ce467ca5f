import { JwtService } from '@nestjs/jwt';
import { type TestApp, startTestApp, validUser } from './test-app.js';

describe('ques: POST /ques/addques', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const user = validUser();
    token = (await t.http().post('/auth/createuser').send(user).expect(200)).body.authToken;
    userId = (await t.db.query('SELECT id FROM users WHERE email = $1', [user.email])).rows[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  const sign = (payload: object, secret = t.config.jwtSecret) => new JwtService({ secret }).sign(payload);

  it('stores the question for the user as pending and answers {success, id, userQues} plus the conversation it starts', async () => {
    const response = await t
      .http()
      .post('/ques/addques')
      .set('auth-token', token)
      .send({ userQues: '  What is a closure?  ' })
      .expect(200);
    expect(Object.keys(response.body).sort()).toEqual([
      'conversationId',
      'id',
      'mode',
      'success',
      'userQues',
    ]);
    expect(response.body).toMatchObject({
      success: true,
      userQues: 'What is a closure?',
      conversationId: response.body.id,
      mode: 'explain',
    });
    const row = await t.db.query('SELECT user_id, text, answer, status FROM questions WHERE id = $1', [
      response.body.id,
    ]);
    expect(row.rows[0]).toEqual({
      user_id: userId,
      text: 'What is a closure?',
      answer: null,
      status: 'pending',
    });
  });

  it('empty or blank question: 400 Please enter a question', async () => {
    for (const userQues of ['', '   ']) {
      const response = await t
        .http()
        .post('/ques/addques')
        .set('auth-token', token)
        .send({ userQues })
        .expect(400);
      expect(response.body).toEqual({ success: false, errors: [{ msg: 'Please enter a question' }] });
    }
  });

  it('question over 4,000 characters: 400; exactly 4,000: 200', async () => {
    const long = await t
      .http()
      .post('/ques/addques')
      .set('auth-token', token)
      .send({ userQues: 'q'.repeat(4001) })
      .expect(400);
    expect(long.body.errors).toEqual([{ msg: 'Question must be at most 4,000 characters' }]);
    await t
      .http()
      .post('/ques/addques')
      .set('auth-token', token)
      .send({ userQues: 'q'.repeat(4000) })
      .expect(200);
  });

  it('missing token: 401', async () => {
    const response = await t.http().post('/ques/addques').send({ userQues: 'hi' }).expect(401);
    expect(response.body).toEqual({
      success: false,
      errors: [{ msg: 'Please log in: the auth-token header is missing' }],
    });
  });

  it('malformed token: 401', async () => {
    for (const bad of ['garbage', 'a.b.c', `${token}x`]) {
      const response = await t
        .http()
        .post('/ques/addques')
        .set('auth-token', bad)
        .send({ userQues: 'hi' })
        .expect(401);
      expect(response.body).toEqual({
        success: false,
        errors: [{ msg: 'Please log in again: the token is not valid' }],
      });
    }
  });

  it('expired token: 401 with an expiry message', async () => {
    const expired = sign({ sub: userId, user: { id: userId }, exp: Math.floor(Date.now() / 1000) - 60 });
    const response = await t
      .http()
      .post('/ques/addques')
      .set('auth-token', expired)
      .send({ userQues: 'hi' })
      .expect(401);
    expect(response.body).toEqual({
      success: false,
      errors: [{ msg: 'Your session has expired; please log in again' }],
    });
  });

  it('tampered token (payload changed, or signed with another secret, or alg none): 401', async () => {
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ sub: '00000000-0000-4000-8000-000000000000', exp: 9999999999 }),
    ).toString('base64url');
    const forged = [
      `${header}.${otherPayload}.${signature}`,
      sign({ sub: userId }, 'another-secret-another-secret-another-secret'),
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: userId })).toString('base64url')}.`,
    ];
    for (const bad of forged) {
      await t.http().post('/ques/addques').set('auth-token', bad).send({ userQues: 'hi' }).expect(401);
    }
    const count = await t.db.query(`SELECT count(*)::int AS n FROM questions WHERE text = 'hi'`);
    expect(count.rows[0].n).toBe(0);
  });

  it('valid signature but a user that does not exist: 401, not 500', async () => {
    const ghost = sign({ sub: '00000000-0000-4000-8000-000000000000' });
    await t.http().post('/ques/addques').set('auth-token', ghost).send({ userQues: 'hi' }).expect(401);
  });

  it("a deleted user's token: 401, and questions sharing its insert batch are still stored", async () => {
    const gone = validUser();
    const goneToken = (await t.http().post('/auth/createuser').send(gone).expect(200)).body.authToken;
    await t.db.query('DELETE FROM users WHERE email = $1', [gone.email]);
    const add = (authToken: string, userQues: string) =>
      t.http().post('/ques/addques').set('auth-token', authToken).send({ userQues });
    // Sent together, so the group commit puts them in one multi-row INSERT that the foreign key fails.
    const responses = await Promise.all([
      add(goneToken, 'from a deleted user'),
      ...Array.from({ length: 5 }, (_, i) => add(token, `batch neighbour ${i}`)),
    ]);
    expect(responses[0]!.status).toBe(401);
    expect(responses[0]!.body).toEqual({
      success: false,
      errors: [{ msg: expect.stringContaining('log in again') }],
    });
    expect(responses.slice(1).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = await t.db.query(
      `SELECT count(*)::int AS n FROM questions WHERE text LIKE 'batch neighbour %'`,
    );
    expect(stored.rows[0].n).toBe(5);
  });

  it('token without a uuid subject: 401', async () => {
    await t
      .http()
      .post('/ques/addques')
      .set('auth-token', sign({ sub: 'admin' }))
      .send({ userQues: 'hi' })
      .expect(401);
  });
});
