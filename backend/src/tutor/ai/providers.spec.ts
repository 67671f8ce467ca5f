/**
 * The real providers (the lean Gemini stream client, checked against the @google/genai SDK, and the OpenAI-compatible client) against the fake
 * model server over real HTTP, through streamAnswer (timeouts, abort, error mapping).
 */
import { FakeModelServer } from '@elearning/fake-model';
import { GoogleGenAI, HarmBlockThreshold, HarmCategory } from '@google/genai';
import { AnswerError } from './answer-error.js';
import {
  GENERATION_CONFIG,
  type AnswerProvider,
  type ChatMessage,
  type ModelOutput,
  type ModelRequest,
} from './answer-provider.js';
import { GEMINI_SAFETY_SETTINGS } from './gemini-safety.js';
import { GeminiProvider } from './gemini.provider.js';
import { OpenAiCompatibleProvider } from './openai-compatible.provider.js';
import { streamAnswer } from './stream-answer.js';

const API_KEY = 'test-key-4f1c9a';
const SYSTEM = 'You are a tutor.';

/** A first question (no history) with the required output cap (docs/requirements.md#constants). */
const ask = (question: string, history: ChatMessage[] = []): ModelRequest => ({
  systemInstruction: SYSTEM,
  history,
  question,
  maxOutputTokens: 8192,
});
let fake: FakeModelServer;

