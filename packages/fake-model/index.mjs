/**
 * A fake model server for tests and the benchmarks: a real HTTP server on 127.0.0.1 that speaks
 * the Gemini REST protocol (`POST /{version}/models/{model}:generateContent` and
 * `:streamGenerateContent?alt=sse`) and the OpenAI chat-completions streaming protocol
 * (`POST …/chat/completions` with `stream: true`), so the real SDK and provider code run over real
 * HTTP. Only the model itself is fake: what it answers and how fast is scripted per test.
 * It also speaks the two moderation protocols a school may configure (issue 25): OpenAI's
 * `POST …/moderations` and a guard model (Llama Guard's `safe` / `unsafe\nS11` verdict) through
 * non-streamed chat completions for the guard model's name, scripted apart with `moderation()`.
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

/** OpenAI's moderation categories (omni-moderation), in the order its responses list them. */
export const MODERATION_CATEGORIES = [
  'sexual',
  'sexual/minors',
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'violence',
  'violence/graphic',
];

/** The guard model's name when the moderation script names none (chat completions for it get a verdict). */
export const FAKE_GUARD_MODEL = 'llama-guard3:1b';

/** @type {import('./index.d.mts').FakeModerationScript} */
const DEFAULT_MODERATION = {
  scores: {},
  verdict: 'safe',
  guardModel: FAKE_GUARD_MODEL,
  delayMs: 0,
  rules: [],
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
  #moderation = { ...DEFAULT_MODERATION };

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

  /**
   * Scripts the moderation endpoints (`…/moderations`, and chat completions for `guardModel`) for
   * every following request; unspecified fields take the defaults (every score near 0, `safe`).
   */
  moderation(script) {
    this.#moderation = { ...DEFAULT_MODERATION, ...script };
  }

  /** Forgets recorded requests and goes back to the default scripts. */
  reset() {
    this.requests.length = 0;
    this.#current = { ...DEFAULT_SCRIPT };
    this.#moderation = { ...DEFAULT_MODERATION };
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
        ? body?.model !== undefined && body?.model === this.#moderation.guardModel
          ? 'guard'
          : 'openai'
        : url.pathname.endsWith('/moderations')
          ? 'moderation'
          : undefined;
    if (req.method !== 'POST' || protocol === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }

    if (protocol === 'moderation' || protocol === 'guard') {
      await this.#moderate(protocol, req, res, url, body, receivedAt);
      return;
    }

    // A reply rule whose text is in the request body answers instead of the script's chunks.
    const rule = this.#current.replies?.find((reply) => raw.includes(reply.whenBodyIncludes));
    const script = rule ? { ...this.#current, chunks: rule.chunks } : this.#current;
    const record = requestRecord(protocol, req, res, url, gemini ? gemini[2] : body?.model, body, receivedAt);
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

  /** A moderation request: OpenAI's scores or the guard's verdict, per the moderation script. */
  async #moderate(protocol, req, res, url, body, receivedAt) {
    const record = requestRecord(protocol, req, res, url, body?.model, body, receivedAt);
    this.requests.push(record);

    const inputs = protocol === 'moderation' ? moderationInputs(body) : [lastMessageText(body)];
    const script = this.#moderation;
    // The first rule whose text is in the classified text (any input) decides; its fields win.
    const rule = script.rules.find((candidate) =>
      inputs.some((input) => input.includes(candidate.whenInputIncludes)),
    );
    const chosen = { ...script, ...rule };
    await waitUnlessClosed(chosen.delayMs, res);
    if (res.destroyed || record.closedByClient) return;
    if (chosen.status !== undefined) {
      res.writeHead(chosen.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(errorBody('openai', chosen.status)));
    } else if (chosen.rawBody !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(chosen.rawBody);
    } else if (protocol === 'moderation') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(moderationResponse(body?.model, inputs, script.rules, script.scores)));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(guardCompletion(body?.model, chosen.verdict)));
    }
    record.completed = true;
  }
}

/** Waits `ms`, or less when the client goes away (no timer left behind a closed test). */
function waitUnlessClosed(ms, res) {
  if (!ms) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.once('close', done);
  });
}

/** The texts of a moderation request: `input` is a string or an array of strings (or of {type:'text', text}). */
function moderationInputs(body) {
  const input = body?.input;
  const list = Array.isArray(input) ? input : [input];
  return list.map((item) => (typeof item === 'string' ? item : typeof item?.text === 'string' ? item.text : ''));
}

/** The text of a chat request's last message (the one a guard model judges). */
function lastMessageText(body) {
  const content = Array.isArray(body?.messages) ? body.messages.at(-1)?.content : undefined;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => part?.text ?? '').join('');
  return '';
}

/** OpenAI's moderation response: one result per input, every category scored (1e-4 unless scripted). */
function moderationResponse(model, inputs, rules, defaults) {
  return {
    id: `modr-fake-${Math.random().toString(16).slice(2, 10)}`,
    model: model ?? 'omni-moderation-latest',
    results: inputs.map((input) => {
      const rule = rules.find((candidate) => input.includes(candidate.whenInputIncludes));
      const given = { ...defaults, ...rule?.scores };
      const scores = Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, given[name] ?? 0.0001]));
      // The fake's own flag: a score of 0.5 or more (OpenAI's thresholds are its own).
      const categories = Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, scores[name] >= 0.5]));
      return {
        flagged: Object.values(categories).some(Boolean),
        categories,
        category_scores: scores,
        category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, ['text']])),
      };
    }),
  };
}

/** A non-streamed chat completion whose text is the guard's verdict. */
function guardCompletion(model, verdict) {
  return {
    id: 'chatcmpl-fake-guard',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? FAKE_GUARD_MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content: verdict }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 200, completion_tokens: 4, total_tokens: 204 },
  };
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
      protocol === 'openai' ? openAiChunk(text, last, script.finishReason) : geminiChunk(text, last, script.usage, script);
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

/** A RecordedRequest for `req`, kept up to date as its response ends or the client goes away. */
function requestRecord(protocol, req, res, url, model, body, receivedAt) {
  const record = {
    protocol,
    method: req.method,
    url: url.pathname + url.search,
    model,
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
  return record;
}

/** `finishReason`: OpenAI's own (`length`, `content_filter`) on the last piece; default `stop`. */
function openAiChunk(text, last, finishReason) {
  const reason = finishReason && !FILTER_FINISH_REASONS.has(finishReason) ? finishReason : 'stop';
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta: { role: 'assistant', content: text }, finish_reason: last ? reason : null }],
  };
}

function errorBody(protocol, status) {
  const message =
    status === 429 ? 'Resource has been exhausted (e.g. check quota).' : 'Internal error encountered.';
  if (protocol === 'openai')
    return { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error' } };
  return { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' } };
}
