/**
 * Issue 4 end to end: the real Nest app over HTTP on a real Postgres, talking to the fake model
 * server (the Gemini stream client / OpenAI-compatible client over real HTTP).
 */
import { ServerResponse } from 'node:http';
import { jest } from '@jest/globals';
import { FakeModelServer } from '@elearning/fake-model';
import { answer, ask, chunkText, expectModelRequestAborted, requestStop, signUp } from './answer-client.js';
import { type TestApp, startTestApp } from './test-app.js';
import { type SecurityEvent, SecurityEvents } from '../src/security-events/security-events.service.js';

const GEMINI_KEY = 'e2e-gemini-key-7d2f';
const SPEC_GENERATION_CONFIG = {
  temperature: 1,
  topP: 0.95,
  topK: 64,
  maxOutputTokens: 8192,
  responseMimeType: 'text/plain',
};

async function row(t: TestApp, id: string): Promise<{ answer: string | null; status: string }> {
  return (await t.db.query('SELECT answer, status FROM questions WHERE id = $1', [id])).rows[0];
}

async function waitForRow(
  t: TestApp,
  id: string,
  status: string,
): Promise<{ answer: string | null; status: string }> {
  const until = Date.now() + 5000;
  for (;;) {
    const current = await row(t, id);
    if (current.status === status || Date.now() > until) return current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await FakeModelServer.start();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe('answers from Gemini (fake model server)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({
      GEMINI_API_KEY: GEMINI_KEY,
      GEMINI_BASE_URL: fake.url,
      GEMINI_MODEL: 'gemini-e2e',
      AI_TIMEOUT_MS: '1500',
      ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
    });
    token = await signUp(t);
  });
  afterAll(() => t.close());

  it('streams the answer as the model writes it and saves it as answered', async () => {
    fake.script({
      chunks: ['**Rayleigh** ', 'scattering: ', 'blue light ', 'scatters more.'],
      chunkIntervalMs: 150,
    });
    const id = await ask(t, token);
    const { status, headers, events } = await answer(t, token, id);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(headers.get('cache-control')).toMatch(/no-cache/);
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(events.map((e) => e.event)).toEqual(['chunk', 'chunk', 'chunk', 'chunk', 'done']);
    expect(events.map((e) => e.data)).toEqual([
      { text: '**Rayleigh** ' },
      { text: 'scattering: ' },
      { text: 'blue light ' },
      { text: 'scatters more.' },
      { status: 'answered' },
    ]);
    // Streamed, not buffered: the first piece reached the client before the model wrote the last.
    expect(events[0]!.at).toBeLessThan(fake.lastRequest!.chunkSentAt.at(-1)!);
    expect(await row(t, id)).toEqual({
      answer: '**Rayleigh** scattering: blue light scatters more.',
      status: 'answered',
    });
    const view = (await t.http().get(`/ques/${id}`).set('auth-token', token).expect(200)).body;
    expect(view).toMatchObject({
      success: true,
      question: { id, answer: '**Rayleigh** scattering: blue light scatters more.', status: 'answered' },
    });
  });

  it('sends Gemini the required request (docs/requirements.md#backend-api): empty history + one user message, generation config, key in x-goog-api-key only', async () => {
    const id = await ask(t, token, 'What is 2+2?');
    await answer(t, token, id);
    const request = fake.lastRequest!;
    expect(request.url).toMatch(/^\/v1(beta)?\/models\/gemini-e2e:streamGenerateContent\?alt=sse$/);
    expect(request.headers['x-goog-api-key']).toBe(GEMINI_KEY);
    const body = request.body as Record<string, unknown>;
    expect(body.contents).toEqual([{ role: 'user', parts: [{ text: 'What is 2+2?' }] }]);
    expect(body.generationConfig).toEqual(SPEC_GENERATION_CONFIG);
    const elsewhere = JSON.stringify({
      url: request.url,
      body,
      headers: { ...request.headers, 'x-goog-api-key': undefined },
    });
    expect(elsewhere).not.toContain(GEMINI_KEY);
  });

  it('waits for a slow first piece', async () => {
    fake.script({ chunks: ['Slow ', 'but sure.'], firstChunkDelayMs: 800 });
    const id = await ask(t, token);
    const { events } = await answer(t, token, id);
    expect(events.map((e) => e.event)).toEqual(['chunk', 'chunk', 'done']);
    expect(await row(t, id)).toEqual({ answer: 'Slow but sure.', status: 'answered' });
  });

  it.each([
    [429, 'rate_limited'],
    [500, 'upstream'],
  ])('upstream %d: error event %s (retryable), question failed', async (httpStatus, code) => {
    fake.script({ status: httpStatus });
    const id = await ask(t, token);
    const { events } = await answer(t, token, id);
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('error');
    expect(events[0]!.data).toEqual({ code, retryable: true, message: expect.stringMatching(/try again/i) });
    expect(await row(t, id)).toEqual({ answer: null, status: 'failed' });
  });

  it('a malformed chunk: the pieces before it, then an upstream error; the partial text is kept', async () => {
    fake.script({ chunks: ['First ', 'second ', 'third'], malformedAt: 2 });
    const id = await ask(t, token);
    const { events } = await answer(t, token, id);
    expect(events.map((e) => e.event)).toEqual(['chunk', 'chunk', 'error']);
    expect(events[2]!.data).toMatchObject({ code: 'upstream', retryable: true });
    expect(await row(t, id)).toEqual({ answer: 'First second ', status: 'failed' });
  });

  it('a stream that stalls ends with a timeout error and the upstream connection closed', async () => {
    fake.script({ chunks: ['Half ', 'an ', 'answer'], stallAfter: 2 });
    const id = await ask(t, token);
    const started = Date.now();
    const { events } = await answer(t, token, id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(events.map((e) => e.event)).toEqual(['chunk', 'chunk', 'error']);
    expect(events[2]!.data).toEqual({
      code: 'timeout',
      retryable: true,
      message: expect.stringMatching(/too long/),
    });
    await fake.lastRequest!.closed;
    expect(fake.lastRequest!.closedByClient).toBe(true);
    expect(await row(t, id)).toEqual({ answer: 'Half an ', status: 'failed' });
  });

  it('Stop in the middle (POST /ques/:id/stop): the model request is aborted at once, the stream ends with stopped, the partial answer saved', async () => {
    fake.script({ chunks: Array.from({ length: 200 }, (_, i) => `w${i} `), chunkIntervalMs: 20 });
    const id = await ask(t, token);
    let stopped: Promise<unknown> | undefined;
    const { events } = await answer(t, token, id, (received) => {
      if (received.length >= 5 && !stopped) stopped = requestStop(t, token, id);
      return false;
    });
    await stopped;
    expect(events.at(-1)).toMatchObject({ event: 'stopped', data: { status: 'stopped' } });
    await expectModelRequestAborted(fake, 200);
    const saved = await waitForRow(t, id, 'stopped');
    // What was saved is exactly what the student was sent.
    expect(saved.answer).toBe(chunkText(events));
    expect(saved.answer!.length).toBeLessThan(200 * 4);
    // Nothing to stop any more.
    await t
      .http()
      .post(`/ques/${id}/stop`)
      .set('auth-token', token)
      .expect(200, { success: true, stopping: false });
  });

  it('closing the request does not stop the answer: it is written and saved whole', async () => {
    fake.script({ chunks: Array.from({ length: 20 }, (_, i) => `p${i} `), chunkIntervalMs: 20 });
    const id = await ask(t, token);
    await answer(t, token, id, (received) => received.length >= 3);
    const saved = await waitForRow(t, id, 'answered');
    expect(saved.answer).toBe(Array.from({ length: 20 }, (_, i) => `p${i} `).join(''));
    expect(fake.lastRequest!.closedByClient).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('re-posting for an answered question replays the saved answer without asking the model', async () => {
    fake.script({ chunks: ['Saved ', 'once.'] });
    const id = await ask(t, token);
    await answer(t, token, id);
    expect(fake.requests).toHaveLength(1);
    const replay = await answer(t, token, id);
    expect(replay.events.map((e) => e.event)).toEqual(['chunk', 'done']);
    expect(chunkText(replay.events)).toBe('Saved once.');
    expect(fake.requests).toHaveLength(1);
  });

  it('a retry of a failed answer asks the model again', async () => {
    fake.script({ status: 500 });
    const id = await ask(t, token);
    expect((await answer(t, token, id)).events[0]!.event).toBe('error');
    fake.script({ chunks: ['Second ', 'time lucky.'] });
    const retry = await answer(t, token, id);
    expect(retry.events.map((e) => e.event)).toEqual(['chunk', 'chunk', 'done']);
    expect(fake.requests).toHaveLength(2);
    expect(await row(t, id)).toEqual({ answer: 'Second time lucky.', status: 'answered' });
  });

  it('a second answer request while one streams attaches to the same answer (the model is called once)', async () => {
    fake.script({ chunks: ['a', 'b', 'c'], chunkIntervalMs: 300 });
    const id = await ask(t, token);
    const first = answer(t, token, id);
    await new Promise((resolve) => setTimeout(resolve, 450));
    const second = await answer(t, token, id);
    expect(second.status).toBe(200);
    // What was written before it attached comes at once as one replayed chunk, then the rest live.
    expect(second.events[0]).toMatchObject({ event: 'chunk', data: { replayed: true } });
    expect(second.events.at(-1)).toMatchObject({ event: 'done', id: '3-2' });
    expect(chunkText(second.events)).toBe('abc');
    expect(chunkText((await first).events)).toBe('abc');
    expect(fake.requests).toHaveLength(1);
  });

  it('writing the stream headers throws: the connection closes, and the question can be answered again (no 409)', async () => {
    fake.script({ chunks: ['After ', 'the failure.'] });
    const id = await ask(t, token);
    // The next response to write its headers is the answer stream's: it fails once.
    const writeHead = jest.spyOn(ServerResponse.prototype, 'writeHead').mockImplementationOnce(() => {
      throw new Error('cannot write the headers');
    });
    try {
      await expect(answer(t, token, id)).rejects.toThrow();
    } finally {
      writeHead.mockRestore();
    }
    const retry = await answer(t, token, id);
    expect(retry.status).toBe(200);
    expect(chunkText(retry.events)).toBe('After the failure.');
    expect(await row(t, id)).toEqual({ answer: 'After the failure.', status: 'answered' });
  });

  it('answer without a token: 401; unknown or malformed id: 404', async () => {
    const id = await ask(t, token);
    await t.http().post(`/ques/${id}/answer`).expect(401);
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const response = await t
        .http()
        .post(`/ques/${encodeURIComponent(bad)}/answer`)
        .set('auth-token', token)
        .expect(404);
      expect(response.body).toEqual({ success: false, errors: [{ msg: 'Question not found' }] });
    }
  });
});