beforeAll(async () => {
  fake = await FakeModelServer.start();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

async function collect(
  provider: AnswerProvider,
  question: string,
  timeoutMs = 5000,
  signal = new AbortController().signal,
) {
  const pieces: string[] = [];
  await streamAnswer(provider, ask(question), {
    signal,
    timeoutMs,
    totalTimeoutMs: 30_000,
    onPiece: (piece) => void pieces.push(piece),
  });
  return pieces;
}

async function collectError(provider: AnswerProvider, timeoutMs = 5000, totalTimeoutMs = 30_000) {
  const pieces: string[] = [];
  try {
    await streamAnswer(provider, ask('Why?'), {
      signal: new AbortController().signal,
      timeoutMs,
      totalTimeoutMs,
      onPiece: (piece) => void pieces.push(piece),
    });
  } catch (error) {
    return { pieces, error };
  }
  throw new Error(`expected an error, got the answer ${JSON.stringify(pieces)}`);
}

const providers: [string, () => AnswerProvider][] = [
  [
    'gemini',
    () =>
      new GeminiProvider({ apiKey: API_KEY, model: 'gemini-test', baseUrl: fake.url, apiVersion: 'v1beta' }),
  ],
  [
    'openai',
    () => new OpenAiCompatibleProvider({ baseUrl: fake.openAiBaseUrl, model: 'llama-test', apiKey: API_KEY }),
  ],
];

describe.each(providers)('%s provider', (_name, makeProvider) => {
  it('streams the pieces in order as they are written', async () => {
    fake.script({ chunks: ['The ', 'sky ', 'is ', 'blue.'] });
    await expect(collect(makeProvider(), 'Why is the sky blue?')).resolves.toEqual([
      'The ',
      'sky ',
      'is ',
      'blue.',
    ]);
    expect(fake.lastRequest?.completed).toBe(true);
  });

  it('waits for a slow first piece within the timeout', async () => {
    fake.script({ chunks: ['late', ' but here'], firstChunkDelayMs: 600 });
    const started = Date.now();
    await expect(collect(makeProvider(), 'q', 2000)).resolves.toEqual(['late', ' but here']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  });

  it('maps an upstream 429 to rate_limited', async () => {
    fake.script({ status: 429 });
    const { error } = await collectError(makeProvider());
    expect(error).toBeInstanceOf(AnswerError);
    expect((error as AnswerError).code).toBe('rate_limited');
    expect((error as AnswerError).retryable).toBe(true);
    expect(fake.requests).toHaveLength(1); // no silent retries
  });

  it('maps an upstream 500 to upstream', async () => {
    fake.script({ status: 500 });
    const { error } = await collectError(makeProvider());
    expect((error as AnswerError).code).toBe('upstream');
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps the pieces before a malformed event and then fails with upstream', async () => {
    fake.script({ chunks: ['one ', 'two ', 'three'], malformedAt: 2 });
    const { pieces, error } = await collectError(makeProvider());
    expect(pieces).toEqual(['one ', 'two ']);
    expect((error as AnswerError).code).toBe('upstream');
  });

  it('times out a stream that stalls and closes the upstream connection', async () => {
    fake.script({ chunks: ['a', 'b', 'c'], stallAfter: 1 });
    const started = Date.now();
    const { pieces, error } = await collectError(makeProvider(), 400);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(pieces).toEqual(['a']);
    expect((error as AnswerError).code).toBe('timeout');
    await fake.lastRequest!.closed;
    expect(fake.lastRequest!.closedByClient).toBe(true);
  });

  it('times out when no first piece arrives', async () => {
    fake.script({ chunks: ['a'], stallAfter: 0 });
    const { pieces, error } = await collectError(makeProvider(), 300);
    expect(pieces).toEqual([]);
    expect((error as AnswerError).code).toBe('timeout');
  });

  it('applies the total timeout to a steady but endless answer', async () => {
    fake.script({ chunks: Array.from({ length: 200 }, () => 'x'), chunkIntervalMs: 20 });
    const { pieces, error } = await collectError(makeProvider(), 1000, 500);
    expect((error as AnswerError).code).toBe('timeout');
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.length).toBeLessThan(200);
  });

  it('aborts the upstream request at once when the caller stops', async () => {
    fake.script({ chunks: Array.from({ length: 100 }, (_, i) => `${i} `), chunkIntervalMs: 30 });
    const stop = new AbortController();
    const stopReason = new Error('stopped by the student');
    const pieces: string[] = [];
    let caught: unknown;
    try {
      await streamAnswer(makeProvider(), ask('q'), {
        signal: stop.signal,
        timeoutMs: 5000,
        totalTimeoutMs: 30_000,
        onPiece: (piece) => {
          pieces.push(piece);
          if (pieces.length === 3) stop.abort(stopReason);
        },
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBe(stopReason);
    expect(pieces).toEqual(['0 ', '1 ', '2 ']);
    await fake.lastRequest!.closed;
    expect(fake.lastRequest!.closedByClient).toBe(true);
    expect(fake.lastRequest!.chunkSentAt.length).toBeLessThan(10);
  });

  it('holds the next piece while the last one’s promise is pending, in order', async () => {
    fake.script({ chunks: ['a', 'b', 'c', 'd'] });
    const seen: string[] = [];
    let pending = 0;
    await streamAnswer(makeProvider(), ask('q'), {
      signal: new AbortController().signal,
      timeoutMs: 5000,
      totalTimeoutMs: 30_000,
      onPiece: async (piece) => {
        expect(pending).toBe(0);
        pending++;
        await new Promise((resolve) => setTimeout(resolve, 30));
        seen.push(piece);
        pending--;
      },
    });
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rejects with the error a piece’s handler throws, as it is, and closes the upstream', async () => {
    fake.script({ chunks: Array.from({ length: 100 }, (_, i) => `${i} `), chunkIntervalMs: 30 });
    const failure = new Error('the bus is down');
    const pieces: string[] = [];
    const answer = streamAnswer(makeProvider(), ask('q'), {
      signal: new AbortController().signal,
      timeoutMs: 5000,
      totalTimeoutMs: 30_000,
      onPiece: (piece) => {
        pieces.push(piece);
        if (pieces.length === 2) throw failure;
      },
    });
    await expect(answer).rejects.toBe(failure);
    expect(pieces).toEqual(['0 ', '1 ']);
    await fake.lastRequest!.closed;
    expect(fake.lastRequest!.closedByClient).toBe(true);
  });

  it('reports an unreachable server as upstream', async () => {
    const gone = await FakeModelServer.start();
    await gone.stop();
    const provider =
      _name === 'gemini'
        ? new GeminiProvider({ apiKey: API_KEY, model: 'm', baseUrl: gone.url })
        : new OpenAiCompatibleProvider({ baseUrl: gone.openAiBaseUrl, model: 'm' });
    const { error } = await collectError(provider);
    expect((error as AnswerError).code).toBe('upstream');
  });
});

describe('gemini request', () => {
  it('is a chat with empty history and one user message, the required generation config, the key in x-goog-api-key only', async () => {
    const provider = new GeminiProvider({
      apiKey: API_KEY,
      model: 'gemini-test',
      baseUrl: fake.url,
      apiVersion: 'v1beta',
    });
    await collect(provider, 'What is 2+2?');
    const request = fake.lastRequest!;
    expect(request.url).toBe('/v1beta/models/gemini-test:streamGenerateContent?alt=sse');
    expect(request.headers['x-goog-api-key']).toBe(API_KEY);
    const body = request.body as Record<string, unknown>;
    expect(body.contents).toEqual([{ role: 'user', parts: [{ text: 'What is 2+2?' }] }]);
    expect(body.generationConfig).toEqual({ ...GENERATION_CONFIG, maxOutputTokens: 8192 });
    expect(body.systemInstruction).toMatchObject({ parts: [{ text: SYSTEM }] });
    expect(body.safetySettings).toEqual([
      { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_LOW_AND_ABOVE' },
      { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_LOW_AND_ABOVE' },
      { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', threshold: 'BLOCK_LOW_AND_ABOVE' },
      { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_LOW_AND_ABOVE' },
    ]);
    // The key travels in its header and nowhere else (not in the URL, body or other headers).
    const elsewhere = JSON.stringify({
      url: request.url,
      body,
      headers: { ...request.headers, 'x-goog-api-key': undefined },
    });
    expect(elsewhere).not.toContain(API_KEY);
  });

  it('is the request the @google/genai SDK chat sends, and reads the same pieces and usage', async () => {
    const history: ChatMessage[] = [
      { role: 'user', text: 'What is 3 x 4?' },
      { role: 'model', text: '12 "exactly"\n' },
    ];
    fake.script({ chunks: ['Because ', '3 fours ', 'ü∑.'], usage: { inputTokens: 42, outputTokens: 7 } });
    const sdk = new GoogleGenAI({
      vertexai: false,
      apiKey: API_KEY,
      httpOptions: { baseUrl: fake.url, apiVersion: 'v1beta', fetch: (input, init) => fetch(input, init) },
    });
    const chat = sdk.chats.create({
      model: 'gemini-test',
      history: history.map((message) => ({ role: message.role, parts: [{ text: message.text }] })),
      config: {
        ...GENERATION_CONFIG,
        maxOutputTokens: 99,
        systemInstruction: SYSTEM,
        safetySettings: GEMINI_SAFETY_SETTINGS.map((setting) => ({
          category: HarmCategory[setting.category],
          threshold: HarmBlockThreshold[setting.threshold],
        })),
      },
    });
    const fromSdk: unknown[] = [];
    for await (const chunk of await chat.sendMessageStream({ message: 'Why?' })) {
      fromSdk.push(chunk.text);
      if (chunk.usageMetadata) fromSdk.push(chunk.usageMetadata.candidatesTokenCount);
    }
    const sdkRequest = fake.lastRequest!;
    const provider = new GeminiProvider({
      apiKey: API_KEY,
      model: 'gemini-test',
      baseUrl: fake.url,
      apiVersion: 'v1beta',
    });
    const ours: unknown[] = [];
    await provider.stream({ ...ask('Why?', history), maxOutputTokens: 99 }, new AbortController().signal, (output) => {
      ours.push('text' in output ? output.text : output.usage.outputTokens);
    });
    const request = fake.lastRequest!;
    expect(request).not.toBe(sdkRequest);
    expect(request.url).toBe(sdkRequest.url);
    expect(JSON.stringify(request.body)).toBe(JSON.stringify(sdkRequest.body));
    expect(request.headers['x-goog-api-key']).toBe(sdkRequest.headers['x-goog-api-key']);
    expect(request.headers['content-type']).toBe(sdkRequest.headers['content-type']);
    expect(ours).toEqual(fromSdk.filter((item) => item !== undefined));
  });

  it('asks for keep-alive connections, one request per answer', async () => {
    const provider = new GeminiProvider({ apiKey: API_KEY, model: 'g', baseUrl: fake.url });
    await collect(provider, 'one');
    const first = fake.lastRequest!;
    await collect(provider, 'two');
    expect(fake.lastRequest!.headers.connection).toBe('keep-alive');
    expect(fake.requests).toHaveLength(2);
    expect(first.completed).toBe(true);
  });

  it('uses the SDK default API version when none is configured', async () => {
    await collect(new GeminiProvider({ apiKey: API_KEY, model: 'gemini-test', baseUrl: fake.url }), 'q');
    expect(fake.lastRequest!.url).toMatch(
      /^\/v1(beta)?\/models\/gemini-test:streamGenerateContent\?alt=sse$/,
    );
  });
});

describe('multi-turn history and usage', () => {
  const history: ChatMessage[] = [
    { role: 'user', text: 'What is 3 x 4?' },
    { role: 'model', text: '12.' },
  ];

  it('gemini: earlier turns as contents with user/model roles, the cap, the usage reported at the end', async () => {
    fake.script({ chunks: ['Because ', '3 fours.'], usage: { inputTokens: 42, outputTokens: 7 } });
    const provider = new GeminiProvider({
      apiKey: API_KEY,
      model: 'g',
      baseUrl: fake.url,
      apiVersion: 'v1beta',
    });
    const outputs: ModelOutput[] = [];
    await provider.stream({ ...ask('Why?', history), maxOutputTokens: 99 }, new AbortController().signal, (output) => {
      outputs.push(output);
    });
    expect(outputs).toEqual([
      { text: 'Because ' },
      { text: '3 fours.' },
      { usage: { inputTokens: 42, outputTokens: 7 } },
    ]);
    const body = fake.lastRequest!.body as Record<string, unknown>;
    expect(body.contents).toEqual([
      { role: 'user', parts: [{ text: 'What is 3 x 4?' }] },
      { role: 'model', parts: [{ text: '12.' }] },
      { role: 'user', parts: [{ text: 'Why?' }] },
    ]);
    expect(body.generationConfig).toMatchObject({ maxOutputTokens: 99 });
  });

  it('openai: system + earlier turns as messages, max_tokens, include_usage, the usage reported', async () => {
    fake.script({ chunks: ['Because.'], usage: { inputTokens: 30, outputTokens: 2 } });
    const provider = new OpenAiCompatibleProvider({ baseUrl: fake.openAiBaseUrl, model: 'llama-test' });
    const outputs: ModelOutput[] = [];
    await provider.stream({ ...ask('Why?', history), maxOutputTokens: 77 }, new AbortController().signal, (output) => {
      outputs.push(output);
    });
    expect(outputs).toEqual([{ text: 'Because.' }, { usage: { inputTokens: 30, outputTokens: 2 } }]);
    expect(fake.lastRequest!.body).toMatchObject({
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: 'What is 3 x 4?' },
        { role: 'assistant', content: '12.' },
        { role: 'user', content: 'Why?' },
      ],
      max_tokens: 77,
      stream_options: { include_usage: true },
    });
  });
});

describe('openai request', () => {
  it('streams chat completions with one user message and a bearer key', async () => {
    await collect(
      new OpenAiCompatibleProvider({ baseUrl: fake.openAiBaseUrl, model: 'llama-test', apiKey: API_KEY }),
      'Hi?',
    );
    const request = fake.lastRequest!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body).toMatchObject({
      model: 'llama-test',
      stream: true,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: 'Hi?' },
      ],
    });
  });

  it('sends no authorization header without a key (Ollama needs none)', async () => {
    await collect(new OpenAiCompatibleProvider({ baseUrl: fake.openAiBaseUrl, model: 'llama-test' }), 'Hi?');
    expect(fake.lastRequest!.headers.authorization).toBeUndefined();
  });

  it("an answer ended by the server's content filter is blocked (the kind message), its earlier pieces kept", async () => {
    fake.script({ chunks: ['Some text ', 'then the filter'], finishReason: 'content_filter' });
    const { pieces, error } = await collectError(
      new OpenAiCompatibleProvider({ baseUrl: fake.openAiBaseUrl, model: 'llama-test' }),
    );
    expect(pieces).toEqual(['Some text ', 'then the filter']);
    expect(error).toMatchObject({ code: 'blocked', retryable: false });
  });
});
