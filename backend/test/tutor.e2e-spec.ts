/**
 * Issue 11, the tutor, end to end: the real Nest app over HTTP on a real Postgres, the real
 * Gemini stream client against the fake model server, which records every request it receives.
 */
import { FakeModelServer } from '@elearning/fake-model';
import { answer, chunkText, holdStream, signUp } from './answer-client.js';
import { type TestApp, startTestApp } from './test-app.js';
import { AnswerStore } from '../src/tutor/answers/answer-store.js';
import { type SecurityEvent, SecurityEvents } from '../src/security-events/security-events.service.js';

interface GeminiBody {
  contents: { role: string; parts: { text: string }[] }[];
  systemInstruction?: { parts: { text: string }[] };
  generationConfig?: Record<string, unknown>;
}

const bodyOf = (index: number) => fake.requests[index]!.body as GeminiBody;
const contentsOf = (index: number) => bodyOf(index).contents.map((c) => [c.role, c.parts[0]!.text]);
const systemOf = (index: number) => bodyOf(index).systemInstruction?.parts[0]?.text ?? '';

let fake: FakeModelServer;
let t: TestApp;
beforeAll(async () => {
  fake = await FakeModelServer.start();
  t = await startTestApp({
    GEMINI_API_KEY: 'tutor-key',
    GEMINI_BASE_URL: fake.url,
    AI_TIMEOUT_MS: '2000',
    ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
    AI_HISTORY_CHARS: '200',
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

async function start(token: string, userQues: string) {
  return (await t.http().post('/ques/addques').set('auth-token', token).send({ userQues }).expect(200))
    .body as {
    id: string;
    conversationId: string;
    mode: string;
  };
}

async function followUp(token: string, conversationId: string, userQues: string) {
  return (
    await t
      .http()
      .post(`/ques/conversations/${conversationId}/ask`)
      .set('auth-token', token)
      .send({ userQues })
      .expect(200)
  ).body as { id: string; conversationId: string; mode: string };
}

async function userIdOf(token: string): Promise<string> {
  return (await t.http().get('/auth/me').set('auth-token', token).expect(200)).body.user.id as string;
}

async function waitForStatus(id: string, status: string) {
  // (15 s: a long scripted answer on a loaded CI machine took over 5.)
  for (const until = Date.now() + 15_000; Date.now() < until;) {
    const row = (await t.db.query('SELECT status, answer FROM questions WHERE id = $1', [id])).rows[0];
    if (row.status === status) return row as { status: string; answer: string | null };
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error(`question ${id} never became ${status}`);
}

describe('conversations', () => {
  it('a follow-up sends the previous question and answer as separate turns, and lists as one conversation', async () => {
    const token = await signUp(t);
    fake.script({ chunks: ['Photosynthesis ', 'makes sugar.'], usage: { inputTokens: 40, outputTokens: 4 } });
    const first = await start(token, 'What is photosynthesis?');
    expect(first).toMatchObject({ conversationId: first.id, mode: 'explain' });
    await answer(t, token, first.id);
    fake.script({ chunks: ['From light.'] });
    const second = await followUp(token, first.conversationId, 'Where does the energy come from?');
    expect(second.conversationId).toBe(first.conversationId);
    const { events } = await answer(t, token, second.id);
    expect(chunkText(events)).toBe('From light.');
    expect(contentsOf(1)).toEqual([
      ['user', 'What is photosynthesis?'],
      ['model', 'Photosynthesis makes sugar.'],
      ['user', 'Where does the energy come from?'],
    ]);
    // Usage as the provider reported it is kept with the answer.
    const usage = await t.db.query('SELECT input_tokens, output_tokens FROM questions WHERE id = $1', [
      first.id,
    ]);
    expect(usage.rows[0]).toEqual({ input_tokens: 40, output_tokens: 4 });

    const list = (await t.http().get('/ques/conversations').set('auth-token', token).expect(200)).body;
    expect(list).toMatchObject({ success: true, total: 1, page: 1 });
    expect(list.items[0]).toMatchObject({
      id: first.conversationId,
      title: 'What is photosynthesis?',
      turnCount: 2,
    });
    expect(Date.parse(list.items[0].lastActivityAt)).toBeGreaterThanOrEqual(
      Date.parse(list.items[0].createdAt),
    );
    const view = (
      await t.http().get(`/ques/conversations/${first.conversationId}`).set('auth-token', token).expect(200)
    ).body.conversation;
    expect(
      view.turns.map((turn: { userQues: string; answer: string; status: string }) => [
        turn.userQues,
        turn.answer,
        turn.status,
      ]),
    ).toEqual([
      ['What is photosynthesis?', 'Photosynthesis makes sugar.', 'answered'],
      ['Where does the energy come from?', 'From light.', 'answered'],
    ]);
    expect(view.turns[0]).toMatchObject({ feedback: null, earlierVersions: 0, generating: false });
  });

  it("another student's conversation is 404 for reading, asking and changing its mode", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const { conversationId } = await start(alice, 'Alice asks');
    const notFound = { success: false, errors: [{ msg: 'Conversation not found' }] };
    await t.http().get(`/ques/conversations/${conversationId}`).set('auth-token', bob).expect(404, notFound);
    await t
      .http()
      .post(`/ques/conversations/${conversationId}/ask`)
      .set('auth-token', bob)
      .send({ userQues: 'hi' })
      .expect(404, notFound);
    await t
      .http()
      .patch(`/ques/conversations/${conversationId}`)
      .set('auth-token', bob)
      .send({ mode: 'guide' })
      .expect(404, notFound);
    await t.http().get('/ques/conversations/not-a-uuid').set('auth-token', alice).expect(404, notFound);
    expect((await t.http().get('/ques/conversations').set('auth-token', bob).expect(200)).body.total).toBe(0);
    await t.http().get('/ques/conversations').expect(401);
  });

  it('a conversation is read a page at a time: the latest turns, then the ones before a turn', async () => {
    const token = await signUp(t);
    fake.script({ chunks: ['a0'] });
    const first = await start(token, 'turn 0');
    await answer(t, token, first.id);
    const ids = [first.id];
    for (let i = 1; i < 5; i += 1) {
      fake.script({ chunks: [`a${i}`] });
      const turn = await followUp(token, first.conversationId, `turn ${i}`);
      await answer(t, token, turn.id);
      ids.push(turn.id);
    }
    const read = async (query: string) =>
      (
        await t
          .http()
          .get(`/ques/conversations/${first.conversationId}${query}`)
          .set('auth-token', token)
          .expect(200)
      ).body.conversation as {
        turns: { id: string; userQues: string }[];
        earlierTurns: number;
        turnCount: number;
      };
    const latest = await read('?limit=2');
    expect(latest.turns.map((turn) => turn.userQues)).toEqual(['turn 3', 'turn 4']);
    expect(latest).toMatchObject({ earlierTurns: 3, turnCount: 5 });
    const before = await read(`?limit=2&before=${ids[3]}`);
    expect(before.turns.map((turn) => turn.userQues)).toEqual(['turn 1', 'turn 2']);
    expect(before.earlierTurns).toBe(1);
    const rest = await read(`?before=${ids[1]}`);
    expect(rest.turns.map((turn) => turn.userQues)).toEqual(['turn 0']);
    expect(rest.earlierTurns).toBe(0);
    expect((await read('')).turns).toHaveLength(5); // default page: 20
    // A turn of another conversation as the cursor finds nothing; malformed values are a clear 400.
    const elsewhere = await start(token, 'elsewhere');
    expect((await read(`?before=${elsewhere.id}`)).turns).toEqual([]);
    for (const [query, message] of [
      ['?before=nope', 'before must be the id of a turn of this conversation'],
      ['?limit=0', 'limit must be a whole number from 1 to 50'],
      ['?limit=51', 'limit must be a whole number from 1 to 50'],
    ]) {
      const refused = await t
        .http()
        .get(`/ques/conversations/${first.conversationId}${query}`)
        .set('auth-token', token);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 400,
        body: { success: false, errors: [{ msg: message }] },
      });
    }
  });

  it('the model history is chosen in Postgres: a long conversation sends its first and latest turns only', async () => {
    const token = await signUp(t);
    fake.script({ chunks: ['first answer'] });
    const first = await start(token, 'first');
    await answer(t, token, first.id);
    // 30 earlier turns of 1,000 characters each: far over AI_HISTORY_CHARS=200. Their times lie
    // between the first turn and now, so they are older than the next turn however slow the machine.
    await t.db.query(
      `INSERT INTO questions (user_id, text, answer, status, conversation_id, created_at)
       SELECT user_id, 'old question ' || n, repeat('x', 1000), 'answered', conversation_id,
              created_at + (clock_timestamp() - created_at) * n / 31.0
         FROM questions, generate_series(1, 30) AS n WHERE id = $1`,
      [first.id],
    );
    fake.script({ chunks: ['B'.repeat(40)] });
    const recent = await followUp(token, first.conversationId, 'recent');
    await answer(t, token, recent.id);
    const last = await followUp(token, first.conversationId, 'last');
    // What leaves Postgres for the answer: the first turn and the one that fits, not 32 turns.
    const lookup = await t.app.get(AnswerStore).ownTurn(await userIdOf(token), last.id);
    expect(lookup.earlier.map((turn) => turn.question)).toEqual(['first', 'recent']);
    fake.reset();
    await answer(t, token, last.id);
    expect(contentsOf(0)).toEqual([
      ['user', 'first'],
      ['model', 'first answer'],
      ['user', 'recent'],
      ['model', 'B'.repeat(40)],
      ['user', 'last'],
    ]);
  });

  it('the history budget drops the oldest turns first but always keeps the first question', async () => {
    const token = await signUp(t);
    const texts = ['A'.repeat(40), 'B'.repeat(40), 'C'.repeat(40), 'D'.repeat(40)];
    fake.script({ chunks: [texts[0]!] });
    const first = await start(token, 'first question');
    await answer(t, token, first.id);
    for (const text of texts.slice(1)) {
      fake.script({ chunks: [text] });
      const turn = await followUp(token, first.conversationId, `question ${text[0]}`);
      await answer(t, token, turn.id);
    }
    const last = await followUp(token, first.conversationId, 'last question');
    fake.reset();
    await answer(t, token, last.id);
    // AI_HISTORY_CHARS=200: the first turn (54), then the newest that fit: D (50) and C (50); B is dropped.
    expect(contentsOf(0)).toEqual([
      ['user', 'first question'],
      ['model', texts[0]],
      ['user', 'question C'],
      ['model', texts[2]],
      ['user', 'question D'],
      ['model', texts[3]],
      ['user', 'last question'],
    ]);
  });

  it('a stopped answer goes into the history marked as incomplete; a follow-up while answering is 409', async () => {
    const token = await signUp(t);
    fake.script({ chunks: Array.from({ length: 100 }, (_, i) => `s${i} `), chunkIntervalMs: 20 });
    const first = await start(token, 'Tell me a long story');
    const reading = answer(t, token, first.id);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await t
      .http()
      .post(`/ques/conversations/${first.conversationId}/ask`)
      .set('auth-token', token)
      .send({ userQues: 'next?' })
      .expect(409);
    await t
      .http()
      .post(`/ques/${first.id}/stop`)
      .set('auth-token', token)
      .expect(200, { success: true, stopping: true });
    expect((await reading).events.at(-1)!.event).toBe('stopped');
    fake.script({ chunks: ['ok'] });
    const next = await followUp(token, first.conversationId, 'next?');
    await answer(t, token, next.id);
    const model = bodyOf(1).contents[1]!;
    expect(model.role).toBe('model');
    expect(model.parts[0]!.text).toMatch(/cut off before it was finished/);
  });
});

describe('tutor modes', () => {
  it("each mode's system instruction reaches the model and differs; the last choice is remembered", async () => {
    const token = await signUp(t);
    expect((await t.http().get('/ques/preferences').set('auth-token', token).expect(200)).body).toEqual({
      success: true,
      mode: 'explain',
    });
    const explain = await start(token, 'Solve 2x + 3 = 7');
    await answer(t, token, explain.id);
    await t
      .http()
      .patch(`/ques/conversations/${explain.conversationId}`)
      .set('auth-token', token)
      .send({ mode: 'guide' })
      .expect(200, { success: true, mode: 'guide' });
    const turn = await followUp(token, explain.conversationId, 'Just give me the answer');
    expect(turn.mode).toBe('guide');
    await answer(t, token, turn.id);
    const [explainSystem, guideSystem] = [systemOf(0), systemOf(1)];
    expect(explainSystem).toMatch(/Mode: Explain/);
    expect(guideSystem).toMatch(/Mode: Guide me/);
    expect(guideSystem).not.toBe(explainSystem);
    // The shared safety preamble is in both.
    for (const system of [explainSystem, guideSystem]) expect(system).toMatch(/school students/);
    // Remembered: the next conversation starts in Guide me.
    expect((await t.http().get('/ques/preferences').set('auth-token', token).expect(200)).body.mode).toBe(
      'guide',
    );
    const next = await start(token, 'What is a prime?');
    expect(next.mode).toBe('guide');
    await t
      .http()
      .put('/ques/preferences')
      .set('auth-token', token)
      .send({ mode: 'explain' })
      .expect(200, { success: true, mode: 'explain' });
    expect((await start(token, 'Another')).mode).toBe('explain');
  });

  it('an unknown mode is a 400 with a clear message', async () => {
    const token = await signUp(t);
    const response = await t
      .http()
      .put('/ques/preferences')
      .set('auth-token', token)
      .send({ mode: 'cheat' })
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      errors: [{ msg: 'mode must be one of: explain, guide' }],
    });
  });
});

