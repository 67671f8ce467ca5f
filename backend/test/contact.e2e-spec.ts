import { type TestApp, startTestApp } from './test-app.js';

describe('contact: POST /contact/addquery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the query: 200 {success:true}', async () => {
    const response = await t
      .http()
      .post('/contact/addquery')
      .send({ name: ' Bob ', email: 'bob@example.com', message: 'Hello there' })
      .expect(200);
    expect(response.body).toEqual({ success: true });
    const rows = await t.db.query(
      `SELECT name, email, message FROM contact_queries WHERE email = 'bob@example.com'`,
    );
    expect(rows.rows).toEqual([{ name: 'Bob', email: 'bob@example.com', message: 'Hello there' }]);
  });

  it('message is optional (stored empty)', async () => {
    await t.http().post('/contact/addquery').send({ name: 'Carol', email: 'carol@example.com' }).expect(200);
    const rows = await t.db.query(`SELECT message FROM contact_queries WHERE email = 'carol@example.com'`);
    expect(rows.rows).toEqual([{ message: '' }]);
  });

  it('name and a valid email are required', async () => {
    const response = await t
      .http()
      .post('/contact/addquery')
      .send({ name: '', email: 'nope', message: 'x' })
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      errors: [{ msg: 'Please enter your name' }, { msg: 'Enter a valid email' }],
    });
  });

  it('message over 5,000 characters: 400', async () => {
    const response = await t
      .http()
      .post('/contact/addquery')
      .send({ name: 'D', email: 'd@example.com', message: 'm'.repeat(5001) })
      .expect(400);
    expect(response.body.errors).toEqual([{ msg: 'Message must be at most 5,000 characters' }]);
  });

  it('many concurrent queries are all acknowledged and all stored (group commit)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t
          .http()
          .post('/contact/addquery')
          .send({ name: `Load ${i}`, email: `load${i}@example.com`, message: `message ${i}` }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const rows = await t.db.query(
      `SELECT count(DISTINCT email)::int AS n FROM contact_queries WHERE name LIKE 'Load %'`,
    );
    expect(rows.rows[0].n).toBe(200);
  });
});
