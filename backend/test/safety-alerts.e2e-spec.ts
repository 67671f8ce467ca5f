// Safety alerts (docs/safety.md, issue 25) on the real app and a real Postgres: raised through the
// interface the tutor calls (SafetyAlertsService.raise) for real questions asked through the API;
// who sees an alert, its excerpt and the access log, acknowledge and resolve, the urgent email
// through a real local SMTP server and its re-alert with the clock moved, the conduct digest, the
// false-alarm export, merging and retention.
import { type Mailbox, startMailbox } from '@elearning/test-mailbox';
import { Test } from '@nestjs/testing';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../src/app.module.js';
import { SafetyAlertJobs } from '../src/safety/alerts/safety-alert-jobs.js';
import { SAFETY_JOB_INTERVALS, SafetyClock } from '../src/safety/alerts/safety-clock.js';
import { type RaiseSafetyAlert, SafetyAlertsService } from '../src/safety/alerts/safety-alerts.service.js';
import { classWith, signUp, staffAccount, startTestApp, type SignedUp, type TestApp } from './test-app.js';

const LEAD = 'safety.lead@school.example';
const PUBLIC_URL = 'https://tutor.school.example';
const SECRET_TEXT = 'I have the pills ready tonight';

describe('safety alerts', () => {
  let smtp: Mailbox;
  let t: TestApp;
  let alerts: SafetyAlertsService;
  let teacher: SignedUp;
  let coTeacher: SignedUp;
  let otherTeacher: SignedUp;
  let admin: SignedUp;
  let student: SignedUp;
  let klass: { id: string };
  /** Added to the real time by the app's SafetyClock. */
  let offsetMs = 0;

  const get = (token: string, path: string) => t.http().get(path).set('auth-token', token);
  const post = (token: string, path: string, body?: object) =>
    t.http().post(path).set('auth-token', token).send(body);

  /** A new conversation of the student in the class: its first question's ids. */
  const ask = async (userQues: string, classId: string | null = klass.id) =>
    (await post(student.token, '/ques/addques', { userQues, ...(classId ? { classId } : {}) }).expect(200))
      .body as { id: string; conversationId: string };
  const followUp = async (conversationId: string, userQues: string) =>
    (await post(student.token, `/ques/conversations/${conversationId}/ask`, { userQues }).expect(200))
      .body as { id: string; conversationId: string };

  const raise = async (
    question: { id: string; conversationId: string },
    fields: Partial<RaiseSafetyAlert> = {},
  ) => {
    await alerts.raise({
      tier: 'urgent',
      category: 'suicide',
      questionId: question.id,
      conversationId: question.conversationId,
      classId: klass.id,
      studentId: student.id,
      checks: ['screen:suicide.intent'],
      ...fields,
    });
    await alerts.idle();
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM safety_alerts WHERE question_id = $1', [
      question.id,
    ]);
    return rows[0]?.id as string;
  };
  /** The safety alerts' mails (the staff accounts' verification mails aside). */
  const safetyMails = () => smtp.received.filter((mail) => /safety alert/i.test(mail.subject));
  const mailCount = () => safetyMails().length;
  const mailsTo = (email: string) => smtp.mailsTo(email).filter((mail) => /safety alert/i.test(mail.subject));

  beforeAll(async () => {
    smtp = await startMailbox();
    t = await startTestApp({
      SMTP_URL: smtp.smtpUrl,
      SMTP_FROM: 'School <school@school.example>',
      SAFETY_ALERT_EMAILS: LEAD,
      SAFETY_ACK_MINUTES: '10',
      PUBLIC_URL,
      SCHOOL_TIME_ZONE: 'Europe/Paris',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    });
    alerts = t.app.get(SafetyAlertsService);
    const clock = t.app.get(SafetyClock);
    clock.now = () => new Date(Date.now() + offsetMs);
    // This app's own job timers (every 30 s) would race the explicit runs below: the timers are
    // tested on a replica of their own ("the re-alert job on another replica").
    t.app.get(SafetyAlertJobs).onModuleDestroy();
    [teacher, coTeacher, otherTeacher, admin] = await Promise.all([
      staffAccount(t, 'teacher', { name: 'Ms Class' }),
      staffAccount(t, 'teacher', { name: 'Mr Co' }),
      staffAccount(t, 'teacher', { name: 'Mx Other' }),
      staffAccount(t, 'admin', { name: 'Head Admin' }),
    ]);
    student = await signUp(t, { name: 'Sam Student' });
    klass = await classWith(t, teacher.token, [student.token], [coTeacher.email]);
    await classWith(t, otherTeacher.token, []);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe('an urgent alert', () => {
    let alertId: string;
    let turns: { id: string; conversationId: string }[];

    beforeAll(async () => {
      const first = await ask('What is photosynthesis?');
      const second = await followUp(first.conversationId, 'Why do plants need light?');
      const third = await followUp(first.conversationId, SECRET_TEXT);
      turns = [first, second, third];
      await t.db.query(`UPDATE questions SET answer = 'Plants use light.' WHERE id = $1`, [second.id]);
      alertId = await raise(third);
    });

    it('is emailed at once to the class teachers and every admin, naming the student and linking to the console, without the message', async () => {
      for (const adult of [teacher, coTeacher, admin]) {
        const mails = mailsTo(adult.email);
        expect(mails).toHaveLength(1);
        const [mail] = mails;
        expect(mail!.subject).toMatch(/^Urgent safety alert: Sam Student, /);
        expect(mail!.text).toContain(`${PUBLIC_URL}/teacher/safety/${alertId}`);
        expect(mail!.text).toContain('Sam Student');
        expect(mail!.text).toMatch(
          /Nobody has been contacted automatically: not the police, not the parents/,
        );
        expect(mail!.text).not.toContain('pills');
        expect(mail!.raw).not.toContain('pills');
      }
      expect(mailsTo(otherTeacher.email)).toHaveLength(0);
      expect(mailsTo(LEAD)).toHaveLength(0);
    });

    it("is listed for the class's teachers and admins; another class's teacher gets an empty list and 404", async () => {
      const expected = {
        id: alertId,
        tier: 'urgent',
        category: 'suicide',
        questionId: turns[2]!.id,
        conversationId: turns[0]!.conversationId,
        classId: klass.id,
        student: { id: student.id, name: 'Sam Student' },
        accountDeleted: false,
        status: 'open',
      };
      for (const viewer of [teacher, coTeacher, admin]) {
        const list = await get(viewer.token, '/teacher/safety/alerts').expect(200);
        expect(list.body).toMatchObject({ success: true, page: 1, pageSize: 20, total: 1 });
        expect(list.body.items).toEqual([{ ...expected, createdAt: expect.any(String) }]);
      }
      const theirs = await get(otherTeacher.token, '/teacher/safety/alerts?status=all').expect(200);
      expect(theirs.body).toMatchObject({ items: [], total: 0 });
      const refused = await get(otherTeacher.token, `/teacher/safety/alerts/${alertId}`).expect(404);
      expect(refused.body).toEqual({ success: false, errors: [{ msg: 'Safety alert not found' }] });
      await post(otherTeacher.token, `/teacher/safety/alerts/${alertId}/acknowledge`).expect(404);
      await post(otherTeacher.token, `/teacher/safety/alerts/${alertId}/resolve`, {
        outcome: 'handled',
      }).expect(404);
      // Not the other teacher's class to pick either.
      await get(otherTeacher.token, `/teacher/safety/alerts?classId=${klass.id}`).expect(404);
      await get(student.token, '/teacher/safety/alerts').expect(403);
      await t.http().get('/teacher/safety/alerts').expect(401);
    });

    it('bad ids and filters are 404 and 400, never 500', async () => {
      await get(teacher.token, '/teacher/safety/alerts/not-a-uuid').expect(404);
      await get(teacher.token, '/teacher/safety/alerts/00000000-0000-4000-8000-000000000000').expect(404);
      await post(teacher.token, '/teacher/safety/alerts/%27%3B/acknowledge').expect(404);
      const status = await get(teacher.token, '/teacher/safety/alerts?status=maybe').expect(400);
      expect(status.body.errors[0].msg).toBe('status must be one of open, acknowledged, resolved, all');
      await get(teacher.token, '/teacher/safety/alerts?tier=red').expect(400);
      await get(teacher.token, '/teacher/safety/alerts?classId=x').expect(400);
      await get(teacher.token, '/teacher/safety/alerts?pageSize=51').expect(400);
    });

    it('opened: the message with two turns of context, the checks, and an access-log entry', async () => {
      const opened = await get(teacher.token, `/teacher/safety/alerts/${alertId}`).expect(200);
      const alert = opened.body.alert;
      expect(alert.excerpt.map((turn: { question: string }) => turn.question)).toEqual([
        'What is photosynthesis?',
        'Why do plants need light?',
        SECRET_TEXT,
      ]);
      expect(alert.excerpt[1]).toMatchObject({ questionId: turns[1]!.id, answer: 'Plants use light.' });
      expect(alert).toMatchObject({
        id: alertId,
        checks: ['screen:suicide.intent'],
        acknowledgedBy: null,
        resolvedBy: null,
        outcome: null,
        emailedAt: expect.any(String),
        realertedAt: null,
      });
      const { rows } = await t.db.query(
        `SELECT teacher_id, subject_id, student_id FROM support_access_log WHERE subject = 'safety_alert'`,
      );
      expect(rows).toContainEqual({ teacher_id: teacher.id, subject_id: alertId, student_id: student.id });
      const log = await get(teacher.token, `/teacher/access-log?student=${student.id}`).expect(200);
      expect(log.body.items[0]).toMatchObject({ subject: 'safety_alert', subjectId: alertId });
    });

    it('a second raise for the same message merges its checks, never lowers the tier and sends nothing more', async () => {
      const before = mailCount();
      await raise(turns[2]!, {
        tier: 'concern',
        category: 'distress',
        checks: ['classifier:openai:self-harm/intent', 'screen:suicide.intent'],
      });
      const { rows } = await t.db.query(
        'SELECT id, tier, category, checks FROM safety_alerts WHERE question_id = $1',
        [turns[2]!.id],
      );
      expect(rows).toEqual([
        {
          id: alertId,
          tier: 'urgent',
          category: 'suicide',
          checks: ['screen:suicide.intent', 'classifier:openai:self-harm/intent'],
        },
      ]);
      expect(mailCount()).toBe(before);
    });

    it('acknowledge, then resolve with an outcome; validation errors are 400', async () => {
      const base = `/teacher/safety/alerts/${alertId}`;
      const acknowledged = await post(coTeacher.token, `${base}/acknowledge`).expect(200);
      expect(acknowledged.body.alert).toMatchObject({
        status: 'acknowledged',
        acknowledgedBy: { id: coTeacher.id, name: 'Mr Co' },
        acknowledgedAt: expect.any(String),
      });
      // Again: unchanged.
      const again = await post(teacher.token, `${base}/acknowledge`).expect(200);
      expect(again.body.alert.acknowledgedBy.id).toBe(coTeacher.id);

      const missing = await post(teacher.token, `${base}/resolve`, {}).expect(400);
      expect(missing.body.errors[0].msg).toBe('outcome must be one of handled, false-alarm');
      await post(teacher.token, `${base}/resolve`, { outcome: 'done' }).expect(400);
      const long = await post(teacher.token, `${base}/resolve`, {
        outcome: 'handled',
        note: 'x'.repeat(2001),
      }).expect(400);
      expect(long.body.errors[0].msg).toBe('Note must be at most 2,000 characters');
      await post(teacher.token, `${base}/resolve`, { outcome: 'handled', extra: 1 }).expect(400);

      const resolved = await post(teacher.token, `${base}/resolve`, {
        outcome: 'handled',
        note: ' Spoke with the student and the counsellor. ',
      }).expect(200);
      expect(resolved.body.alert).toMatchObject({
        status: 'resolved',
        outcome: 'handled',
        note: 'Spoke with the student and the counsellor.',
        resolvedBy: { id: teacher.id, name: 'Ms Class' },
        acknowledgedBy: { id: coTeacher.id },
      });
      const open = await get(teacher.token, '/teacher/safety/alerts').expect(200);
      expect(open.body.items.map((item: { id: string }) => item.id)).not.toContain(alertId);
      const done = await get(teacher.token, '/teacher/safety/alerts?status=resolved').expect(200);
      expect(done.body.items.map((item: { id: string }) => item.id)).toContain(alertId);

      // The teacher opened the alert once (the test before): acting on it adds no opening. The
      // co-teacher acted without opening it first, so that answer was their one opening.
      const { rows: openings } = await t.db.query(
        `SELECT teacher_id, count(*)::int AS n FROM support_access_log
          WHERE subject = 'safety_alert' AND subject_id = $1 GROUP BY teacher_id`,
        [alertId],
      );
      expect(openings).toEqual(
        expect.arrayContaining([
          { teacher_id: teacher.id, n: 1 },
          { teacher_id: coTeacher.id, n: 1 },
        ]),
      );
      expect(openings).toHaveLength(2);
    });
  });

  describe('concern and conduct', () => {
    it('a concern is a console flag without an email; raised later to urgent, it is emailed once', async () => {
      const before = mailCount();
      const question = await ask('Nobody at school likes me');
      const id = await raise(question, {
        tier: 'concern',
        category: 'bullying',
        checks: ['screen:bullying'],
      });
      expect(mailCount()).toBe(before);
      const flagged = await get(teacher.token, '/teacher/safety/alerts?tier=concern').expect(200);
      expect(flagged.body.items.map((item: { id: string }) => item.id)).toContain(id);

      await raise(question, { tier: 'urgent', category: 'self-harm', checks: ['classifier:guard:S11'] });
      await raise(question, { tier: 'urgent', category: 'self-harm', checks: ['model:gemini:SAFETY'] });
      const opened = await get(admin.token, `/teacher/safety/alerts/${id}`).expect(200);
      expect(opened.body.alert).toMatchObject({
        tier: 'urgent',
        category: 'self-harm',
        checks: ['screen:bullying', 'classifier:guard:S11', 'model:gemini:SAFETY'],
      });
      expect(mailsTo(teacher.email).filter((mail) => mail.text.includes(id))).toHaveLength(1);
      expect(safetyMails().slice(before)).toHaveLength(3); // two class teachers and the admin
      await post(teacher.token, `/teacher/safety/alerts/${id}/acknowledge`).expect(200);
    });

    it('conduct goes to the daily digest only, per student, for the school day asked', async () => {
      const before = mailCount();
      const first = await ask('You are a stupid bot');
      const second = await ask('Tom is an idiot');
      const insult = await raise(first, {
        tier: 'conduct',
        category: 'conduct',
        checks: ['screen:conduct.insult'],
      });
      await raise(second, { tier: 'conduct', category: 'bullying', checks: ['screen:conduct.classmate'] });
      expect(mailCount()).toBe(before);
      // Not in the alert list unless asked for by tier: nobody was alerted.
      const ids = (response: { body: { items: { id: string }[] } }) =>
        response.body.items.map((item) => item.id);
      for (const status of ['open', 'all'])
        expect(
          ids(await get(teacher.token, `/teacher/safety/alerts?status=${status}`).expect(200)),
        ).not.toContain(insult);
      const conduct = await get(teacher.token, '/teacher/safety/alerts?tier=conduct').expect(200);
      expect(ids(conduct)).toContain(insult);

      const digest = await get(teacher.token, '/teacher/safety/digest').expect(200);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
      expect(digest.body).toEqual({
        success: true,
        date: today,
        items: [
          {
            student: { id: student.id, name: 'Sam Student' },
            count: 2,
            categories: ['bullying', 'conduct'],
            lastAt: expect.any(String),
          },
        ],
      });
      const same = await get(
        teacher.token,
        `/teacher/safety/digest?date=${today}&classId=${klass.id}`,
      ).expect(200);
      expect(same.body.items).toHaveLength(1);
      const yesterday = await get(teacher.token, '/teacher/safety/digest?date=2020-01-01').expect(200);
      expect(yesterday.body).toEqual({ success: true, date: '2020-01-01', items: [] });
      const theirs = await get(otherTeacher.token, '/teacher/safety/digest').expect(200);
      expect(theirs.body.items).toEqual([]);
      // Days that do not exist, or that Postgres cannot hold, are the same 400 (never a 500).
      for (const date of ['2026-02-30', '2026-13-45', '2026-00-10', '0000-01-01']) {
        const bad = await get(teacher.token, `/teacher/safety/digest?date=${date}`).expect(400);
        expect(bad.body.errors[0].msg).toBe('date must be a day written YYYY-MM-DD');
      }
      await get(teacher.token, '/teacher/safety/digest?date=yesterday').expect(400);
    });

    it('an alert of a conversation in no class: admins only', async () => {
      const question = await ask('Is anyone there?', null);
      const id = await raise(question, { tier: 'concern', category: 'distress', classId: null });
      await get(admin.token, `/teacher/safety/alerts/${id}`).expect(200);
      await get(teacher.token, `/teacher/safety/alerts/${id}`).expect(404);
    });
  });

  describe('re-alert', () => {
    afterAll(() => {
      offsetMs = 0;
    });

    it('an urgent alert nobody acknowledged within SAFETY_ACK_MINUTES is sent again, to SAFETY_ALERT_EMAILS too, once', async () => {
      const question = await ask('I want to hurt myself');
      const id = await raise(question, { category: 'self-harm' });
      const firstMails = mailsTo(teacher.email).filter((mail) => mail.text.includes(id));
      expect(firstMails).toHaveLength(1);

      offsetMs = 9 * 60_000;
      expect(await alerts.realertDue()).toEqual([]);

      offsetMs = 11 * 60_000;
      // Two runs at once (two replicas' jobs): the alert is claimed by one of them.
      const runs = await Promise.all([alerts.realertDue(), alerts.realertDue()]);
      expect(runs.flat()).toEqual([id]);
      const again = (email: string) =>
        mailsTo(email).filter((mail) => mail.text.includes(id) && /NOT YET ACKNOWLEDGED/.test(mail.subject));
      for (const adult of [teacher.email, coTeacher.email, admin.email, LEAD])
        expect(again(adult)).toHaveLength(1);
      expect(again(LEAD)[0]!.text).toContain('within 10 minutes');
      expect(again(LEAD)[0]!.text).toContain(`${PUBLIC_URL}/teacher/safety/${id}`);
      expect(mailsTo(otherTeacher.email)).toHaveLength(0);

      offsetMs = 60 * 60_000;
      expect(await alerts.realertDue()).toEqual([]);
      expect(again(LEAD)).toHaveLength(1);
      const opened = await get(teacher.token, `/teacher/safety/alerts/${id}`).expect(200);
      expect(opened.body.alert.realertedAt).toEqual(expect.any(String));
      await post(teacher.token, `/teacher/safety/alerts/${id}/acknowledge`).expect(200);
    });

    it('an acknowledged urgent alert is not sent again', async () => {
      const question = await ask('He hits me at home');
      const id = await raise(question, { category: 'abuse' });
      await post(teacher.token, `/teacher/safety/alerts/${id}/acknowledge`).expect(200);
      offsetMs = 30 * 60_000;
      expect(await alerts.realertDue()).toEqual([]);
    });
  });

  describe('the re-alert job on another replica', () => {
    it('runs by itself every realertMs (the SAFETY_JOB_INTERVALS provider overridden) and sends once', async () => {
      const replica = await Test.createTestingModule({ imports: [AppModule.forRoot(t.config)] })
        .overrideProvider(SAFETY_JOB_INTERVALS)
        .useValue({ realertMs: 100, retentionMs: 3_600_000 })
        .compile();
      replica.get(SafetyClock).now = () => new Date(Date.now() + offsetMs);
      try {
        await replica.init();
        const question = await ask('I am going to jump');
        const id = await raise(question);
        offsetMs = 11 * 60_000;
        const again = () =>
          mailsTo(LEAD).filter((mail) => mail.text.includes(id) && /NOT YET ACKNOWLEDGED/.test(mail.subject));
        for (const until = Date.now() + 5_000; again().length === 0 && Date.now() < until;)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(again()).toHaveLength(1);
        // More runs of the job: nothing more.
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(again()).toHaveLength(1);
        expect(mailsTo(teacher.email).filter((mail) => mail.text.includes(id))).toHaveLength(2);
        await post(teacher.token, `/teacher/safety/alerts/${id}/acknowledge`).expect(200);
      } finally {
        offsetMs = 0;
        await replica.close();
        // Closing the replica leaves Nest's console logger in place: the app's own again.
        t.app.useLogger(t.app.get(Logger));
      }
    });
  });

  describe('false alarms', () => {
    it('admins export the alerts resolved as false alarms, with the message; teachers may not', async () => {
      const question = await ask('This homework is killing me');
      const id = await raise(question, { checks: ['screen:suicide.figure-of-speech'] });
      await post(teacher.token, `/teacher/safety/alerts/${id}/resolve`, {
        outcome: 'false-alarm',
        note: 'A figure of speech',
      }).expect(200);
      const exported = await get(admin.token, '/teacher/safety/false-alarms').expect(200);
      expect(exported.body.items[0]).toEqual({
        id,
        tier: 'urgent',
        category: 'suicide',
        checks: ['screen:suicide.figure-of-speech'],
        message: 'This homework is killing me',
        note: 'A figure of speech',
        resolvedAt: expect.any(String),
      });
      expect(exported.body.items.map((item: { id: string }) => item.id)).not.toContain(undefined);
      const refused = await get(teacher.token, '/teacher/safety/false-alarms').expect(403);
      expect(refused.body.errors[0].msg).toBe('This is for school administrators only');
    });
  });

  describe('raise never throws into the tutor', () => {
    it('a bad alert is logged and counted, not thrown', async () => {
      const failed = alerts.counts['raise-failed'];
      const question = await ask('Hello');
      await expect(
        alerts.raise({
          tier: 'red' as 'urgent',
          category: 'suicide',
          questionId: question.id,
          conversationId: question.conversationId,
          classId: null,
          studentId: student.id,
          checks: [],
        }),
      ).resolves.toBeUndefined();
      await expect(
        alerts.raise({
          tier: 'urgent',
          category: 'suicide',
          questionId: 'not-an-id',
          conversationId: question.conversationId,
          classId: null,
          studentId: student.id,
          checks: [],
        }),
      ).resolves.toBeUndefined();
      expect(alerts.counts['raise-failed']).toBe(failed + 2);
    });
  });

  describe('retention', () => {
    it(`alerts older than SAFETY_RETENTION_DAYS are deleted, the younger ones kept`, async () => {
      const { rows } = await t.db.query<{ count: string }>('SELECT count(*) FROM safety_alerts');
      const total = Number(rows[0]!.count);
      expect(total).toBeGreaterThan(5);
      const young = await ask('Keep me');
      offsetMs = 366 * 86_400_000;
      const youngId = await raise(young, { tier: 'concern', category: 'distress' });
      offsetMs = 365 * 86_400_000 + 86_400_000 + 3_600_000;
      expect(await alerts.deleteExpired()).toBe(total);
      offsetMs = 0;
      const left = await t.db.query<{ id: string }>('SELECT id FROM safety_alerts');
      expect(left.rows).toEqual([{ id: youngId }]);
      // The access log keeps its record (append-only), the alert is gone.
      await get(admin.token, `/teacher/safety/alerts/${youngId}`).expect(200);
    });
  });
});
