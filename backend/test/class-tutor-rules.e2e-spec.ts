// The tutor follows the class's rules (docs/classes.md): the class of a new conversation, the
// teachers' instructions after the safety preamble, hints only, pause on every replica within a
// second, open hours. Two real Nest apps on one real Postgres, the real Gemini client against the
// fake model server.
import { randomBytes } from 'node:crypto';
import { FakeModelServer } from '@elearning/fake-model';
import { answer } from './answer-client.js';
import { signUp, staffAccount, startTestApp, type SignedUp, type TestApp } from './test-app.js';
import { SAFETY_PREAMBLE } from '../src/tutor/prompting/tutor-instructions.js';

interface GeminiBody {
  systemInstruction?: { parts: { text: string }[] };
}
const systemOf = (fake: FakeModelServer) =>
  (fake.lastRequest!.body as GeminiBody).systemInstruction?.parts[0]?.text ?? '';

describe('the tutor follows the class rules', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  let fake: FakeModelServer;
  let t: TestApp;
  let replica: TestApp;
  let teacher: SignedUp;
  let student: SignedUp;
  let maths: { id: string; joinCode: string };
  let history: { id: string; joinCode: string };

  const as = (app: TestApp, token: string) => ({
    post: (path: string, body?: object) => app.http().post(path).set('auth-token', token).send(body),
    patch: (path: string, body?: object) => app.http().patch(path).set('auth-token', token).send(body),
  });
  const ask = async (app: TestApp, body: object) =>
    (
      await as(app, student.token)
        .post('/ques/addques', { userQues: 'What is 7 x 8?', ...body })
        .expect(200)
    ).body as { id: string; conversationId: string };
  const classOf = async (conversationId: string) =>
    (await t.db.query('SELECT class_id FROM conversations WHERE id = $1', [conversationId])).rows[0]
      .class_id as string | null;
  const setRules = (classId: string, rules: object) =>
    as(t, teacher.token).patch(`/classes/${classId}`, rules).expect(200);

  beforeAll(async () => {
    fake = await FakeModelServer.start();
    const env = {
      JWT_SECRET: jwtSecret,
      GEMINI_API_KEY: 'class-rules-key',
      GEMINI_BASE_URL: fake.url,
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
      SCHOOL_TIME_ZONE: 'Europe/Paris',
    };
    t = await startTestApp(env);
    // A second replica on the same database: no state shared but Postgres.
    replica = await startTestApp(env, () => t.config.databaseUrl);
    teacher = await staffAccount(t, 'teacher', { name: 'Mr Rules' });
    student = await signUp(t, { name: 'Rae Student' });
    const make = async (name: string) =>
      (await as(t, teacher.token).post('/classes', { name }).expect(200)).body.class as {
        id: string;
        joinCode: string;
      };
    maths = await make('Maths 7B');
    history = await make('History 7B');
  });
  afterAll(async () => {
    await replica?.close();
    await t?.close();
    await fake?.stop();
  });
  beforeEach(() => fake.reset());
  const waitFor = async (done: () => Promise<boolean>) => {
    for (const until = Date.now() + 5_000; Date.now() < until;) {
      if (await done()) return;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error('not reached within 5 s');
  };

  it('a conversation belongs to a class: the only one, then the one named, then the last used', async () => {
    expect(await classOf((await ask(t, {})).conversationId)).toBeNull(); // in no class yet
    await as(t, student.token).post('/classes/join', { joinCode: maths.joinCode }).expect(200);
    expect(await classOf((await ask(t, {})).conversationId)).toBe(maths.id);
    await as(t, student.token).post('/classes/join', { joinCode: history.joinCode }).expect(200);
    const inHistory = await ask(t, { classId: history.id });
    expect(await classOf(inHistory.conversationId)).toBe(history.id);
    // The page reads it with the conversation (its class's rules are the ones it shows).
    const read = await t
      .http()
      .get(`/ques/conversations/${inHistory.conversationId}`)
      .set('auth-token', student.token);
    expect(read.body.conversation.classId).toBe(history.id);
    const listed = await t.http().get('/ques/conversations').set('auth-token', student.token);
    expect(listed.body.items[0]).toMatchObject({ id: inHistory.conversationId, classId: history.id });
    // No class named: the one used last.
    expect(await classOf((await ask(t, {})).conversationId)).toBe(history.id);
    expect(await classOf((await ask(t, { classId: maths.id })).conversationId)).toBe(maths.id);
    expect(await classOf((await ask(t, {})).conversationId)).toBe(maths.id);
    // A class that is not the student's is a 404 saying what to do; a malformed id a 400.
    const other = (await as(t, teacher.token).post('/classes', { name: 'Not yours' }).expect(200)).body.class;
    const refused = await as(t, student.token).post('/ques/addques', { userQues: 'Hi?', classId: other.id });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 404,
      body: {
        success: false,
        errors: [{ msg: 'Class not found: pick one of your classes, or join it with its code first' }],
      },
    });
    const malformed = await as(t, student.token).post('/ques/addques', { userQues: 'Hi?', classId: 'x' });
    expect({ status: malformed.status, body: malformed.body }).toEqual({ status: 404, body: refused.body });
  });

  it('a student in a class counts as vouched for: the full daily allowance', async () => {
    const newcomer = await signUp(t, { name: 'Nia New' });
    const today = async () =>
      (await t.http().get('/ai-usage/today').set('auth-token', newcomer.token).expect(200)).body;
    expect(await today()).toMatchObject({ fullAllowance: false });
    await as(t, newcomer.token).post('/classes/join', { joinCode: maths.joinCode }).expect(200);
    expect(await today()).toMatchObject({ fullAllowance: true });
    const me = (await t.http().get('/auth/me').set('auth-token', newcomer.token).expect(200)).body.user;
    expect(me).toMatchObject({ vouched: true });
  });

  it("the teachers' instructions reach the model after the safety preamble, never replacing it", async () => {
    await setRules(maths.id, { instructions: 'We are studying fractions. Use pizza examples.' });
    fake.script({ chunks: ['ok'] });
    await answer(t, student.token, (await ask(t, { classId: maths.id })).id);
    const system = systemOf(fake);
    expect(system.startsWith(SAFETY_PREAMBLE)).toBe(true);
    expect(system).toMatch(
      /Mode: Explain\.[\s\S]*never override the rules above\):\nWe are studying fractions\. Use pizza examples\.$/,
    );
    await setRules(maths.id, { instructions: '' });
  });

  it('hints only: every answer in the class is in Guide me, whatever the conversation says', async () => {
    await setRules(history.id, { guideOnly: true });
    fake.script({ chunks: ['a hint'] });
    const { id } = await ask(t, { classId: history.id });
    await answer(t, student.token, id);
    expect(systemOf(fake)).toMatch(/Mode: Guide me/);
    await setRules(history.id, { guideOnly: false });
    fake.reset();
    fake.script({ chunks: ['an answer'] });
    await answer(t, student.token, (await ask(t, { classId: history.id })).id);
    expect(systemOf(fake)).toMatch(/Mode: Explain/);
  });

  it('pause: the other replica stops answering in that class within a second; other classes go on; unpause the same way', async () => {
    const { id } = await ask(replica, { classId: maths.id });
    const pausedAt = Date.now();
    await setRules(maths.id, { tutorPaused: true }); // on the first replica
    const refused = await answer(replica, student.token, id);
    expect(Date.now() - pausedAt).toBeLessThan(1_000);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      success: false,
      errors: [{ msg: 'Your teacher has paused the AI tutor for Maths 7B' }],
    });
    expect(fake.requests).toHaveLength(0);
    // The student can still ask a teacher.
    await as(replica, student.token).post(`/ques/${id}/escalate`, { note: 'Can you help?' }).expect(200);
    fake.script({ chunks: ['history answer'] });
    const elsewhere = await answer(replica, student.token, (await ask(replica, { classId: history.id })).id);
    expect(elsewhere.events.at(-1)?.event).toBe('done');
    await setRules(maths.id, { tutorPaused: false });
    fake.script({ chunks: ['back'] });
    expect((await answer(replica, student.token, id)).events.at(-1)?.event).toBe('done');
  });

  it("a class's daily allowance holds answers in that class; the school's applies elsewhere", async () => {
    const pupil = await signUp(t, { name: 'Pia Pupil' });
    await as(t, pupil.token).post('/classes/join', { joinCode: maths.joinCode }).expect(200);
    await as(t, pupil.token).post('/classes/join', { joinCode: history.joinCode }).expect(200);
    await setRules(maths.id, { dailyTokensPerStudent: 1000 });
    const today = async (classId?: string) =>
      (
        await t
          .http()
          .get(`/ai-usage/today${classId ? `?classId=${classId}` : ''}`)
          .set('auth-token', pupil.token)
          .expect(200)
      ).body;
    expect(await today(maths.id)).toMatchObject({ limitTokens: 1000, fullAllowance: true });
    expect(await today(history.id)).toMatchObject({ limitTokens: 200_000, fullAllowance: true });
    const askIn = async (classId: string) =>
      (await as(t, pupil.token).post('/ques/addques', { userQues: 'Another one?', classId }).expect(200)).body
        .id as string;
    for (const tokens of [300, 800]) {
      fake.script({ chunks: ['ok'], usage: { inputTokens: tokens, outputTokens: 0 } });
      expect((await answer(t, pupil.token, await askIn(maths.id))).events.at(-1)?.event).toBe('done');
    }
    await waitFor(async () => (await today(maths.id)).usedTokens === 1100);
    const refused = await answer(t, pupil.token, await askIn(maths.id));
    expect(refused.status).toBe(429);
    expect((refused.json as { errors: { msg: string }[] }).errors[0]!.msg).toMatch(
      /today's limit for the AI tutor/,
    );
    // The same student, the same day, in a class without its own allowance: the school's.
    fake.script({ chunks: ['history'] });
    expect((await answer(t, pupil.token, await askIn(history.id))).events.at(-1)?.event).toBe('done');
    // Not one of the student's classes: 404.
    const other = (await as(t, teacher.token).post('/classes', { name: 'Elsewhere' }).expect(200)).body.class;
    await t.http().get(`/ai-usage/today?classId=${other.id}`).set('auth-token', pupil.token).expect(404);
    await setRules(maths.id, { dailyTokensPerStudent: null });
  });

  it('open hours: outside them the tutor says when it opens again', async () => {
    const parisHour = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Europe/Paris',
      }).format(new Date()),
    );
    // A slot that is surely not now: the other half of the day.
    const slot = parisHour < 12 ? { from: '20:00', to: '21:00' } : { from: '06:00', to: '07:00' };
    await setRules(history.id, { openHours: { days: [1, 2, 3, 4, 5, 6, 7], ...slot } });
    const closed = await answer(t, student.token, (await ask(t, { classId: history.id })).id);
    expect(closed.status).toBe(403);
    expect((closed.json as { errors: { msg: string }[] }).errors[0]!.msg).toMatch(
      new RegExp(`^The AI tutor for History 7B opens again .*${slot.from}`),
    );
    await setRules(history.id, { openHours: null });
    fake.script({ chunks: ['open'] });
    expect(
      (await answer(t, student.token, (await ask(t, { classId: history.id })).id)).events.at(-1)?.event,
    ).toBe('done');
  });
});
