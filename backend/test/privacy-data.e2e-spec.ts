// A student's data (docs/privacy.md) on the real app and a real Postgres: the export holds every
// kind of record of the student and nobody else's personal data; deleting the account removes its
// content, keeps the audit rows without a name, and every token of the account gets 401 at once;
// the admins' export and deletion are in the access log with the reason; the facts of /privacy;
// the model's requests carry no account data.
import { FakeModelServer } from '@elearning/fake-model';
import type { DataExport } from '@elearning/contract';
import { strFromU8, unzipSync } from 'fflate';
import { runRoleCli } from '../src/cli/roles.js';
import {
  AUTHOR_KEPT,
  AUTHOR_NOT_DELETED,
  STAFF_NOT_DELETED,
} from '../src/privacy/deletion/account-deletion.service.js';
import { SafetyAlertsService } from '../src/safety/alerts/safety-alerts.service.js';
import { answer } from './answer-client.js';
import { signUp, staffAccount, startTestApp, type SignedUp, type TestApp } from './test-app.js';

const STUDENT_NAME = 'Zelda Quokkafield';
const OTHER_NAME = 'Bertram Otherkid';
const TEACHER_NAME = 'Marigold Teachwell';
const ADMIN_NAME = 'Horace Adminton';
const CLASS_NAME = 'Year 7 Quokka Maths';
const QUESTION = 'Why is <b>the sky</b> blue & not green?';
const OTHER_QUESTION = 'Bertram secret question about volcanoes';

let fake: FakeModelServer;
let t: TestApp;
let teacher: SignedUp;
let admin: SignedUp;

const get = (token: string, path: string) => t.http().get(path).set('auth-token', token);
const post = (token: string, path: string, body?: object) =>
  t.http().post(path).set('auth-token', token).send(body);
const del = (token: string, path: string, body?: object) =>
  t.http().delete(path).set('auth-token', token).send(body);

/** GET as a zip download: its headers and the two files. */
async function download(token: string, path: string) {
  const response = await get(token, path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const files = unzipSync(new Uint8Array(response.body as Buffer));
  return {
    headers: response.headers,
    names: Object.keys(files).sort(),
    json: strFromU8(files['data.json']!),
    data: JSON.parse(strFromU8(files['data.json']!)) as DataExport,
    html: strFromU8(files['data.html']!),
  };
}

/** A student with one record of every kind (through the API where there is one, else SQL). */
async function seededStudent(name: string, question: string, classId: string) {
  const student = await signUp(t, { name });
  await post(student.token, '/classes/join', { joinCode: await joinCodeOf(classId) }).expect(200);
  const asked = (await post(student.token, '/ques/addques', { userQues: question, classId }).expect(200)).body as {
    id: string;
    conversationId: string;
  };
  await t.db.query(
    `UPDATE questions SET answer = $2, status = 'answered', feedback = 'down', feedback_comment = $3,
            feedback_at = now(), input_tokens = 10, output_tokens = 20 WHERE id = $1`,
    [asked.id, `Answer for ${name}`, `Feedback of ${name}`],
  );
  await t.db.query(
    `INSERT INTO answer_versions (question_id, answer, status, answered_at) VALUES ($1, $2, 'answered', now())`,
    [asked.id, `Earlier answer for ${name}`],
  );
  await post(student.token, `/ques/${asked.id}/escalate`, { note: `Help note of ${name}` }).expect(200);
  await post(teacher.token, `/teacher/questions/${asked.id}/replies`, { body: `Reply to ${name}` }).expect(200);
  await post(teacher.token, `/teacher/questions/${asked.id}/incorrect`, { comment: `Flag for ${name}` }).expect(200);
  await post(student.token, '/contact/addquery', {
    name,
    email: student.email,
    message: `Contact message of ${name}`,
  }).expect(200);
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM contact_queries WHERE user_id = $1', [
    student.id,
  ]);
  await post(teacher.token, `/teacher/contact/${rows[0]!.id}/replies`, { body: `Contact reply to ${name}` }).expect(
    200,
  );
  await t.db.query(`INSERT INTO ai_daily_usage (day, user_id, tokens) VALUES (current_date, $1, 1234)`, [student.id]);
  const alerts = t.app.get(SafetyAlertsService);
  await alerts.raise({
    tier: 'concern',
    category: 'distress',
    questionId: asked.id,
    conversationId: asked.conversationId,
    classId,
    studentId: student.id,
    checks: ['screen:distress.test'],
  });
  await alerts.idle();
  return { ...student, question: asked };
}

