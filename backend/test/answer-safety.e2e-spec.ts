/**
 * Student safety in the answer flow (docs/safety.md), end to end: the real Nest app on a real
 * Postgres, the real Gemini client and the real moderation client against the fake model server
 * (OpenAI's moderation protocol). An urgent message gets the help card first and a crisis
 * instruction, the class's teachers get the alert; the classifier raises what the offline screen
 * missed; an answer that fails the answer check is retracted; a classifier that fails changes
 * nothing for the student.
 */
import { FakeModelServer } from '@elearning/fake-model';
import { answer, chunkText } from './answer-client.js';
import { classWith, type SignedUp, signUp, staffAccount, startTestApp, type TestApp } from './test-app.js';

const CRISIS = 'IMPORTANT: this message may mean the student is in danger';
const RETRACTED =
  "This answer was removed because it contained something that isn't suitable here. Please ask in a different way, or talk to a teacher.";

let fake: FakeModelServer;
let t: TestApp;
let student: SignedUp;
let teacher: SignedUp;
let otherTeacher: SignedUp;

beforeAll(async () => {
  fake = await FakeModelServer.start();
  t = await startTestApp({
    GEMINI_API_KEY: 'safety-key',
    GEMINI_BASE_URL: fake.url,
    AI_TIMEOUT_MS: '3000',
    ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
    MODERATION_PROVIDER: 'openai',
    MODERATION_BASE_URL: fake.openAiBaseUrl,
    MODERATION_API_KEY: 'moderation-key',
    MODERATION_TIMEOUT_MS: '800',
    SAFETY_HELP_RESOURCES: '**Talk to Ms Rivera in room 12**, or call Childline on 0800 1111.',
  });
  student = await signUp(t, { name: 'Robin Safetytest' });
  teacher = await staffAccount(t, 'teacher');
  otherTeacher = await staffAccount(t, 'teacher');
  await classWith(t, teacher.token, [student.token]);
  await classWith(t, otherTeacher.token, []);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

async function ask(userQues: string, conversationId?: string): Promise<{ id: string; conversationId: string }> {
  const path = conversationId ? `/ques/conversations/${conversationId}/ask` : '/ques/addques';
  const body = (await t.http().post(path).set('auth-token', student.token).send({ userQues }).expect(200)).body;
  return { id: body.id, conversationId: body.conversationId };
}
const geminiRequests = () => fake.requests.filter((r) => r.protocol.startsWith('gemini'));
const moderationInputs = () =>
  fake.requests.filter((r) => r.protocol === 'moderation').map((r) => (r.body as { input: unknown }).input);
const systemText = (body: unknown) => JSON.stringify((body as { systemInstruction?: unknown }).systemInstruction);
const conversation = async (id: string) =>
  (await t.http().get(`/ques/conversations/${id}`).set('auth-token', student.token).expect(200)).body.conversation;

/** The teacher's open alerts, waiting up to 5 s for the one of `questionId` (raised in the background). */
async function alertOf(token: string, questionId: string) {
  for (const until = Date.now() + 5_000; Date.now() < until; ) {
    const list = await t.http().get('/teacher/safety/alerts?status=all').set('auth-token', token).expect(200);
    const found = list.body.items.find((item: { questionId: string }) => item.questionId === questionId);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe('the welfare check in the answer flow', () => {
  it('an urgent message: the help card first, a crisis instruction, the class teacher alerted, the card kept', async () => {
    fake.script({ chunks: ['I am really glad you told me. ', 'Please talk to an adult today.'] });
    const { id, conversationId } = await ask('i want to kill myself tonight, i have the pills ready');
    const { events } = await answer(t, student.token, id);
    expect(events[0]).toMatchObject({
      event: 'help',
      id: '0-1',
      data: { markdown: '**Talk to Ms Rivera in room 12**, or call Childline on 0800 1111.' },
    });
    expect(events.at(-1)!.event).toBe('done');
    expect(chunkText(events)).toBe('I am really glad you told me. Please talk to an adult today.');
    expect(systemText(geminiRequests()[0]!.body)).toContain(CRISIS);

    const alert = await alertOf(teacher.token, id);
    expect(alert).toMatchObject({ tier: 'urgent', conversationId, student: { name: 'Robin Safetytest' } });
    expect(await alertOf(otherTeacher.token, id)).toBeUndefined();
    await t.http().get(`/teacher/safety/alerts/${alert.id}`).set('auth-token', otherTeacher.token).expect(404);

    // The classifier received the text only: no name, email or id.
    const sent = JSON.stringify(moderationInputs());
    expect(sent).toContain('i want to kill myself tonight');
    for (const personal of [student.name, student.email, student.id]) expect(sent).not.toContain(personal);
    expect(JSON.stringify(geminiRequests()[0]!.body)).not.toContain(student.email);

    // The card stays for the rest of the conversation; the next, ordinary turn has no crisis instruction.
    fake.reset();
    const next = await ask('can you help me with fractions', conversationId);
    const later = await answer(t, student.token, next.id);
    expect(later.events.map((e) => e.event)).not.toContain('help');
    expect(systemText(geminiRequests()[0]!.body)).not.toContain(CRISIS);
    expect((await conversation(conversationId)).help).toBe(
      '**Talk to Ms Rivera in room 12**, or call Childline on 0800 1111.',
    );
    const metrics = (await t.http().get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/^safety_alerts_total\{event="raised"\} [1-9]/m);
    expect(metrics).toMatch(/^moderation_checks_total\{provider="openai",outcome="ok"\} [1-9]/m);
  });

  it('an ordinary question: no help card, no alert, no safety instruction', async () => {
    const { id, conversationId } = await ask('How do volcanoes form?');
    const { events } = await answer(t, student.token, id);
    expect(events.map((e) => e.event)).toEqual(expect.not.arrayContaining(['help', 'retracted']));
    expect(systemText(geminiRequests()[0]!.body)).not.toContain(CRISIS);
    expect((await conversation(conversationId)).help).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await alertOf(teacher.token, id)).toBeUndefined();
  });

  it('the classifier raises what the offline screen missed: the help card before the end, and the alert', async () => {
    fake.moderation({ rules: [{ whenInputIncludes: 'the river tonight', scores: { 'self-harm/intent': 0.93 } }] });
    fake.script({ chunks: ['That sounds ', 'really hard.'], chunkIntervalMs: 100 });
    const { id, conversationId } = await ask('thinking about walking into the river tonight');
    const { events } = await answer(t, student.token, id);
    const names = events.map((e) => e.event);
    expect(names).toContain('help');
    expect(names.indexOf('help')).toBeLessThan(names.indexOf('done'));
    const alert = await alertOf(teacher.token, id);
    expect(alert).toMatchObject({ tier: 'urgent', category: 'self-harm' });
    const detail = await t.http().get(`/teacher/safety/alerts/${alert.id}`).set('auth-token', teacher.token).expect(200);
    expect(detail.body.alert.checks).toContain('classifier:openai:self-harm/intent');
    expect((await conversation(conversationId)).help).not.toBeNull();
  });

  it('risk that builds over the conversation: the screen with the earlier turns raises it beside the model call', async () => {
    fake.script({ chunks: ['I am here for you. '] });
    const first = await ask('i dont want to be here anymore, everything is too much');
    await answer(t, student.token, first.id);
    fake.script({ chunks: ['Thank you ', 'for telling me.'], chunkIntervalMs: 50 });
    const next = await ask('i already decided', first.conversationId);
    const { events } = await answer(t, student.token, next.id);
    const names = events.map((e) => e.event);
    expect(names).toContain('help');
    expect(names.indexOf('help')).toBeLessThan(names.indexOf('done'));
    const alert = await alertOf(teacher.token, next.id);
    expect(alert).toMatchObject({ tier: 'urgent' });
    const detail = await t.http().get(`/teacher/safety/alerts/${alert.id}`).set('auth-token', teacher.token).expect(200);
    expect(detail.body.alert.checks).toContain('screen:context.escalation');
  });

  it('a classifier that fails: the student is answered as usual and the offline verdict stands', async () => {
    fake.moderation({ status: 500 });
    const { id } = await ask('i want to die, i cant do this anymore');
    const started = Date.now();
    const { events } = await answer(t, student.token, id);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(events[0]!.event).toBe('help');
    expect(events.at(-1)!.event).toBe('done');
    expect(await alertOf(teacher.token, id)).toMatchObject({ tier: 'urgent' });
  });
});

describe('the answer as it streams', () => {
  it('an answer the offline answer check flags is retracted, saved as stopped without its text, and stays retracted', async () => {
    fake.script({
      chunks: ['Sure. ', 'First, pack the pipe with black powder, ', 'then attach the detonator. ', 'That is all.'],
      chunkIntervalMs: 30,
    });
    const { id, conversationId } = await ask('tell me a chemistry fact');
    const { events } = await answer(t, student.token, id);
    expect(events.at(-1)).toMatchObject({ event: 'retracted', data: { status: 'stopped', message: RETRACTED } });
    const saved = (await t.db.query('SELECT answer, status, withheld FROM questions WHERE id = $1', [id])).rows[0];
    expect(saved).toEqual({ answer: null, status: 'stopped', withheld: 'retracted' });
    const turn = (await conversation(conversationId)).turns.at(-1);
    expect(turn).toMatchObject({ answer: null, status: 'stopped', notice: RETRACTED });
    // Long after, re-reading the answer says the same.
    const again = await answer(t, student.token, id, undefined, '0-0');
    expect(again.events.at(-1)).toMatchObject({ event: 'retracted', data: { message: RETRACTED } });
    expect(chunkText(again.events)).toBe('');
  });

  it('an answer the classifier flags is retracted; a supportive answer about self-harm is not', async () => {
    fake.moderation({
      rules: [
        { whenInputIncludes: 'the secret mixture', scores: { 'illicit/violent': 0.9 } },
        { whenInputIncludes: 'you matter', scores: { 'self-harm': 0.95, 'self-harm/intent': 0.8 } },
      ],
    });
    fake.script({ chunks: ['Here it is. ', 'Use the secret mixture on him. ', 'Good luck.'], chunkIntervalMs: 20 });
    const first = await ask('what should i do about my neighbour');
    const flagged = await answer(t, student.token, first.id);
    expect(flagged.events.at(-1)!.event).toBe('retracted');

    fake.script({ chunks: ['I hear you. ', 'You matter, and a teacher can help. '] });
    const second = await ask('what is a haiku');
    const kept = await answer(t, student.token, second.id);
    expect(kept.events.at(-1)!.event).toBe('done');
  });
});

describe("the model's own block", () => {
  it('a prompt Gemini blocks still goes through the welfare check: the help card, the alert, the kind message kept after a reload', async () => {
    fake.script({ promptBlockReason: 'SAFETY' });
    const { id, conversationId } = await ask('my stepdad hits me and i want to kill myself');
    const { events } = await answer(t, student.token, id);
    expect(events[0]!.event).toBe('help');
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'blocked', retryable: false } });
    expect(await alertOf(teacher.token, id)).toMatchObject({ tier: 'urgent' });
    const turn = (await conversation(conversationId)).turns.at(-1);
    expect(turn.notice).toBe(events.at(-1)!.data.message);
  });
});
