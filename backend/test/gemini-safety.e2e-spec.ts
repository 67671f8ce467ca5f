/**
 * Issue 25, "Gemini's own signals", end to end: the real Nest app on a real Postgres, the real
 * Gemini stream client against the fake model server, which speaks Gemini's block signals (a
 * prompt blocked with promptFeedback.blockReason and no candidates; a candidate that ends with
 * finishReason SAFETY after some text).
 */
import { Writable } from 'node:stream';
import { FakeModelServer } from '@elearning/fake-model';
import { answer, ask, chunkText, signUp } from './answer-client.js';
import { type TestApp, startTestApp } from './test-app.js';

const KIND =
  "The AI tutor can't help with that. If something is worrying you, please talk to a teacher or a trusted adult.";

/** The app's log lines (JSON), to check what a block leaves in the log. */
class CapturedLines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

async function row(t: TestApp, id: string) {
  return (
    await t.db.query('SELECT answer, status, input_tokens, output_tokens FROM questions WHERE id = $1', [id])
  ).rows[0] as { answer: string | null; status: string; input_tokens: number; output_tokens: number };
}

let fake: FakeModelServer;
let t: TestApp;
let token: string;
const logs = new CapturedLines();
beforeAll(async () => {
  fake = await FakeModelServer.start();
  t = await startTestApp(
    {
      GEMINI_API_KEY: 'safety-key',
      GEMINI_BASE_URL: fake.url,
      AI_TIMEOUT_MS: '2000',
      ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    undefined,
    { logDestination: logs },
  );
  token = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

describe("Gemini's own safety signals", () => {
  it('every request carries the school’s safetySettings: four categories at BLOCK_LOW_AND_ABOVE', async () => {
    const id = await ask(t, token, 'What is 7 x 8?');
    await answer(t, token, id);
    expect((fake.lastRequest!.body as { safetySettings: unknown }).safetySettings).toEqual([
      { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_LOW_AND_ABOVE' },
      { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_LOW_AND_ABOVE' },
      { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', threshold: 'BLOCK_LOW_AND_ABOVE' },
      { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_LOW_AND_ABOVE' },
    ]);
  });

  it('a blocked prompt ends with the kind error event (not retryable), saved as failed, the model called once, the reason logged without the question', async () => {
    fake.script({ promptBlockReason: 'SAFETY', usage: { inputTokens: 14, outputTokens: 0 } });
    const question = `How do I hurt someone badly? ${Math.random()}`;
    const id = await ask(t, token, question);
    const { status, events } = await answer(t, token, id);
    expect(status).toBe(200);
    expect(events.map((e) => e.event)).toEqual(['error']);
    expect(events[0]!.data).toEqual({ code: 'blocked', retryable: false, message: KIND });
    expect(events[0]!.id).toBe('0-2');
    expect(fake.requests).toHaveLength(1);
    // The prompt's tokens as Gemini reported them.
    expect(await row(t, id)).toEqual({ answer: null, status: 'failed', input_tokens: 14, output_tokens: 0 });

    // The turn reads as failed, and a reload in the next minute gets the same kind message.
    const view = await t.http().get(`/ques/${id}`).set('auth-token', token).expect(200);
    expect(JSON.stringify(view.body)).toContain('"failed"');
    const again = await answer(t, token, id, undefined, '0-0');
    expect(again.events.map((e) => e.event)).toEqual(['error']);
    expect(again.events[0]!.data).toEqual({ code: 'blocked', retryable: false, message: KIND });
    expect(fake.requests).toHaveLength(1);

    const line = logs.lines.find((l) => l.includes(id) && l.includes('(blocked)'));
    expect(line).toContain(
      'Gemini blocked the prompt: blockReason SAFETY (HARM_CATEGORY_DANGEROUS_CONTENT MEDIUM)',
    );
    expect(logs.lines.join('\n')).not.toContain('hurt someone');
  });

  it('finishReason SAFETY after some text: the text streamed, then the kind error event; the partial text saved as failed; the model called once', async () => {
    fake.script({
      chunks: ['Chemistry ', 'is the study of '],
      finishReason: 'SAFETY',
      blockedCategory: 'HARM_CATEGORY_HARASSMENT',
      usage: { inputTokens: 20, outputTokens: 6 },
    });
    const id = await ask(t, token, `Tell me about chemistry ${Math.random()}`);
    const { events } = await answer(t, token, id);
    expect(events.map((e) => e.event)).toEqual(['chunk', 'chunk', 'error']);
    expect(chunkText(events)).toBe('Chemistry is the study of ');
    const text = 'Chemistry is the study of ';
    expect(events[2]!).toMatchObject({
      id: `${text.length}-2`,
      data: { code: 'blocked', retryable: false, message: KIND },
    });
    expect(fake.requests).toHaveLength(1);
    expect(await row(t, id)).toEqual({ answer: text, status: 'failed', input_tokens: 20, output_tokens: 6 });
    expect(logs.lines.find((l) => l.includes(id) && l.includes('(blocked)'))).toContain(
      'Gemini stopped the answer: finishReason SAFETY (HARM_CATEGORY_HARASSMENT MEDIUM)',
    );
  });

  it('finishReason SAFETY with nothing written is the same kind error, never an empty answer', async () => {
    fake.script({ chunks: [], finishReason: 'SAFETY' });
    const id = await ask(t, token);
    const { events } = await answer(t, token, id);
    expect(events.map((e) => e.event)).toEqual(['error']);
    expect(events[0]!.data).toEqual({ code: 'blocked', retryable: false, message: KIND });
    expect((await row(t, id)).status).toBe('failed');
    expect(fake.requests).toHaveLength(1);
  });
});