async function joinCodeOf(classId: string): Promise<string> {
  const { rows } = await t.db.query<{ join_code: string }>('SELECT join_code FROM classes WHERE id = $1', [classId]);
  return rows[0]!.join_code;
}

/** Waits until the security events written in the background include `type` for the account. */
async function eventTypes(userId: string, type: string): Promise<string[]> {
  for (const until = Date.now() + 5_000; Date.now() < until; ) {
    const { rows } = await t.db.query<{ type: string }>('SELECT type FROM security_events WHERE user_id = $1', [userId]);
    if (rows.some((row) => row.type === type)) return rows.map((row) => row.type);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${type} event for ${userId}`);
}

let classId: string;
let student: Awaited<ReturnType<typeof seededStudent>>;
let other: Awaited<ReturnType<typeof seededStudent>>;

beforeAll(async () => {
  fake = await FakeModelServer.start();
  t = await startTestApp({
    GEMINI_API_KEY: 'tutor-key',
    GEMINI_BASE_URL: fake.url,
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    DATA_RETENTION_DAYS: '400',
    SECURITY_EVENTS_RETENTION_DAYS: '200',
    SAFETY_RETENTION_DAYS: '100',
    INACTIVE_ACCOUNT_DAYS: '500',
  });
  teacher = await staffAccount(t, 'teacher', { name: TEACHER_NAME });
  admin = await staffAccount(t, 'admin', { name: ADMIN_NAME });
  classId = (await post(teacher.token, '/classes', { name: CLASS_NAME }).expect(200)).body.class.id as string;
  student = await seededStudent(STUDENT_NAME, QUESTION, classId);
  other = await seededStudent(OTHER_NAME, OTHER_QUESTION, classId);
  // The teacher opens the student's question: an access log entry about the student.
  await get(teacher.token, `/teacher/questions/${student.question.id}`).expect(200);
}, 60_000);
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('GET /privacy/facts', () => {
  it('answers without a token with the configured values and the provider', async () => {
    const response = await t.http().get('/privacy/facts').expect(200);
    expect(response.body).toEqual({
      success: true,
      dataRetentionDays: 400,
      securityEventsRetentionDays: 200,
      safetyRetentionDays: 100,
      inactiveAccountDays: 500,
      aiProvider: 'gemini',
    });
  });
});

describe('GET /me/data-export', () => {
  it("is a zip of data.json and data.html with every kind of the student's records", async () => {
    const file = await download(student.token, '/me/data-export');
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(file.names).toEqual(['data.html', 'data.json']);
    const data = file.data;
    expect(data.schemaVersion).toBe(1);
    expect(data.account).toMatchObject({ id: student.id, name: STUDENT_NAME, email: student.email, role: 'student' });
    expect(data.account.lastSignInAt).not.toBeNull();
    expect(data.classes).toEqual([expect.objectContaining({ name: CLASS_NAME })]);
    expect(data.conversations).toHaveLength(1);
    const conversation = data.conversations[0]!;
    expect(conversation.className).toBe(CLASS_NAME);
    expect(conversation.questions).toEqual([
      expect.objectContaining({
        text: QUESTION,
        answer: `Answer for ${STUDENT_NAME}`,
        feedback: 'down',
        feedbackComment: `Feedback of ${STUDENT_NAME}`,
        earlierAnswers: [expect.objectContaining({ answer: `Earlier answer for ${STUDENT_NAME}` })],
        escalation: expect.objectContaining({ note: `Help note of ${STUDENT_NAME}` }),
        teacherReplies: [expect.objectContaining({ by: 'teacher', body: `Reply to ${STUDENT_NAME}` })],
        incorrectFlags: [expect.objectContaining({ by: 'teacher', body: `Flag for ${STUDENT_NAME}` })],
      }),
    ]);
    expect(data.contactQueries).toEqual([
      expect.objectContaining({
        message: `Contact message of ${STUDENT_NAME}`,
        replies: [expect.objectContaining({ by: 'teacher', body: `Contact reply to ${STUDENT_NAME}` })],
      }),
    ]);
    expect(data.safetyAlerts).toEqual([
      expect.objectContaining({ tier: 'concern', category: 'distress', questionId: student.question.id }),
    ]);
    expect(data.securityEvents.map((event) => event.type)).toContain('sign-in.succeeded');
    expect(data.aiUsageByDay).toEqual([expect.objectContaining({ tokens: 1234 })]);
    expect(data.accessLog).toEqual([expect.objectContaining({ by: 'teacher', subject: 'question' })]);
  });

  it("holds nobody else's personal data: no other student, no staff name or email", async () => {
    const file = await download(student.token, '/me/data-export');
    for (const text of [file.json, file.html]) {
      for (const foreign of [OTHER_NAME, other.email, other.id, OTHER_QUESTION, TEACHER_NAME, teacher.email, teacher.id])
        expect(text).not.toContain(foreign);
    }
  });

  it('says what each record is in words in data.html (the codes stay in data.json)', async () => {
    const { html } = await download(student.token, '/me/data-export');
    for (const words of [
      'You signed in',
      'a question of yours',
      'A concern for your teachers',
      'feeling very low',
      ' UTC</td>',
    ])
      expect(html).toContain(words);
    for (const code of ['sign-in.succeeded', '>question<', '>concern<', '>distress<', 'class:'])
      expect(html).not.toContain(code);
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/); // every time as a person reads it
  });

  it('escapes every string in data.html', async () => {
    const { html } = await download(student.token, '/me/data-export');
    expect(html).toContain('Why is &lt;b&gt;the sky&lt;/b&gt; blue &amp; not green?');
    expect(html).not.toContain('<b>the sky</b>');
    expect(html).not.toMatch(/<script/i);
  });

  it('is a data.exported security event, and rate limited per account (429 with a message)', async () => {
    expect(await eventTypes(student.id, 'data.exported')).toContain('data.exported');
    const limited = await signUp(t, { name: 'Rate Limited' });
    for (let i = 0; i < 5; i += 1) await get(limited.token, '/me/data-export').expect(200);
    const refused = await get(limited.token, '/me/data-export').expect(429);
    expect(refused.body.errors[0].msg).toMatch(/downloaded data several times/);
  });

  it('needs a token', async () => {
    await t.http().get('/me/data-export').expect(401);
  });
});

describe('the admins: a parent request through the school', () => {
  it('exports a student with a reason, recorded in the access log with the admin', async () => {
    const reason = "Parent's request of 26 November";
    const file = await download(admin.token, `/admin/students/${other.id}/data-export?reason=${encodeURIComponent(reason)}`);
    expect(file.headers['content-disposition']).toMatch(/filename="student-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(file.data.account.id).toBe(other.id);
    expect(file.json).not.toContain(STUDENT_NAME);
    const { rows } = await t.db.query(
      `SELECT teacher_id, subject, subject_id, student_id, reason FROM support_access_log WHERE subject = 'data_export'`,
    );
    expect(rows).toEqual([
      { teacher_id: admin.id, subject: 'data_export', subject_id: other.id, student_id: other.id, reason },
    ]);
  });

  it('refuses bad input: no reason (400), a non-student or unknown id (404), a teacher (403)', async () => {
    const noReason = await get(admin.token, `/admin/students/${other.id}/data-export`).expect(400);
    expect(noReason.body.errors.map((error: { msg: string }) => error.msg)).toContainEqual(
      expect.stringMatching(/reason is required/),
    );
    await get(admin.token, `/admin/students/${other.id}/data-export?reason=%20%20`).expect(400);
    await get(admin.token, `/admin/students/${teacher.id}/data-export?reason=x`).expect(404);
    await get(admin.token, `/admin/students/00000000-0000-4000-8000-000000000000/data-export?reason=x`).expect(404);
    await get(admin.token, `/admin/students/not-an-id/data-export?reason=x`).expect(404);
    await get(teacher.token, `/admin/students/${other.id}/data-export?reason=x`).expect(403);
    await del(admin.token, `/admin/students/${other.id}`, {}).expect(400);
    await del(admin.token, `/admin/students/${teacher.id}`, { reason: 'x' }).expect(404);
    await del(teacher.token, `/admin/students/${other.id}`, { reason: 'x' }).expect(403);
  });
});

describe('DELETE /me', () => {
  it('refuses a wrong or missing password with a clear 4xx, and the session stays', async () => {
    const wrong = await del(student.token, '/me', { password: 'not my password' }).expect(403);
    expect(wrong.body.errors[0].msg).toMatch(/not your password/);
    const missing = await del(student.token, '/me', {}).expect(400);
    expect(missing.body.errors[0].msg).toMatch(/password/);
    await del(student.token, '/me', { password: 42 }).expect(400);
    await get(student.token, '/auth/me').expect(200);
  });

  it("refuses a teacher's own deletion (409: the role is removed first)", async () => {
    const refused = await del(teacher.token, '/me', { password: teacher.password }).expect(409);
    expect(refused.body.errors[0].msg).toBe(STAFF_NOT_DELETED);
  });

  it('deletes the account and its content; audit rows stay without a name; every token gets 401 at once', async () => {
    const second = (await t.http().post('/auth/login').send({ email: student.email, password: student.password }).expect(200))
      .body.authToken as string;
    await del(student.token, '/me', { password: student.password }).expect(200, { success: true });

    await get(student.token, '/auth/me').expect(401);
    await get(second, '/ques/conversations').expect(401);
    const login = await t.http().post('/auth/login').send({ email: student.email, password: student.password });
    expect(login.status).toBe(401);

    const count = async (sql: string) => Number((await t.db.query<{ n: string }>(sql, [student.id])).rows[0]!.n);
    expect(await count('SELECT count(*) AS n FROM users WHERE id = $1')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM conversations WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM questions WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM contact_queries WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM ai_daily_usage WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM class_students WHERE user_id = $1')).toBe(0);
    const gone = (table: string, column: string, value: string) =>
      t.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [value]).then((r) => r.rowCount);
    expect(await gone('answer_versions', 'question_id', student.question.id)).toBe(0);
    expect(await gone('teacher_replies', 'question_id', student.question.id)).toBe(0);
    expect(await gone('answer_flags', 'question_id', student.question.id)).toBe(0);
    expect(await gone('question_escalations', 'question_id', student.question.id)).toBe(0);
    const contactLeft = await t.db.query(`SELECT 1 FROM contact_queries WHERE message LIKE $1`, [`%${STUDENT_NAME}%`]);
    expect(contactLeft.rowCount).toBe(0);
    const repliesLeft = await t.db.query(`SELECT 1 FROM contact_replies WHERE body LIKE $1`, [`%${STUDENT_NAME}%`]);
    expect(repliesLeft.rowCount).toBe(0);

    // What outlives the account keeps its id only (no row anywhere has the name or email).
    expect(await count('SELECT count(*) AS n FROM support_access_log WHERE student_id = $1')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM safety_alerts WHERE student_id = $1')).toBe(1);
    const [kept] = (await t.db.query<{ id: string }>('SELECT id FROM safety_alerts WHERE student_id = $1', [student.id]))
      .rows;
    const alert = (await get(admin.token, `/teacher/safety/alerts/${kept!.id}`).expect(200)).body.alert;
    expect(alert).toMatchObject({ accountDeleted: true, student: { id: student.id, name: '(deleted account)' } });
    expect(await eventTypes(student.id, 'account.deleted')).toContain('sign-in.succeeded');
    const named = await t.db.query(`SELECT 1 FROM users WHERE name = $1 OR lower(email) = lower($2)`, [
      STUDENT_NAME,
      student.email,
    ]);
    expect(named.rowCount).toBe(0);
    const events = await get(admin.token, '/admin/security-events?type=account.deleted').expect(200);
    expect(events.body.events).toEqual([
      expect.objectContaining({ account: expect.objectContaining({ id: student.id, name: '(deleted account)', email: '' }) }),
    ]);
    // The other student's records are untouched.
    expect((await t.db.query('SELECT 1 FROM questions WHERE user_id = $1', [other.id])).rowCount).toBe(1);
  });

  it("refuses (409) a former teacher's account: their replies are the school's records", async () => {
    const quiet = { log: () => undefined, error: () => undefined, securityEvent: () => undefined };
    expect(await runRoleCli('teacher', ['remove', teacher.email], { DATABASE_URL: t.config.databaseUrl }, quiet)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const login = await t.http().post('/auth/login').send({ email: teacher.email, password: teacher.password }).expect(200);
    const refused = await del(login.body.authToken as string, '/me', { password: teacher.password }).expect(409);
    expect(refused.body.errors[0].msg).toBe(AUTHOR_NOT_DELETED);
    const kept = await del(admin.token, `/admin/students/${teacher.id}`, { reason: 'x' }).expect(409);
    expect(kept.body.errors[0].msg).toBe(AUTHOR_KEPT);
    expect((await t.db.query('SELECT 1 FROM users WHERE id = $1', [teacher.id])).rowCount).toBe(1);
  });

  it('an admin deletes a student with a reason: recorded in the access log, the tokens refused', async () => {
    const reason = 'Parent asked for erasure';
    await del(admin.token, `/admin/students/${other.id}`, { reason }).expect(200, { success: true });
    await get(other.token, '/auth/me').expect(401);
    const { rows } = await t.db.query(
      `SELECT teacher_id, reason FROM support_access_log WHERE subject = 'account_deletion' AND student_id = $1`,
      [other.id],
    );
    expect(rows).toEqual([{ teacher_id: admin.id, reason }]);
    await del(admin.token, `/admin/students/${other.id}`, { reason }).expect(404);
    // The console's access log lists both of the admin's actions with their reasons.
    const log = await get(admin.token, `/teacher/access-log?student=${other.id}`).expect(200);
    const actions = (log.body.items as { subject: string; reason: string | null; teacher: { id: string } }[]).filter(
      (item) => item.subject === 'data_export' || item.subject === 'account_deletion',
    );
    expect(actions).toEqual([
      expect.objectContaining({ subject: 'account_deletion', reason, teacher: expect.objectContaining({ id: admin.id }) }),
      expect.objectContaining({ subject: 'data_export', reason: "Parent's request of 26 November" }),
    ]);
  });
});

describe("the model's requests", () => {
  it("carry the question but never the student's name, email, id or class name", async () => {
    fake.reset();
    const pupil = await signUp(t, { name: 'Quentin Privatestudent' });
    await post(pupil.token, '/classes/join', { joinCode: await joinCodeOf(classId) }).expect(200);
    const first = (await post(pupil.token, '/ques/addques', { userQues: 'What is a prime number?', classId }).expect(200))
      .body as { id: string; conversationId: string };
    expect((await answer(t, pupil.token, first.id)).status).toBe(200);
    const next = (
      await post(pupil.token, `/ques/conversations/${first.conversationId}/ask`, { userQues: 'Is 7 one?' }).expect(200)
    ).body as { id: string };
    expect((await answer(t, pupil.token, next.id)).status).toBe(200);
    const sent = fake.requests.filter((request) => request.body !== undefined).map((request) => `${request.url} ${JSON.stringify(request.body)}`);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.join('\n')).toContain('Is 7 one?');
    for (const request of sent)
      for (const account of ['Quentin', 'Privatestudent', pupil.email, pupil.id, CLASS_NAME, classId])
        expect(request).not.toContain(account);
  });
});
