import type { IncomingHttpHeaders } from 'node:http';

export interface FakeScript {
  /** The pieces of the answer, one stream event each. */
  chunks: string[];
  /** Wait before the first piece (after the response headers were sent). */
  firstChunkDelayMs: number;
  /** Wait between two pieces. */
  chunkIntervalMs: number;
  /** Answer with this HTTP status and the protocol's error body instead of a stream. */
  status?: number;
  /** Send an unparseable event in place of the piece at this index (and then stop sending). */
  malformedAt?: number;
  /** After this many pieces, send nothing more and never end the response. */
  stallAfter?: number;
  /**
   * Tokens reported at the end (Gemini `usageMetadata` on the last event; OpenAI one more event
   * with `usage` when the request set `stream_options.include_usage`); null reports none.
   */
  usage: { inputTokens: number; outputTokens: number } | null;
  /** Appends the piece's send time to each piece's text as `[t=<ms>]` (sendTimeStamp), for benches. */
  stampSendTime?: boolean;
  /** Keeps no RecordedRequest (long benches with thousands of requests). */
  forgetRequests?: boolean;
  /**
   * Gemini only: Gemini's filters blocked the prompt (`SAFETY`, `BLOCKLIST`, `PROHIBITED_CONTENT`,
   * `OTHER`): the stream is one event with `promptFeedback: {blockReason, safetyRatings}`, the
   * prompt's `usageMetadata` and no candidates (the unary call answers that object).
   */
  promptBlockReason?: string;
  /**
   * Gemini only: how the answer ends (default `STOP`, on the last piece). A filter's reason
   * (`SAFETY`, `BLOCKLIST`, `PROHIBITED_CONTENT`, `SPII`, `RECITATION`) comes as one more event
   * after the pieces with no content, `finishReason` and (except RECITATION) `safetyRatings`, as
   * Gemini streams it; any other reason (`MAX_TOKENS`) replaces STOP on the last piece.
   * OpenAI: a reason of its own (`length`, `content_filter`) replaces `stop` on the last piece.
   */
  finishReason?: string;
  /** The category rated `MEDIUM` and `blocked: true` in those safetyRatings (default HARM_CATEGORY_DANGEROUS_CONTENT). */
  blockedCategory?: string;
  /** Answers with `chunks` instead when the raw request body contains `whenBodyIncludes` (the first rule that matches). */
  replies?: { whenBodyIncludes: string; chunks: string[] }[];
}

/**
 * `moderation`: OpenAI's `POST …/moderations`; `guard`: chat completions naming the moderation
 * script's `guardModel` (answered with its verdict, not streamed).
 */
export type FakeProtocol = 'gemini-stream' | 'gemini-unary' | 'openai' | 'moderation' | 'guard';

/** OpenAI's moderation categories (omni-moderation). */
export type ModerationCategoryName =
  | 'sexual'
  | 'sexual/minors'
  | 'harassment'
  | 'harassment/threatening'
  | 'hate'
  | 'hate/threatening'
  | 'illicit'
  | 'illicit/violent'
  | 'self-harm'
  | 'self-harm/intent'
  | 'self-harm/instructions'
  | 'violence'
  | 'violence/graphic';

/** How the moderation endpoints answer; a rule's fields replace the script's for the requests it matches. */
export interface FakeModerationBehaviour {
  /** OpenAI: scores of the categories named (every other category scores 0.0001). */
  scores: Partial<Record<ModerationCategoryName, number>>;
  /** Guard: the model's whole answer, e.g. `safe` or `unsafe\nS11` (Llama Guard 3's format). */
  verdict: string;
  /** Wait before answering (ends early if the client goes away). */
  delayMs: number;
  /** Answer with this HTTP status and OpenAI's error body. */
  status?: number;
  /** Answer 200 with this text as the body (garbage, a wrong shape). */
  rawBody?: string;
}

export interface FakeModerationRule extends Partial<FakeModerationBehaviour> {
  /** Matches when the classified text (a moderation `input`, or the last chat message) contains this. */
  whenInputIncludes: string;
}

export interface FakeModerationScript extends FakeModerationBehaviour {
  /** Chat completions whose `model` is this are guard requests (default FAKE_GUARD_MODEL). */
  guardModel: string;
  /** The first rule that matches decides (OpenAI scores each input by its own first matching rule). */
  rules: FakeModerationRule[];
}


export interface RecordedRequest {
  protocol: FakeProtocol;
  method: string;
  /** Path and query, e.g. /v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse */
  url: string;
  /** The model named in the path (Gemini) or the body (OpenAI). */
  model: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Time (performance.timeOrigin + performance.now(), ms) the request started arriving. */
  receivedAt: number;
  /** Time (performance.timeOrigin + performance.now(), ms) each piece was written. */
  chunkSentAt: number[];
  /** The whole response was written and ended. */
  completed: boolean;
  /** The client closed the connection before the response ended (Stop, timeout). */
  closedByClient: boolean;
  /** Resolves when the connection is gone, whoever ended it. */
  closed: Promise<void>;
}

/** performance.timeOrigin + performance.now(): a wall-clock time in ms with sub-ms precision. */
export declare const preciseNow: () => number;

/** `[t=<ms>]`: the send time written into a piece when the script sets `stampSendTime`. */
export declare const sendTimeStamp: (at: number) => string;
/** Every send time found in a text (global regular expression; group 1 is the time in ms). */
export declare const SEND_TIME_STAMPS: RegExp;

/** OpenAI's moderation categories, in the order its responses list them. */
export declare const MODERATION_CATEGORIES: readonly ModerationCategoryName[];
/** The guard model's default name (`llama-guard3:1b`, as Ollama names Llama Guard 3 1B). */
export declare const FAKE_GUARD_MODEL: string;

/** A real HTTP server on 127.0.0.1 speaking Gemini's and OpenAI's streaming protocols, scripted per test. */
export declare class FakeModelServer {
  private constructor();
  /** Every request received since the last reset(). */
  readonly requests: RecordedRequest[];
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Listens on 127.0.0.1; port 0 (the default) picks a free one. */
  static start(port?: number): Promise<FakeModelServer>;
  /** Base URL for OPENAI_BASE_URL (the OpenAI path convention includes /v1). */
  get openAiBaseUrl(): string;
  /** Scripts every following request (unspecified fields take the defaults). */
  script(script: Partial<FakeScript>): void;
  /**
   * Scripts the moderation endpoints for every following request (unspecified fields take the
   * defaults: every score 0.0001, verdict `safe`, no delay, guardModel FAKE_GUARD_MODEL).
   */
  moderation(script: Partial<FakeModerationScript>): void;
  /** Forgets recorded requests and goes back to the default scripts (chat and moderation). */
  reset(): void;
  get lastRequest(): RecordedRequest | undefined;
  stop(): Promise<void>;
}
