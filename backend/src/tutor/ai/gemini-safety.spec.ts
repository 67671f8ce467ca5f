/**
 * Gemini's own safety signals: the settings sent, the mapping of a blocked prompt and of a
 * filter's finish reason, and the provider over real HTTP against the fake model server.
 */
import { FakeModelServer } from '@elearning/fake-model';
import { HarmBlockThreshold, HarmCategory } from '@google/genai';
import { AnswerError, ANSWER_ERROR_MESSAGES } from './answer-error.js';
import type { ModelOutput } from './answer-provider.js';
import { GEMINI_SAFETY_SETTINGS, geminiSafetyStop } from './gemini-safety.js';
import { GeminiProvider, geminiRequestBody } from './gemini.provider.js';
import { streamAnswer } from './stream-answer.js';

const KIND =
  "The AI tutor can't help with that. If something is worrying you, please talk to a teacher or a trusted adult.";

describe('GEMINI_SAFETY_SETTINGS', () => {
  it('blocks the four adjustable categories from a low probability on, with the SDK’s enum names', () => {
    expect(GEMINI_SAFETY_SETTINGS).toEqual([
      { category: HarmCategory.HARM_CATEGORY_HARASSMENT, threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE },
      { category: HarmCategory.HARM_CATEGORY_HATE_SPEECH, threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE },
      {
        category: HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
        threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE,
      },
      {
        category: HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
        threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE,
      },
    ]);
  });

  it('go with every request body', () => {
    const body = geminiRequestBody({
      systemInstruction: 's',
      history: [],
      question: 'q',
      maxOutputTokens: 10,
    });
    expect(body.safetySettings).toBe(GEMINI_SAFETY_SETTINGS);
  });
});

describe('geminiSafetyStop', () => {
  it('maps a blocked prompt to blocked, not retryable, with the kind message; the log detail names the reason only', () => {
    const stop = geminiSafetyStop({
      promptFeedback: {
        blockReason: 'SAFETY',
        safetyRatings: [
          { category: 'HARM_CATEGORY_HARASSMENT', probability: 'NEGLIGIBLE' },
          { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'MEDIUM', blocked: true },
        ],
      },
    });
    expect(stop).toBeInstanceOf(AnswerError);
    expect(stop!.toEvent()).toEqual({ code: 'blocked', message: KIND, retryable: false });
    expect(stop!.detail).toBe(
      'Gemini blocked the prompt: blockReason SAFETY (HARM_CATEGORY_DANGEROUS_CONTENT MEDIUM)',
    );
    expect(ANSWER_ERROR_MESSAGES.blocked).toBe(KIND);
  });

  it.each(['SAFETY', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII'])(
    'maps a candidate that ends with %s to blocked',
    (finishReason) => {
      const stop = geminiSafetyStop({ candidates: [{ finishReason }] });
      expect(stop?.code).toBe('blocked');
      expect(stop?.retryable).toBe(false);
      expect(stop?.message).not.toContain(finishReason);
      expect(stop?.detail).toBe(`Gemini stopped the answer: finishReason ${finishReason}`);
    },
  );

  it('maps RECITATION to a retryable upstream failure with its own message (not a safety matter)', () => {
    const stop = geminiSafetyStop({
      candidates: [{ content: { parts: [{ text: 'x' }] }, finishReason: 'RECITATION' }],
    });
    expect(stop?.toEvent()).toEqual({
      code: 'upstream',
      message: ANSWER_ERROR_MESSAGES.recitation,
      retryable: true,
    });
  });

  it('leaves ordinary events and other finish reasons alone', () => {
    expect(geminiSafetyStop({ candidates: [{ content: { parts: [{ text: 'Hi' }] } }] })).toBeUndefined();
    expect(geminiSafetyStop({ candidates: [{ finishReason: 'STOP' }] })).toBeUndefined();
    expect(geminiSafetyStop({ candidates: [{ finishReason: 'MAX_TOKENS' }] })).toBeUndefined();
    expect(geminiSafetyStop({ promptFeedback: { safetyRatings: [] } })).toBeUndefined();
    expect(geminiSafetyStop({})).toBeUndefined();
  });
});

describe('GeminiProvider and Gemini’s filters (fake model server)', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await FakeModelServer.start();
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  const provider = () =>
    new GeminiProvider({ apiKey: 'k', model: 'g', baseUrl: fake.url, apiVersion: 'v1beta' });
  const request = { systemInstruction: 's', history: [], question: 'q', maxOutputTokens: 100 };

  async function outputs(): Promise<{ outputs: ModelOutput[]; error: unknown }> {
    const seen: ModelOutput[] = [];
    try {
      await provider().stream(request, new AbortController().signal, (output) => {
        seen.push(output);
      });
    } catch (error) {
      return { outputs: seen, error };
    }
    return { outputs: seen, error: undefined };
  }

  it('a blocked prompt: no text, the prompt’s tokens, then blocked', async () => {
    fake.script({ promptBlockReason: 'SAFETY', usage: { inputTokens: 12, outputTokens: 0 } });
    const { outputs: seen, error } = await outputs();
    expect(seen).toEqual([{ usage: { inputTokens: 12, outputTokens: 0 } }]);
    expect((error as AnswerError).code).toBe('blocked');
    expect((error as AnswerError).detail).toContain('blockReason SAFETY');
    expect(fake.requests).toHaveLength(1);
  });

  it('SAFETY after some text: the text, the usage, then blocked', async () => {
    fake.script({
      chunks: ['Here is ', 'how '],
      finishReason: 'SAFETY',
      usage: { inputTokens: 9, outputTokens: 3 },
    });
    const { outputs: seen, error } = await outputs();
    expect(seen).toEqual([
      { text: 'Here is ' },
      { text: 'how ' },
      { usage: { inputTokens: 9, outputTokens: 3 } },
    ]);
    expect((error as AnswerError).code).toBe('blocked');
    expect((error as AnswerError).detail).toBe(
      'Gemini stopped the answer: finishReason SAFETY (HARM_CATEGORY_DANGEROUS_CONTENT MEDIUM)',
    );
  });

  it('through streamAnswer the blocked error reaches the caller as is, after the pieces', async () => {
    fake.script({ chunks: ['Part'], finishReason: 'PROHIBITED_CONTENT' });
    const pieces: string[] = [];
    let caught: unknown;
    try {
      await streamAnswer(provider(), request, {
        signal: new AbortController().signal,
        timeoutMs: 5000,
        totalTimeoutMs: 10_000,
        onPiece: (piece) => void pieces.push(piece),
      });
    } catch (error) {
      caught = error;
    }
    expect(pieces).toEqual(['Part']);
    expect((caught as AnswerError).toEvent()).toEqual({ code: 'blocked', message: KIND, retryable: false });
  });

  it('a normal answer and a MAX_TOKENS end are not blocks', async () => {
    fake.script({ chunks: ['a', 'b'], finishReason: 'MAX_TOKENS' });
    const { outputs: seen, error } = await outputs();
    expect(error).toBeUndefined();
    expect(seen.filter((output) => 'text' in output)).toEqual([{ text: 'a' }, { text: 'b' }]);
  });
});
