/**
 * Issue 14, daily AI quotas and the school's ceiling, end to end: the real Nest app over HTTP on a
 * real Postgres, the real @google/genai SDK against the fake model server, which reports the token
 * counts each test scripts (or none, for the estimate).
 */
import { FakeModelServer } from '@elearning/fake-model';
import { schoolDay } from '../src/ai-usage/school-day.js';
import { type SecurityEvent, SecurityEvents } from '../src/security-events/security-events.service.js';
import { answer, ask } from './answer-client.js';
import { classWith, signUp, staffAccount, startTestApp, type TestApp } from './test-app.js';

const TEACHER_EMAIL = 'quota.teacher@school.example';
const STUDENT_LIMIT =
  /^You have reached today's limit for the AI tutor\. It resets at midnight school time \(UTC\), in (\d+ h )?\d+ min\.$/;

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await FakeModelServer.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => fake.reset());

/** The counted tokens of a student today, once the answer's usage hook has run (it runs after `done`). */
async function waitForUsed(t: TestApp, userId: string, expected: number) {
  let tokens = -1;
  for (const until = Date.now() + 5000; Date.now() < until;) {
    const { rows } = await t.db.query(
      'SELECT tokens, reserved_tokens FROM ai_daily_usage WHERE user_id = $1',
      [userId],
    );
    tokens = Number(rows[0]?.tokens ?? 0);
    if (tokens === expected && Number(rows[0]?.reserved_tokens) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`used tokens stayed at ${tokens}, expected ${expected}`);
}

function recordEvents(t: TestApp) {
  const events: SecurityEvent[] = [];
  const stop = t.app.get(SecurityEvents).subscribe((event) => events.push(event));
  return { events, stop };
}

describe('the per-student daily quota', () => {
  let t: TestApp;
  let teacherToken: string;
  beforeAll(async () => {
    t = await startTestApp({
      GEMINI_API_KEY: 'quota-key',
      GEMINI_BASE_URL: fake.url,
      ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
      AI_DAILY_TOKENS_PER_STUDENT: '100',
    });
    teacherToken = (await staffAccount(t, 'teacher', { email: TEACHER_EMAIL })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the tokens the model reports and refuses the next answer with 429 before calling the model', async () => {
    const student = await signUp(t);
    const { events, stop } = recordEvents(t);
    fake.script({ chunks: ['Blue light ', 'scatters more.'], usage: { inputTokens: 40, outputTokens: 20 } });
    expect((await answer(t, student.token, await ask(t, student.token))).status).toBe(200);
    await waitForUsed(t, student.id, 60);
    const today = await t.http().get('/ai-usage/today').set('auth-token', student.token).expect(200);
    expect(today.body).toEqual({
      success: true,
      usedTokens: 60,
      limitTokens: 100,
      // AI_DAILY_TOKENS_PER_STUDENT (100) is below the unvouched allowance: nobody gets less.
      fullAllowance: true,
      remaining: 0.4,
      resetsAt: schoolDay('UTC').resetsAt.toISOString(),
      resetsInSeconds: expect.any(Number),
      schoolCeilingReached: false,
    });
    // Under the limit (60 < 100): the second answer may start, and ends past it.
    expect((await answer(t, student.token, await ask(t, student.token))).status).toBe(200);
    await waitForUsed(t, student.id, 120);
    const modelCalls = fake.requests.length;
    const refused = await answer(t, student.token, await ask(t, student.token));
    const expectedRetryAfter = schoolDay('UTC').secondsLeft;
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, errors: [{ msg: expect.stringMatching(STUDENT_LIMIT) }] });
    expect(Math.abs(Number(refused.headers.get('retry-after')) - expectedRetryAfter)).toBeLessThanOrEqual(2);
    expect(fake.requests.length).toBe(modelCalls);
    expect((await t.http().get('/ai-usage/today').set('auth-token', student.token)).body.remaining).toBe(0);
    stop();
    // Reaching the quota and the refusal are security events: which limit, never its value.
    const mine = events.filter((event) => event.userId === student.id);
    expect(mine.map(({ securityEvent, limit }) => [securityEvent, limit])).toEqual([
      ['ai-quota.reached', 'ai-daily-tokens-student'],
      ['limit.refused', 'ai-daily-tokens-student'],
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/\b100\b|\b120\b/);
  });

  it('estimates from characters when the provider reports no usage', async () => {
    const student = await signUp(t);
    fake.script({ chunks: ['x'.repeat(200)], usage: undefined });
    const id = await ask(t, student.token);
    expect((await answer(t, student.token, id)).status).toBe(200);
    // What the answer flow saved as the answer's estimate (about 4 characters per token) is what counts.
    const { rows } = await t.db.query('SELECT input_tokens, output_tokens FROM questions WHERE id = $1', [
      id,
    ]);
    expect(rows[0].output_tokens).toBe(50);
    expect(rows[0].input_tokens).toBeGreaterThan(0);
    await waitForUsed(t, student.id, rows[0].input_tokens + 50);
  });

  it('holds tokens for an answer being written: two answers at once at the edge cannot both start', async () => {
    const student = await signUp(t);
    fake.script({ chunks: ['slow'], firstChunkDelayMs: 500, usage: { inputTokens: 10, outputTokens: 10 } });
    const [first, second] = await Promise.all([
      answer(t, student.token, await ask(t, student.token)),
      answer(t, student.token, await ask(t, student.token)),
    ]);
    // 0 of 100 used, but the first answer holds AI_MAX_OUTPUT_TOKENS until it ends.
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    await waitForUsed(t, student.id, 20);
    expect(fake.requests.length).toBe(1);
  });

  it('stops counting a hold whose answer never reported back once no answer can still be running', async () => {
    const student = await signUp(t);
    const leftBehind = (until: string) =>
      t.db.query(
        `INSERT INTO ai_daily_usage (day, user_id, reserved_tokens, reserved_until)
         VALUES ($1, $2, 8192, ${until})
         ON CONFLICT (day, user_id) DO UPDATE SET reserved_tokens = 8192, reserved_until = ${until}`,
        [schoolDay('UTC').day, student.id],
      );
    // As if an answer had passed the check and its process had died: the hold still counts ...
    await leftBehind(`now() + interval '5 minutes'`);
    expect((await answer(t, student.token, await ask(t, student.token))).status).toBe(429);
    // ... until no answer that started with it could still be running.
    await leftBehind(`now() - interval '1 second'`);
    fake.script({ usage: { inputTokens: 5, outputTokens: 5 } });
    expect((await answer(t, student.token, await ask(t, student.token))).status).toBe(200);
    await waitForUsed(t, student.id, 10);
  });

  it('lets a teacher raise one student’s quota for today, and refuses bad raises and students', async () => {
    const student = await signUp(t);
    await classWith(t, teacherToken, [student.token]);
    fake.script({ usage: { inputTokens: 80, outputTokens: 30 } });
    await answer(t, student.token, await ask(t, student.token));
    await waitForUsed(t, student.id, 110);
    expect((await answer(t, student.token, await ask(t, student.token))).status).toBe(429);

    const raise = (token: string, body: object, id = student.id) =>
      t.http().post(`/teacher/students/${id}/ai-quota`).set('auth-token', token).send(body);
    expect((await raise(student.token, { extraTokens: 1000 })).status).toBe(403);
    expect((await raise(teacherToken, { extraTokens: 0 })).body).toEqual({
      success: false,
      errors: [{ msg: 'extraTokens must be a whole number from 1 to 10,000,000' }],
    });
    expect((await raise(teacherToken, { extraTokens: 'lots' })).status).toBe(400);
    expect(
      (await raise(teacherToken, { extraTokens: 50 }, '00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    const { events, stop } = recordEvents(t);
    const raised = await raise(teacherToken, { extraTokens: 50 });
    stop();
    expect(raised.status).toBe(200);
    expect(
      events.filter((event) => event.securityEvent === 'ai-quota.raised' && event.userId === student.id),
    ).toEqual([
      expect.objectContaining({
        actorId: expect.any(String) as unknown,
        requestId: expect.any(String) as unknown,
      }),
    ]);
    expect(raised.body.usage).toMatchObject({ usedTokens: 110, limitTokens: 150, extraTokens: 50 });
    expect((await answer(t, student.token, await ask(t, student.token))).status).toBe(200);
    await waitForUsed(t, student.id, 220);

    // The teachers' list shows today's use and allowance; the raise was for today only.
    const list = await t
      .http()
      .get(`/teacher/ai-usage?student=${student.id}`)
      .set('auth-token', teacherToken)
      .expect(200);
    expect(list.body.items).toEqual([
      {
        student: expect.objectContaining({ id: student.id }),
        usedTokens: 220,
        limitTokens: 150,
        extraTokens: 50,
      },
    ]);
    expect(list.body.school).toMatchObject({ timeZone: 'UTC', ceilingTokens: null, perStudentTokens: 100 });
    const { rows } = await t.db.query('SELECT day::text AS day FROM ai_daily_usage WHERE user_id = $1', [
      student.id,
    ]);
    expect(rows).toEqual([{ day: schoolDay('UTC').day }]);
  });
});

describe('the school’s daily ceiling, in the school’s time zone', () => {
  // UTC+14: its date differs from UTC's for most of the day.
  const ZONE = 'Pacific/Kiritimati';
  let t: TestApp;
  let teacherToken: string;
  beforeAll(async () => {
    t = await startTestApp({
      GEMINI_API_KEY: 'ceiling-key',
      GEMINI_BASE_URL: fake.url,
      ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
      AI_DAILY_TOKENS_TOTAL: '150',
      SCHOOL_TIME_ZONE: ZONE,
    });
    teacherToken = (await staffAccount(t, 'teacher', { email: TEACHER_EMAIL })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('records reaching the ceiling once, shows it to teachers, and refuses every student until midnight there', async () => {
    const { events, stop } = recordEvents(t);
    const first = await signUp(t);
    const second = await signUp(t);
    const third = await signUp(t);
    fake.script({ usage: { inputTokens: 60, outputTokens: 20 } });
    expect((await answer(t, first.token, await ask(t, first.token))).status).toBe(200);
    await waitForUsed(t, first.id, 80);
    const school = () => t.http().get('/teacher/ai-usage/school').set('auth-token', teacherToken);
    expect((await school()).body.school).toMatchObject({
      usedTokens: 80,
      ceilingTokens: 150,
      ceilingReachedAt: null,
    });
    expect((await answer(t, second.token, await ask(t, second.token))).status).toBe(200);
    await waitForUsed(t, second.id, 80);

    const reached = (await school()).body.school;
    expect(reached).toMatchObject({ day: schoolDay(ZONE).day, timeZone: ZONE, usedTokens: 160 });
    expect(Date.parse(reached.ceilingReachedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.http().get('/teacher/ai-usage/school').set('auth-token', third.token)).status).toBe(403);

    const modelCalls = fake.requests.length;
    const refused = await answer(t, third.token, await ask(t, third.token));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      success: false,
      errors: [
        {
          msg: expect.stringMatching(
            /^The school's AI tutor allowance for today is used up\. It resets at midnight school time \(Pacific\/Kiritimati\), in /,
          ),
        },
      ],
    });
    expect(
      Math.abs(Number(refused.headers.get('retry-after')) - schoolDay(ZONE).secondsLeft),
    ).toBeLessThanOrEqual(2);
    expect(fake.requests.length).toBe(modelCalls);
    const today = await t.http().get('/ai-usage/today').set('auth-token', third.token).expect(200);
    expect(today.body).toMatchObject({ schoolCeilingReached: true, remaining: 0 });
    expect(today.body.resetsAt).toBe(schoolDay(ZONE).resetsAt.toISOString());
    stop();
    expect(events.filter((e) => e.securityEvent === 'ai-ceiling.reached')).toEqual([
      expect.objectContaining({ userId: second.id, limit: 'ai-daily-tokens-total' }),
    ]);
    expect(events.filter((e) => e.securityEvent === 'limit.refused')).toEqual([
      expect.objectContaining({ userId: third.id, limit: 'ai-daily-tokens-total' }),
    ]);
    // Counted on the school's date, not UTC's.
    const { rows } = await t.db.query('SELECT day::text AS day FROM ai_daily_school_usage');
    expect(rows).toEqual([{ day: schoolDay(ZONE).day }]);
  });
});

describe('a class asking at once under the school’s ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      GEMINI_API_KEY: 'ceiling-burst-key',
      GEMINI_BASE_URL: fake.url,
      ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
      AI_DAILY_TOKENS_TOTAL: '150',
      // Each answer holds 100 tokens until its cost is known.
      AI_MAX_OUTPUT_TOKENS: '100',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds are taken while the day is under the ceiling; the others are refused and given back', async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    const questions = await Promise.all(students.map((student) => ask(t, student.token)));
    fake.script({ chunks: ['a', 'b', 'c'], chunkIntervalMs: 50, usage: { inputTokens: 5, outputTokens: 5 } });
    const results = await Promise.all(students.map((student, i) => answer(t, student.token, questions[i]!)));
    // 0 < 150 and 100 < 150 let two start; then the day counts 200 held: the rest are refused.
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 429, 429]);
    const refused = students.filter((_, i) => results[i]!.status === 429);
    for (const result of results.filter((one) => one.status === 429))
      expect((result.json as { errors: { msg: string }[] }).errors[0]!.msg).toMatch(
        /^The school's AI tutor allowance for today is used up/,
      );
    // The refused students' holds were given back: nothing counts against them.
    const { rows } = await t.db.query(
      `SELECT coalesce(sum(reserved_tokens), 0)::int AS held, coalesce(sum(tokens), 0)::int AS used
         FROM ai_daily_usage WHERE user_id = ANY($1::uuid[])`,
      [refused.map((student) => student.id)],
    );
    expect(rows).toEqual([{ held: 0, used: 0 }]);
  });
});
