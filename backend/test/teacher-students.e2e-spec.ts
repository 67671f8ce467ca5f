/**
 * Issue 14, the console's student parts over HTTP on the real app and Postgres: each student's AI
 * use, a student's last security events, the reset link a teacher copies; teachers only (403 for a
 * student); and the teacher CLI's role change (a stored `role.changed` event, older tokens 401),
 * without Redis and with a real Redis.
 */
import { runTeacherCli, type RoleChangedEvent } from '../src/cli/teacher.js';
import { startTestRedis, type TestRedis } from './redis-server.js';
import { classWith, signUp, staffAccount, startTestApp, type SignedUp, type TestApp } from './test-app.js';

const TEACHER_EMAIL = 'students.teacher@school.example';
const TEACHERS_ONLY = { success: false, errors: [{ msg: 'This is for teachers only' }] };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The new teacher endpoints, with a body where they take one. */
const TEACHER_CALLS: { method: 'get' | 'post'; path: string; body?: object }[] = [
  { method: 'get', path: '/teacher/ai-usage' },
  { method: 'get', path: '/teacher/ai-usage/school' },
  { method: 'get', path: `/teacher/students/${SOME_ID}` },
  { method: 'post', path: `/teacher/students/${SOME_ID}/ai-quota`, body: { extraTokens: 10 } },
  { method: 'post', path: `/teacher/students/${SOME_ID}/reset-link` },
];

/** Security events are stored in the background: wait until the student's row count reaches `count`. */
async function waitForStoredEvents(t: TestApp, userId: string, count: number) {
  for (const until = Date.now() + 5000; Date.now() < until;) {
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM security_events WHERE user_id = $1', [
      userId,
    ]);
    if (rows[0].n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} security events stored`);
}

describe('the console’s student parts', () => {
  let t: TestApp;
  let teacher: SignedUp;
  let student: SignedUp;
  beforeAll(async () => {
    t = await startTestApp();
    teacher = await staffAccount(t, 'teacher', { email: TEACHER_EMAIL, name: 'Ms Quota' });
    student = await signUp(t, { name: 'Sam Student' });
    await classWith(t, teacher.token, [student.token]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a token and 403 to a student on every new teacher endpoint', async () => {
    for (const { method, path, body } of TEACHER_CALLS) {
      const anonymous = await t.http()[method](path).send(body);
      expect([path, anonymous.status]).toEqual([path, 401]);
      const asStudent = await t.http()[method](path).set('auth-token', student.token).send(body);
      expect([path, asStudent.status, asStudent.body]).toEqual([path, 403, TEACHERS_ONLY]);
    }
  });

  it('lists students with their use today, and 404s a teacher or an unknown id on the student page', async () => {
    const list = await t.http().get('/teacher/ai-usage').set('auth-token', teacher.token).expect(200);
    expect(list.body.items).toContainEqual({
      student: { id: student.id, name: 'Sam Student', email: student.email },
      usedTokens: 0,
      limitTokens: 200000, // in the teacher's class: vouched for, the full allowance
      extraTokens: 0,
    });
    expect(list.body.items.map((item: { student: { id: string } }) => item.student.id)).not.toContain(
      teacher.id,
    );
    const notFound = { success: false, errors: [{ msg: 'Student not found' }] };
    for (const id of [teacher.id, SOME_ID, 'not-an-id'])
      expect((await t.http().get(`/teacher/students/${id}`).set('auth-token', teacher.token)).body).toEqual(
        notFound,
      );
    expect(
      (await t.http().get('/teacher/ai-usage?pageSize=500').set('auth-token', teacher.token)).status,
    ).toBe(400);
  });

  it('shows a student’s last security events, newest first, without values or secrets', async () => {
    const wrong = { email: student.email, password: 'not the password 9' };
    await t.http().post('/auth/login').send(wrong).expect(401);
    await t.http().post('/auth/login').send(wrong).expect(401);
    // sign-in.succeeded at sign-up, two failures.
    await waitForStoredEvents(t, student.id, 3);
    const page = await t
      .http()
      .get(`/teacher/students/${student.id}`)
      .set('auth-token', teacher.token)
      .expect(200);
    expect(page.body.usage).toMatchObject({
      student: { id: student.id },
      usedTokens: 0,
      limitTokens: 200000,
    });
    const types = page.body.events.map((event: { type: string; limit: string | null }) => [
      event.type,
      event.limit,
    ]);
    expect(types).toEqual([
      ['sign-in.failed', null],
      ['sign-in.failed', null],
      ['class.joined', null],
      ['sign-in.succeeded', null],
    ]);
    expect(page.body.events[3]).toMatchObject({ method: 'password', reason: 'sign-up' });
    expect(JSON.stringify(page.body.events)).not.toContain(student.email);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('creates a single-use reset link for a student, shown once, that sets a new password', async () => {
    const student = await signUp(t);
    await classWith(t, teacher.token, [student.token]);
    const created = await t
      .http()
      .post(`/teacher/students/${student.id}/reset-link`)
      .set('auth-token', teacher.token)
      .expect(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const link = new URL(created.body.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/reset-password`);
    const expiresIn = Date.parse(created.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    // Only its hash is stored: the link cannot be read back from the database.
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
    const { rows } = await t.db.query('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [
      student.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const password = 'a brand new passphrase 7';
    await t.http().post('/auth/reset-password').send({ token, password }).expect(200);
    await t.http().post('/auth/reset-password').send({ token, password }).expect(400);
    await t.http().post('/auth/login').send({ email: student.email, password }).expect(200);
    // The student's earlier session ended with the reset.
    expect((await t.http().get('/auth/me').set('auth-token', student.token)).status).toBe(401);
  });
});

