/**
 * A fake model server for tests and the benchmarks: a real HTTP server on 127.0.0.1 that speaks
 * the Gemini REST protocol (`POST /{version}/models/{model}:generateContent` and
 * `:streamGenerateContent?alt=sse`) and the OpenAI chat-completions streaming protocol
 * (`POST …/chat/completions` with `stream: true`), so the real SDK and provider code run over real
 * HTTP. Only the model itself is fake: what it answers and how fast is scripted per test.
 * Plain ESM JavaScript (types in index.d.mts) so Node, jest and the benches import it as it is.
 */
import { createServer } from 'node:http';

/** @type {import('./index.d.mts').FakeScript} */
const DEFAULT_SCRIPT = {
  chunks: ['Hello', ', ', 'world', '!'],
  firstChunkDelayMs: 0,
  chunkIntervalMs: 0,
  usage: { inputTokens: 5, outputTokens: 5 },
};

const GEMINI_PATH = /^\/(v1|v1beta|v1alpha)\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

export const preciseNow = () => performance.timeOrigin + performance.now();

/** `[t=<ms>]`: the send time written into a piece when the script sets `stampSendTime`. */
export const sendTimeStamp = (at) => `[t=${at.toFixed(2)}]`;
/** Every send time found in a text (several pieces may arrive as one). */
export const SEND_TIME_STAMPS = /\[t=(\d+\.\d+)\]/g;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class FakeModelServer {
  /** @type {import('./index.d.mts').RecordedRequest[]} */
  requests = [];
  #server;
  #current = { ...DEFAULT_SCRIPT };

  /** Use FakeModelServer.start(). */
  constructor(server, url) {
    this.#server = server;
    /** http://127.0.0.1:<port> */
    this.url = url;
  }

  /** Listens on 127.0.0.1; port 0 (the default) picks a free one. */
  static async start(port = 0) {
    const server = createServer();
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const instance = new FakeModelServer(server, `http://127.0.0.1:${server.address().port}`);
    server.on('request', (req, res) => {
      instance.#handle(req, res).catch((error) => {
        if (!res.headersSent) res.writeHead(500).end(String(error));
        else res.destroy();
      });
    });
    return instance;
  }

  /** Base URL for OPENAI_BASE_URL (the OpenAI path convention includes /v1). */
  get openAiBaseUrl() {
    return `${this.url}/v1`;
  }

  /** Scripts every following request (unspecified fields take the defaults). */
  script(script) {
    this.#current = { ...DEFAULT_SCRIPT, ...script };
  }

  /** Forgets recorded requests and goes back to the default script. */
  reset() {
    this.requests.length = 0;
    this.#current = { ...DEFAULT_SCRIPT };
  }

  get lastRequest() {
    return this.requests.at(-1);
  }

  async stop() {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(req, res) {
    const receivedAt = preciseNow();
    const url = new URL(req.url ?? '/', this.url);
    const raw = await readBody(req);
    let body;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"invalid JSON"}}');
      return;
    }
    const gemini = GEMINI_PATH.exec(url.pathname);
    const protocol = gemini
      ? gemini[3] === 'generateContent'
        ? 'gemini-unary'
        : 'gemini-stream'
      : url.pathname.endsWith('/chat/completions')
        ? 'openai'
        : undefined;
    if (req.method !== 'POST' || protocol === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }

    // A reply rule whose text is in the request body answers instead of the script's chunks.
    const rule = this.#current.replies?.find((reply) => raw.includes(reply.whenBodyIncludes));
    const script = rule ? { ...this.#current, chunks: rule.chunks } : this.#current;
    const record = {
      protocol,
      method: req.method,
      url: url.pathname + url.search,
      model: gemini ? gemini[2] : body?.model,
      headers: req.headers,
      body,
      receivedAt,
      chunkSentAt: [],
      completed: false,
      closedByClient: false,
      closed: new Promise((resolve) => res.once('close', () => resolve())),
    };
    res.once('close', () => {
      if (!res.writableFinished) record.closedByClient = true;
    });
    if (!this.#current.forgetRequests) this.requests.push(record);

    if (script.status !== undefined) {
      res.writeHead(script.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(errorBody(protocol, script.status)));
      record.completed = true;
      return;
    }
    if (protocol === 'gemini-unary') {
      await sleep(script.firstChunkDelayMs);
      res.writeHead(200, { 'content-type': 'application/json' });
      const filtered = FILTER_FINISH_REASONS.has(script.finishReason);
      res.end(
        JSON.stringify(
          script.promptBlockReason
            ? geminiPromptBlocked(script)
            : geminiChunk(filtered ? undefined : script.chunks.join(''), true, script.usage, script),
        ),
      );
      record.completed = true;
      return;
    }
    if (protocol === 'gemini-stream' && script.promptBlockReason) {
      // A blocked prompt: one event with promptFeedback and no candidates, then the end.
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      await sleep(script.firstChunkDelayMs);
      if (res.destroyed || record.closedByClient) return;
      res.end(`data: ${JSON.stringify(geminiPromptBlocked(script))}\r\n\r\n`);
      record.chunkSentAt.push(preciseNow());
      record.completed = true;
      return;
    }
    await stream(protocol, script, res, record);
  }
}

