// The daily retention job (docs/privacy.md, "Retention") on the real app and a real Postgres, with
// the app's clock (SafetyClock) moved instead of waiting days: what is older than its retention
// goes, what is younger stays; two app instances on one database run the day's run once; an
// inactive student is warned by email (a real local SMTP server) and deleted after the warning.
import { type Mailbox, startMailbox } from '@elearning/test-mailbox';
import { Test, type TestingModule } from '@nestjs/testing';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../src/app.module.js';
import { PRIVACY_JOB_INTERVALS } from '../src/privacy/retention/retention-jobs.js';
import { RetentionService } from '../src/privacy/retention/retention.service.js';
import { SafetyClock } from '../src/safety/alerts/safety-clock.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from './test-app.js';

const DAY = 86_400_000;

let smtp: Mailbox;
let t: TestApp;
let replica: TestingModule;
/** Added to the real time by both instances' SafetyClock. */
let offsetMs = 0;

const post = (token: string, path: string, body?: object) =>
  t.http().post(path).set('auth-token', token).send(body);
/** The inactivity warnings sent to `email` (the sign-up's verification mail aside). */
const warningsTo = (email: string) => smtp.mailsTo(email).filter((mail) => /will be deleted/.test(mail.subject));
const ids = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ id: string }>(sql, params)).rows.map((row) => row.id).sort();

beforeAll(async () => {
  smtp = await startMailbox();
  t = await startTestApp({
    SMTP_URL: smtp.smtpUrl,
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    DATA_RETENTION_DAYS: '30',
    SECURITY_EVENTS_RETENTION_DAYS: '10',
    INACTIVE_ACCOUNT_DAYS: '60',
  });
  replica = await Test.createTestingModule({ imports: [AppModule.forRoot(t.config)] }).compile();
  await replica.init();
  for (const clock of [t.app.get(SafetyClock), replica.get(SafetyClock)])
    clock.now = () => new Date(Date.now() + offsetMs);
}, 60_000);
afterAll(async () => {
  await replica.close();
  t.app.useLogger(t.app.get(Logger));
  await t.close();
  await smtp.stop();
});

describe('the retention job', () => {
  let active: SignedUp;
  let inactive: SignedUp;
  let oldConversation: string;
  let youngConversation: string;

  beforeAll(async () => {
    active = await signUp(t, { name: 'Active Student' });
    inactive = await signUp(t, { name: 'Sleepy Student' });
    oldConversation = (await post(active.token, '/ques/addques', { userQues: 'An old question' }).expect(200)).body
      .conversationId as string;
    youngConversation = (await post(active.token, '/ques/addques', { userQues: 'A new question' }).expect(200)).body
      .conversationId as string;
    await t.db.query(`UPDATE conversations SET updated_at = now() - interval '31 days' WHERE id = $1`, [
      oldConversation,
    ]);
    for (const message of ['old message', 'new message'])
      await t.http().post('/contact/addquery').send({ name: 'A parent', email: 'parent@example.com', message }).expect(200);
    await t.db.query(`UPDATE contact_queries SET created_at = now() - interval '31 days' WHERE message = 'old message'`);
    // Wait for the sign-up events, then age some of them.
    for (const until = Date.now() + 5_000; Date.now() < until; ) {
      const { rowCount } = await t.db.query('SELECT 1 FROM security_events WHERE user_id = $1', [active.id]);
      if (rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await t.db.query(
      `INSERT INTO security_events (type, user_id, created_at) VALUES ('logout', $1, now() - interval '11 days')`,
      [active.id],
    );
    await t.db.query(
      `UPDATE users SET created_at = now() - interval '61 days', last_sign_in_at = now() - interval '61 days' WHERE id = $1`,
      [inactive.id],
    );
  }, 30_000);

  it('runs once a day across two instances: older records go, younger ones stay, counts only', async () => {
    const runs = await Promise.all([t.app.get(RetentionService).runDaily(), replica.get(RetentionService).runDaily()]);
    const done = runs.filter((run) => run !== null);
    expect(done).toHaveLength(1);
    expect(done[0]).toEqual({
      conversations: 1,
      looseQuestions: 0,
      contactQueries: 1,
      securityEvents: 1,
      inactiveWarned: 1,
      inactiveDeleted: 0,
    });
    expect(await ids('SELECT id FROM conversations WHERE user_id = $1', [active.id])).toEqual([youngConversation]);
    const contact = await t.db.query<{ message: string }>('SELECT message FROM contact_queries');
    expect(contact.rows).toEqual([{ message: 'new message' }]);
    const events = await t.db.query(`SELECT 1 FROM security_events WHERE created_at < now() - interval '10 days'`);
    expect(events.rowCount).toBe(0);
    expect((await t.db.query('SELECT 1 FROM security_events WHERE user_id = $1', [active.id])).rowCount).toBeGreaterThan(0);
    // The same day again, on either instance: nothing.
    expect(await t.app.get(RetentionService).runDaily()).toBeNull();
    expect(await replica.get(RetentionService).runDaily()).toBeNull();
  });

  it('warns an inactive student by email first, and deletes the account after the warning period', async () => {
    const warning = warningsTo(inactive.email);
    expect(warning).toHaveLength(1);
    expect(warning[0]!.text).toContain('60 days');
    expect((await t.db.query('SELECT 1 FROM users WHERE id = $1', [inactive.id])).rowCount).toBe(1);

    offsetMs = DAY;
    expect(await t.app.get(RetentionService).runDaily()).toMatchObject({ inactiveWarned: 0, inactiveDeleted: 0 });
    expect(warningsTo(inactive.email)).toHaveLength(1);

    offsetMs = 15 * DAY;
    expect(await replica.get(RetentionService).runDaily()).toMatchObject({ inactiveDeleted: 1 });
    expect((await t.db.query('SELECT 1 FROM users WHERE id = $1', [inactive.id])).rowCount).toBe(0);
    await t.http().get('/auth/me').set('auth-token', inactive.token).expect(401);
    // The active student signed in 0 days ago (by the real clock): kept.
    expect((await t.db.query('SELECT 1 FROM users WHERE id = $1', [active.id])).rowCount).toBe(1);
    offsetMs = 0;
  });

  it('runs by itself every retentionCheckMs (the PRIVACY_JOB_INTERVALS provider overridden), once for the day', async () => {
    const timed = await Test.createTestingModule({ imports: [AppModule.forRoot(t.config)] })
      .overrideProvider(PRIVACY_JOB_INTERVALS)
      .useValue({ retentionCheckMs: 100 })
      .compile();
    offsetMs = 40 * DAY;
    const day = new Date(Date.now() + offsetMs).toISOString().slice(0, 10);
    timed.get(SafetyClock).now = () => new Date(Date.now() + offsetMs);
    try {
      await timed.init();
      const runs = () =>
        t.db.query<{ finished: boolean }>(
          `SELECT finished_at IS NOT NULL AS finished FROM privacy_job_runs WHERE day = $1::date`,
          [day],
        );
      for (const until = Date.now() + 5_000; Date.now() < until; ) {
        if ((await runs()).rows[0]?.finished) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await runs()).rows).toEqual([{ finished: true }]);
      // The young conversation is 40 days old by this clock: gone.
      expect(await ids('SELECT id FROM conversations WHERE user_id = $1', [active.id])).toEqual([]);
    } finally {
      offsetMs = 0;
      await timed.close();
      t.app.useLogger(t.app.get(Logger));
    }
  });
});