describe('a role change from the CLI', () => {
  const cli = async (t: TestApp, env: Record<string, string>, ...args: string[]) => {
    const lines: string[] = [];
    const events: RoleChangedEvent[] = [];
    const status = await runTeacherCli(
      args,
      { DATABASE_URL: t.config.databaseUrl, ...env },
      {
        log: (message) => lines.push(message),
        error: (message) => lines.push(`error: ${message}`),
        securityEvent: (event) => events.push(event),
      },
    );
    return { status, lines, events };
  };

  /** How long until the account's older token gets 401 (polled every 20 ms). */
  async function msUntilRefused(t: TestApp, token: string): Promise<number> {
    const started = Date.now();
    for (;;) {
      const status = (await t.http().get('/auth/me').set('auth-token', token)).status;
      if (status === 401) return Date.now() - started;
      expect(status).toBe(200);
      if (Date.now() - started > 90_000) throw new Error('the older token kept working');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('without Redis: logs and stores role.changed, and older tokens get 401 within about a second', async () => {
    const t = await startTestApp();
    try {
      const person = await signUp(t);
      // The token is in use: the backend has its version cached.
      await t.http().get('/auth/me').set('auth-token', person.token).expect(200);
      const added = await cli(t, {}, 'add', person.email, '--verified');
      expect(added.status).toBe(0);
      expect(added.events).toEqual([
        {
          securityEvent: 'email.verified',
          userId: person.id,
          reason: 'operator',
          role: 'teacher',
          time: expect.any(String),
        },
        {
          securityEvent: 'role.changed',
          userId: person.id,
          reason: 'student -> teacher (cli --verified)',
          role: 'teacher',
          time: expect.any(String),
        },
      ]);
      expect(await msUntilRefused(t, person.token)).toBeLessThan(1_500);
      const { rows } = await t.db.query(`SELECT type, reason FROM security_events WHERE user_id = $1`, [
        person.id,
      ]);
      expect(rows).toContainEqual({ type: 'role.changed', reason: 'student -> teacher (cli --verified)' });
      expect(rows).toContainEqual({ type: 'email.verified', reason: 'operator' });
      // Nothing changed: no event, no version raise.
      expect((await cli(t, {}, 'add', person.email, '--verified')).events).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('with Redis: every replica sees it on the next request (the CLI writes the new version to Redis)', async () => {
    const redis: TestRedis = await startTestRedis();
    const t = await startTestApp({ REDIS_URL: redis.url });
    try {
      const person = await signUp(t);
      await t.http().get('/auth/me').set('auth-token', person.token).expect(200);
      expect((await cli(t, { REDIS_URL: redis.url }, 'add', person.email, '--verified')).status).toBe(0);
      // The very next request, not after the 60 s the cached version would otherwise live.
      expect((await t.http().get('/auth/me').set('auth-token', person.token)).status).toBe(401);
      // Redis down: the change still lands in Postgres, and the CLI says how long the backend may take.
      await redis.stop();
      const removed = await cli(t, { REDIS_URL: redis.url }, 'remove', person.email);
      expect(removed.status).toBe(0);
      expect(removed.lines.join('\n')).toMatch(/ends the earlier sessions within 60 s/);
    } finally {
      await t.close();
      await redis.stop();
    }
  });
});
