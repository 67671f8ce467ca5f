import { type TestApp, staffAccount, startTestApp } from './test-app.js';

/** The teachers' contact inbox filter: one fixed statement whose `handled` parameter may be NULL. */
describe('GET /teacher/contact?state=', () => {
  let t: TestApp;
  let teacherToken: string;

  const inbox = async (state: string) => {
    const response = await t
      .http()
      .get(`/teacher/contact?state=${state}&pageSize=1`)
      .set('auth-token', teacherToken)
      .expect(200);
    return {
      messages: (response.body.items as { message: string }[]).map((item) => item.message),
      total: response.body.total as number,
    };
  };

  beforeAll(async () => {
    t = await startTestApp();
    teacherToken = (await staffAccount(t, 'teacher')).token;
    for (const [i, message] of ['first', 'second', 'third'].entries()) {
      await t
        .http()
        .post('/contact/addquery')
        .send({ name: `Sender ${i}`, email: `sender${i}@example.com`, message })
        .expect(200);
    }
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM contact_queries WHERE message = 'second'`,
    );
    await t
      .http()
      .post(`/teacher/contact/${rows[0]!.id}/handled`)
      .set('auth-token', teacherToken)
      .expect(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('open, handled and all: each page newest first with the total of its filter', async () => {
    expect(await inbox('open')).toEqual({ messages: ['third'], total: 2 });
    expect(await inbox('handled')).toEqual({ messages: ['second'], total: 1 });
    expect(await inbox('all')).toEqual({ messages: ['third'], total: 3 });
  });

  it('without a state: the open ones', async () => {
    const response = await t.http().get('/teacher/contact').set('auth-token', teacherToken).expect(200);
    expect(response.body.total).toBe(2);
  });
});
