import { Agent as HttpAgent, type IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { AnswerError, shorten } from './answer-error.js';
import type { GeminiSafetyRating } from './gemini-safety.js';

/** Google's public endpoint and the API version the SDK uses by default. */
const DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com/';
const DEFAULT_API_VERSION = 'v1beta';
/** The SDK's event delimiters (the protocol allows any of them). */
const DELIMITERS = ['\r\n\r\n', '\n\n', '\r\r'];
/** The most of an error body kept for the log. */
const ERROR_BODY_MAX = 4_096;

/** One event of `streamGenerateContent?alt=sse`, reduced to what the tutor reads. */
export interface GeminiStreamEvent {
  candidates?: {
    content?: { parts?: { text?: string; thought?: boolean }[] };
    /** Why the answer ended (on its last event): STOP, MAX_TOKENS, SAFETY, … (gemini-safety.ts). */
    finishReason?: string;
    safetyRatings?: GeminiSafetyRating[];
  }[];
  /** Set, with no candidates, when Gemini's filters blocked the prompt itself. */
  promptFeedback?: { blockReason?: string; safetyRatings?: GeminiSafetyRating[] };
  usageMetadata?: { promptTokenCount?: number; candidatesTokenCount?: number };
  error?: { code?: unknown; message?: unknown; status?: unknown };
}

export interface GeminiStreamOptions {
  apiKey: string;
  model: string;
  baseUrl?: string;
  apiVersion?: string;
}

/**
 * Gemini's streaming call (`POST /{version}/models/{model}:streamGenerateContent?alt=sse`, header
 * `x-goog-api-key`, the JSON body of the REST reference) over node:http with a keep-alive agent,
 * parsed as it arrives: each event is JSON-parsed once. The SDK (`@google/genai`) does the same
 * call but, per event, parses it twice, builds a fetch `Response` and web stream around it and
 * converts it field by field; under a class's burst that was the largest share of the backend's
 * CPU (docs/decisions/0007-answer-burst.md). Errors map like the SDK's: an HTTP error
 * status or an `error` event to its status, a malformed or truncated stream to an upstream error.
 */
export class GeminiStream {
  private readonly url: URL;
  private readonly agent: HttpAgent;
  private readonly send: typeof httpRequest;

  constructor(private readonly options: GeminiStreamOptions) {
    const base = new URL(options.baseUrl ?? DEFAULT_BASE_URL);
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    const model = options.model.includes('/') ? options.model : `models/${options.model}`;
    this.url = new URL(
      `${options.apiVersion ?? DEFAULT_API_VERSION}/${model}:streamGenerateContent?alt=sse`,
      base,
    );
    const https = this.url.protocol === 'https:';
    // Keep-alive: a class's answers reuse a few warm connections instead of one handshake each.
    this.agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    this.send = https ? httpsRequest : httpRequest;
  }

  /**
   * Hands each event of one streamed answer to `onEvent`, in order, as it arrives; settles when the
   * stream has ended. Aborting `signal` closes the connection. A promise `onEvent` returns pauses
   * the connection and holds back the next event until it settles; an error it throws (or its
   * promise rejects with) closes the connection and rejects with that error.
   */
  async events(
    body: unknown,
    signal: AbortSignal,
    onEvent: (event: GeminiStreamEvent) => void | Promise<void>,
  ): Promise<void> {
    const response = await this.open(JSON.stringify(body), signal);
    if (response.statusCode !== 200)
      throw AnswerError.fromStatus(response.statusCode ?? 0, await errorBody(response));
    response.setEncoding('utf8');
    return new Promise<void>((resolve, reject) => {
      let buffer = '';
      let holding = false;
      let ended = false;
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        response.destroy();
        reject(error);
      };
      // Hands over the complete events in the buffer, up to one whose handler returns a promise.
      const drain = () => {
        while (!settled) {
          const [at, length] = nextDelimiter(buffer);
          if (at < 0) break;
          const event = buffer.slice(0, at).trim();
          buffer = buffer.slice(at + length);
          if (!event.startsWith('data:')) continue;
          let held: void | Promise<void>;
          try {
            held = onEvent(parseEvent(event.slice('data:'.length)));
          } catch (error) {
            return fail(error);
          }
          if (held) {
            holding = true;
            response.pause();
            held.then(() => {
              holding = false;
              response.resume();
              drain();
            }, fail);
            return;
          }
        }
        if (!ended || settled) return;
        settled = true;
        if (buffer.trim() !== '') reject(AnswerError.upstream('Incomplete JSON segment at the end'));
        else resolve();
      };
      response.on('data', (text: string) => {
        buffer += text;
        if (!holding) drain();
      });
      response.once('end', () => {
        ended = true;
        if (!holding) drain();
      });
      response.once('error', fail);
      // Closed before its end: the connection was cut, or aborted through `signal`.
      response.once('close', () => {
        if (!ended) fail(signal.aborted ? signal.reason : AnswerError.upstream('the connection closed mid-answer'));
      });
    });
  }

  private open(body: string, signal: AbortSignal, retried = false): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const request = this.send(this.url, {
        method: 'POST',
        agent: this.agent,
        signal,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-goog-api-key': this.options.apiKey,
        },
      });
      request.once('response', resolve);
      request.once('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed just as it was reused (the race Node's docs
        // describe for `reusedSocket`): the request never reached the model, so it is sent
        // once more on a new connection.
        if (!retried && !signal.aborted && request.reusedSocket && error.code === 'ECONNRESET') {
          this.open(body, signal, true).then(resolve, reject);
          return;
        }
        reject(signal.aborted ? error : AnswerError.upstream(`request failed: ${error.message}`));
      });
      request.end(body);
    });
  }
}

function nextDelimiter(buffer: string): [number, number] {
  let best: [number, number] = [-1, 0];
  for (const delimiter of DELIMITERS) {
    const at = buffer.indexOf(delimiter);
    if (at >= 0 && (best[0] < 0 || at < best[0])) best = [at, delimiter.length];
  }
  return best;
}

function parseEvent(data: string): GeminiStreamEvent {
  let event: GeminiStreamEvent;
  try {
    event = JSON.parse(data) as GeminiStreamEvent;
  } catch {
    throw AnswerError.upstream(`exception parsing stream chunk ${shorten(data.trim())}`);
  }
  const error = event?.error;
  if (error && typeof error === 'object') {
    const detail = `got status: ${String(error.status)}. ${shorten(JSON.stringify(event))}`;
    if (typeof error.code === 'number' && error.code >= 400 && error.code < 600)
      throw AnswerError.fromStatus(error.code, detail);
    throw AnswerError.upstream(detail);
  }
  return event;
}

async function errorBody(response: IncomingMessage): Promise<string> {
  let text = '';
  response.setEncoding('utf8');
  for await (const part of response as AsyncIterable<string>) if (text.length < ERROR_BODY_MAX) text += part;
  return shorten(text.trim());
}

/** The answer text of an event: the first candidate's text parts (thoughts left out), as the SDK's `text`. */
export function textOf(event: GeminiStreamEvent): string {
  let text = '';
  for (const part of event.candidates?.[0]?.content?.parts ?? [])
    if (typeof part.text === 'string' && !part.thought) text += part.text;
  return text;
}