describe('regenerate and feedback', () => {
  it('regenerate replaces the last answer and keeps the earlier version in the database', async () => {
    const token = await signUp(t);
    fake.script({ chunks: ['First version.'] });
    const first = await start(token, 'Explain gravity');
    await answer(t, token, first.id);
    await t
      .http()
      .put(`/ques/${first.id}/feedback`)
      .set('auth-token', token)
      .send({ rating: 'down', comment: 'too short' })
      .expect(200);
    const reset = (await t.http().post(`/ques/${first.id}/regenerate`).set('auth-token', token).expect(200))
      .body.turn;
    expect(reset).toMatchObject({
      id: first.id,
      status: 'pending',
      answer: null,
      earlierVersions: 1,
      feedback: null,
    });
    fake.script({ chunks: ['Second version.'] });
    expect(chunkText((await answer(t, token, first.id)).events)).toBe('Second version.');
    expect(fake.requests).toHaveLength(2);
    const versions = await t.db.query(
      'SELECT answer, status, feedback, feedback_comment FROM answer_versions WHERE question_id = $1',
      [first.id],
    );
    expect(versions.rows).toEqual([
      { answer: 'First version.', status: 'answered', feedback: 'down', feedback_comment: 'too short' },
    ]);
    // Only the last turn can be regenerated.
    fake.script({ chunks: ['Follow.'] });
    const turn = await followUp(token, first.conversationId, 'And on the moon?');
    await answer(t, token, turn.id);
    await t.http().post(`/ques/${first.id}/regenerate`).set('auth-token', token).expect(409);
  });

  it('feedback: thumbs up or down with an optional comment on down, changeable, shown on the turn', async () => {
    const token = await signUp(t);
    const other = await signUp(t);
    const first = await start(token, 'What is pi?');
    await answer(t, token, first.id);
    const up = (
      await t
        .http()
        .put(`/ques/${first.id}/feedback`)
        .set('auth-token', token)
        .send({ rating: 'up' })
        .expect(200)
    ).body;
    expect(up).toEqual({
      success: true,
      feedback: { rating: 'up', comment: null, updatedAt: expect.any(String) },
    });
    await t
      .http()
      .put(`/ques/${first.id}/feedback`)
      .set('auth-token', token)
      .send({ rating: 'up', comment: 'nice' })
      .expect(400, {
        success: false,
        errors: [{ msg: 'A comment can only be given with a thumbs down' }],
      });
    await t
      .http()
      .put(`/ques/${first.id}/feedback`)
      .set('auth-token', token)
      .send({ rating: 'meh' })
      .expect(400);
    await t
      .http()
      .put(`/ques/${first.id}/feedback`)
      .set('auth-token', token)
      .send({ rating: 'down', comment: 'x'.repeat(1001) })
      .expect(400);
    await t
      .http()
      .put(`/ques/${first.id}/feedback`)
      .set('auth-token', other)
      .send({ rating: 'down' })
      .expect(404);
    await t
      .http()
      .put(`/ques/${first.id}/feedback`)
      .set('auth-token', token)
      .send({ rating: 'down', comment: ' It skipped a step ' })
      .expect(200);
    const view = (
      await t.http().get(`/ques/conversations/${first.conversationId}`).set('auth-token', token).expect(200)
    ).body.conversation;
    expect(view.turns[0].feedback).toMatchObject({ rating: 'down', comment: 'It skipped a step' });
  });
});