describe('questions belong to their student', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ GEMINI_API_KEY: GEMINI_KEY, GEMINI_BASE_URL: fake.url });
  });
  afterAll(() => t.close());

  it("one student cannot read, answer or list another's question (404)", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const aliceQuestion = await ask(t, alice, 'Alice asks');
    const bobQuestion = await ask(t, bob, 'Bob asks');
    const notFound = { success: false, errors: [{ msg: 'Question not found' }] };
    expect((await t.http().get(`/ques/${aliceQuestion}`).set('auth-token', bob).expect(404)).body).toEqual(
      notFound,
    );
    expect((await answer(t, bob, aliceQuestion)).json).toEqual(notFound);
    expect(fake.requests).toHaveLength(0);
    const bobList = (await t.http().get('/ques').set('auth-token', bob).expect(200)).body;
    expect(bobList.items.map((q: { id: string }) => q.id)).toEqual([bobQuestion]);
    expect(
      (await t.http().get(`/ques/${aliceQuestion}`).set('auth-token', alice).expect(200)).body.question
        .userQues,
    ).toBe('Alice asks');
  });

  it('lists the own questions newest first, paged, in the QuestionView shape', async () => {
    const student = await signUp(t);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) ids.push(await ask(t, student, `question ${i}`));
    const page1 = (await t.http().get('/ques?page=1&pageSize=2').set('auth-token', student).expect(200)).body;
    expect(page1).toMatchObject({ success: true, page: 1, pageSize: 2, total: 5 });
    expect(page1.items.map((q: { userQues: string }) => q.userQues)).toEqual(['question 5', 'question 4']);
    expect(Object.keys(page1.items[0]).sort()).toEqual([
      'answer',
      'createdAt',
      'id',
      'status',
      'updatedAt',
      'userQues',
    ]);
    expect(page1.items[0]).toMatchObject({ id: ids[4], answer: null, status: 'pending' });
    expect(new Date(page1.items[0].createdAt).toISOString()).toBe(page1.items[0].createdAt);
    const page3 = (await t.http().get('/ques?page=3&pageSize=2').set('auth-token', student).expect(200)).body;
    expect(page3.items.map((q: { userQues: string }) => q.userQues)).toEqual(['question 1']);
    const defaults = (await t.http().get('/ques').set('auth-token', student).expect(200)).body;
    expect(defaults).toMatchObject({ page: 1, pageSize: 20, total: 5 });
  });

  it('bad paging parameters: 400 with a message', async () => {
    const student = await signUp(t);
    for (const query of [
      'page=0',
      'page=abc',
      'page=1.5',
      'pageSize=51',
      'pageSize=0',
      'pageSize=-1',
      'page=',
      'page=1&page=2',
    ]) {
      const response = await t.http().get(`/ques?${query}`).set('auth-token', student).expect(400);
      expect(response.body).toEqual({ success: false, errors: [{ msg: expect.stringMatching(/page/i) }] });
    }
    await t.http().get('/ques').expect(401);
  });
});