async function stream(protocol, script, res, record) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
  const gone = () => res.destroyed || record.closedByClient;
  // A filter's finish reason comes in one more event without content after the pieces (Gemini
  // sends no content once its filter blocks the output); other reasons replace STOP on the last piece.
  const filtered = protocol === 'gemini-stream' && FILTER_FINISH_REASONS.has(script.finishReason);
  for (let index = 0; index < script.chunks.length; index += 1) {
    await sleep(index === 0 ? script.firstChunkDelayMs : script.chunkIntervalMs);
    if (gone()) return;
    if (script.stallAfter !== undefined && index >= script.stallAfter) return; // never ends
    if (script.malformedAt === index) {
      res.write('data: {"candidates": [{"content": {"parts": [{"text": "broken\n\n');
      res.end();
      return;
    }
    const last = index === script.chunks.length - 1 && !filtered;
    const sentAt = preciseNow();
    // The send time inside the piece lets a bench measure each piece's delay at its reader.
    const text = script.stampSendTime
      ? `${script.chunks[index]}${sendTimeStamp(sentAt)}`
      : script.chunks[index];
    const payload =
      protocol === 'openai' ? openAiChunk(text, last) : geminiChunk(text, last, script.usage, script);
    res.write(`data: ${JSON.stringify(payload)}\r\n\r\n`);
    record.chunkSentAt.push(script.stampSendTime ? sentAt : preciseNow());
  }
  if (script.stallAfter !== undefined && script.stallAfter >= script.chunks.length) return;
  if (filtered) {
    await sleep(script.chunks.length === 0 ? script.firstChunkDelayMs : script.chunkIntervalMs);
    if (gone()) return;
    res.write(`data: ${JSON.stringify(geminiChunk(undefined, true, script.usage, script))}\r\n\r\n`);
    record.chunkSentAt.push(preciseNow());
  }
  // OpenAI sends the usage in one more event with no choices, only when the request asked for it.
  if (protocol === 'openai' && script.usage && record.body?.stream_options?.include_usage)
    res.write(`data: ${JSON.stringify(openAiUsage(script.usage))}\n\n`);
  if (protocol === 'openai') res.write('data: [DONE]\n\n');
  res.end();
  record.completed = true;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (part) => (text += part));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** Finish reasons of Gemini's filters (the SDK's FinishReason): the event that ends with one has no content. */
const FILTER_FINISH_REASONS = new Set(['SAFETY', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII', 'RECITATION']);
const HARM_CATEGORIES = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
];

/** Gemini's safetyRatings: every category NEGLIGIBLE but the blocked one (MEDIUM, blocked: true). */
function safetyRatings(blockedCategory) {
  return HARM_CATEGORIES.map((category) =>
    category === blockedCategory
      ? { category, probability: 'MEDIUM', blocked: true }
      : { category, probability: 'NEGLIGIBLE' },
  );
}

/** A prompt Gemini's filters blocked: promptFeedback, the prompt's tokens, no candidates. */
function geminiPromptBlocked(script) {
  return {
    promptFeedback: {
      blockReason: script.promptBlockReason,
      safetyRatings: safetyRatings(script.blockedCategory ?? 'HARM_CATEGORY_DANGEROUS_CONTENT'),
    },
    ...(script.usage
      ? {
          usageMetadata: {
            promptTokenCount: script.usage.inputTokens,
            totalTokenCount: script.usage.inputTokens,
          },
        }
      : {}),
    modelVersion: 'fake-model',
  };
}

/** One event; `text` undefined leaves the content out (a filter's last event). */
function geminiChunk(text, last, usage, script = {}) {
  const finishReason = script.finishReason ?? 'STOP';
  const filtered = FILTER_FINISH_REASONS.has(finishReason);
  return {
    candidates: [
      {
        ...(text !== undefined ? { content: { parts: [{ text }], role: 'model' } } : {}),
        index: 0,
        ...(last ? { finishReason } : {}),
        ...(last && filtered && finishReason !== 'RECITATION'
          ? { safetyRatings: safetyRatings(script.blockedCategory ?? 'HARM_CATEGORY_DANGEROUS_CONTENT') }
          : {}),
      },
    ],
    ...(last && usage
      ? {
          usageMetadata: {
            promptTokenCount: usage.inputTokens,
            candidatesTokenCount: usage.outputTokens,
            totalTokenCount: usage.inputTokens + usage.outputTokens,
          },
        }
      : {}),
    modelVersion: 'fake-model',
  };
}

function openAiUsage(usage) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [],
    usage: {
      prompt_tokens: usage.inputTokens,
      completion_tokens: usage.outputTokens,
      total_tokens: usage.inputTokens + usage.outputTokens,
    },
  };
}

function openAiChunk(text, last) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta: { role: 'assistant', content: text }, finish_reason: last ? 'stop' : null }],
  };
}

function errorBody(protocol, status) {
  const message =
    status === 429 ? 'Resource has been exhausted (e.g. check quota).' : 'Internal error encountered.';
  if (protocol === 'openai')
    return { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error' } };
  return { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' } };
}