describe('answers that survive a dropped connection', () => {
  it('disconnect in the middle, reconnect with Last-Event-ID: exactly the remainder; the model was called once', async () => {
    const token = await signUp(t);
    const pieces = Array.from({ length: 30 }, (_, i) => `w${i} `);
    fake.script({ chunks: pieces, chunkIntervalMs: 25 });
    const { id } = await start(token, 'A long answer please');
    const before = await answer(t, token, id, (events) => events.length >= 5);
    const lastId = before.events.at(-1)!.id!;
    expect(lastId).toBe(`${chunkText(before.events).length}-0`);
    await new Promise((resolve) => setTimeout(resolve, 100)); // more is written meanwhile
    const after = await answer(t, token, id, undefined, lastId);
    expect(chunkText(before.events) + chunkText(after.events)).toBe(pieces.join(''));
    expect(after.events[0]!.data).toMatchObject({ replayed: true });
    expect(after.events.at(-1)).toMatchObject({ event: 'done', id: `${pieces.join('').length}-2` });
    expect(fake.requests).toHaveLength(1);
    // Once finished, a reconnect after the last chunk gets only the end, from wherever it is kept.
    const end = await answer(t, token, id, undefined, `${pieces.join('').length}-0`);
    expect(end.events.map((e) => e.event)).toEqual(['done']);
    expect(fake.requests).toHaveLength(1);
  });

  it('a student holds at most 4 streams of running answers (the school shares its address); closing one frees it', async () => {
    const token = await signUp(t);
    fake.script({ chunks: Array.from({ length: 200 }, () => 'y'), chunkIntervalMs: 25 });
    const { id } = await start(token, 'A very long answer');
    const writing = holdStream(t, token, id, undefined);
    await writing.opened;
    const held = [writing];
    for (let i = 0; i < 3; i += 1) {
      const stream = holdStream(t, token, id, '0-0');
      await stream.opened;
      held.push(stream);
    }
    const fifth = await answer(t, token, id, undefined, '0-0');
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fifth.json).toEqual({
      success: false,
      errors: [
        {
          msg: 'You are already following 4 answers in other tabs or windows. Close one of them, then try again.',
        },
      ],
    });
    // Another student is not affected.
    const other = await signUp(t);
    expect((await answer(t, other, id, undefined, '0-0')).status).toBe(404);
    await held.pop()!.close();
    const again = holdStream(t, token, id, '0-0');
    await again.opened;
    expect(
      (await Promise.all([...held, again].map((stream) => stream.close()))).map((r) => r.status),
    ).toEqual([200, 200, 200, 200]);
    // A finished answer is read at once and holds no slot.
    await waitForStatus(id, 'answered');
    const reads = await Promise.all(Array.from({ length: 6 }, () => answer(t, token, id)));
    expect(reads.map((read) => read.events.at(-1)?.event)).toEqual(Array(6).fill('done'));
  });

  it('the number of answers written at once per student is limited, with a clear 429', async () => {
    const token = await signUp(t);
    fake.script({ chunks: Array.from({ length: 40 }, () => 'x'), chunkIntervalMs: 25 });
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await start(token, `q${i}`)).id);
    const running = [
      answer(t, token, ids[0]!, (e) => e.length > 0),
      answer(t, token, ids[1]!, (e) => e.length > 0),
    ];
    await Promise.all(running);
    const refusals: SecurityEvent[] = [];
    const stop = t.app.get(SecurityEvents).subscribe((event) => {
      if (event.securityEvent === 'limit.refused') refusals.push(event);
    });
    const third = await answer(t, token, ids[2]!);
    stop();
    expect(refusals).toEqual([
      expect.objectContaining({ limit: 'answers-at-once-student', userId: expect.any(String) as unknown }),
    ]);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.status).toBe(429);
    expect(third.json).toEqual({
      success: false,
      errors: [
        {
          msg: 'You already have 2 answers being written. Wait for one to finish or stop it, then try again.',
        },
      ],
    });
    await t.http().post(`/ques/${ids[0]}/stop`).set('auth-token', token).expect(200);
    await waitForStatus(ids[0]!, 'stopped');
    expect((await answer(t, token, ids[2]!, (e) => e.length > 0)).status).toBe(200);
  });
});