describe('no provider configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({});
  });
  afterAll(() => t.close());

  it('still saves the question; the answer stream says the tutor is not configured and what to set', async () => {
    const token = await signUp(t);
    const id = await ask(t, token, 'Anyone there?');
    const { status, events } = await answer(t, token, id);
    expect(status).toBe(200);
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('error');
    expect(events[0]!.data).toMatchObject({ code: 'not_configured', retryable: false });
    expect(events[0]!.data.message).toMatch(/not configured/);
    expect(events[0]!.data.message).toMatch(/GEMINI_API_KEY/);
    expect(events[0]!.data.message).toMatch(/AI_PROVIDER=openai/);
    expect(await row(t, id)).toEqual({ answer: null, status: 'failed' });
    const view = (await t.http().get(`/ques/${id}`).set('auth-token', token).expect(200)).body.question;
    expect(view.userQues).toBe('Anyone there?');
  });
});

describe('per-student rate limit on answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      GEMINI_API_KEY: GEMINI_KEY,
      GEMINI_BASE_URL: fake.url,
      ANSWER_RATE_LIMIT_PER_MINUTE: '2',
    });
  });
  afterAll(() => t.close());

  it('refuses the third answer in a minute with a clear 429; other students are not affected', async () => {
    const refusals: SecurityEvent[] = [];
    const stop = t.app.get(SecurityEvents).subscribe((event) => {
      if (event.securityEvent === 'limit.refused') refusals.push(event);
    });
    const student = await signUp(t);
    for (let i = 0; i < 2; i += 1) {
      expect((await answer(t, student, await ask(t, student))).events.at(-1)!.event).toBe('done');
    }
    const limited = await answer(t, student, await ask(t, student));
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({
      success: false,
      errors: [{ msg: 'Too many questions: please wait a minute and try again' }],
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(fake.requests).toHaveLength(2);
    const other = await signUp(t);
    expect((await answer(t, other, await ask(t, other))).events.at(-1)!.event).toBe('done');
    stop();
    expect(refusals).toEqual([
      expect.objectContaining({ limit: 'answers-student', userId: expect.any(String) as unknown }),
    ]);
  });
});

describe('answers from an OpenAI-compatible server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.openAiBaseUrl,
      OPENAI_MODEL: 'llama-e2e',
      AI_TIMEOUT_MS: '1000',
    });
  });
  afterAll(() => t.close());

  it('streams and saves the answer; the request names the model, the system instruction and one user message', async () => {
    fake.script({ chunks: ['Self-', 'hosted ', 'answer.'] });
    const token = await signUp(t);
    const id = await ask(t, token, 'Local?');
    const { events } = await answer(t, token, id);
    expect(events.map((e) => e.event)).toEqual(['chunk', 'chunk', 'chunk', 'done']);
    expect(fake.lastRequest!.body).toMatchObject({
      model: 'llama-e2e',
      stream: true,
      messages: [
        { role: 'system', content: expect.stringContaining('tutor') },
        { role: 'user', content: 'Local?' },
      ],
    });
    expect(await row(t, id)).toEqual({ answer: 'Self-hosted answer.', status: 'answered' });
  });

  it('a stall times out', async () => {
    fake.script({ chunks: ['x', 'y'], stallAfter: 1 });
    const token = await signUp(t);
    const id = await ask(t, token);
    const { events } = await answer(t, token, id);
    expect(events.map((e) => e.event)).toEqual(['chunk', 'error']);
    expect(events[1]!.data.code).toBe('timeout');
    expect(await row(t, id)).toEqual({ answer: 'x', status: 'failed' });
  });
});
