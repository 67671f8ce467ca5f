import { z } from 'zod';
import {
  always,
  type Env,
  httpUrl,
  oneOf,
  optional,
  parseSection,
  text,
  wholeNumber,
  withDefault,
} from '../../config/env.js';

/** Settings of the AI tutor, read from the environment once at start (see backend/README.md). */
export type AiProviderName = 'gemini' | 'openai' | 'none';

export interface AiConfig {
  provider: AiProviderName;
  gemini: {
    apiKey: string | undefined;
    model: string;
    /** Proxies, regional endpoints, tests; undefined means Google's public endpoint. */
    baseUrl: string | undefined;
    /** undefined means the SDK's default (v1beta). */
    apiVersion: string | undefined;
  };
  openai: {
    /** Including the version path, e.g. http://localhost:11434/v1 for Ollama. */
    baseUrl: string | undefined;
    model: string | undefined;
    apiKey: string | undefined;
  };
  /** Longest wait for the first piece of an answer and between two pieces (a stalled stream). */
  timeoutMs: number;
  /** Longest a whole answer may take, however steadily it arrives. */
  totalTimeoutMs: number;
  /** Answers a student may request per minute (sliding window). */
  answerRateLimitPerMinute: number;
  /** Output-token cap sent to the model with every answer. */
  maxOutputTokens: number;
  /** Characters of earlier turns sent with a follow-up (oldest dropped first, the first question kept). */
  historyChars: number;
  /** Answers one student may have being written at once (abandoned tabs cannot pile up work). */
  maxConcurrentAnswersPerStudent: number;
  /** Questions one conversation may hold; then the student starts a new one. */
  maxTurnsPerConversation: number;
  /** Answer streams one student may hold open at once (the school's shared address keeps its connections). */
  maxStreamsPerStudent: number;
}

/** A current model id; gemini-1.5-pro (the original requirement, docs/requirements.md#ask-a-question) is retired, so the id is configurable. */
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

const AI_PROVIDERS = ['gemini', 'openai', 'none'] as const;

const AI_ENV = z
  .object({
    AI_PROVIDER: optional(oneOf(AI_PROVIDERS)),
    GEMINI_API_KEY: optional(text),
    GEMINI_MODEL: withDefault(text, DEFAULT_GEMINI_MODEL),
    GEMINI_BASE_URL: optional(httpUrl),
    GEMINI_API_VERSION: optional(
      text.regex(/^v\d+(alpha|beta)?$/, {
        error: (issue) => `must look like v1 or v1beta (got "${String(issue.input)}")`,
      }),
    ),
    OPENAI_BASE_URL: optional(httpUrl),
    OPENAI_MODEL: optional(text),
    OPENAI_API_KEY: optional(text),
    AI_TIMEOUT_MS: withDefault(wholeNumber(100, 300_000), '60000'),
    AI_TOTAL_TIMEOUT_MS: optional(wholeNumber(100, 3_600_000)),
    ANSWER_RATE_LIMIT_PER_MINUTE: withDefault(wholeNumber(1, 100_000), '20'),
    AI_MAX_OUTPUT_TOKENS: withDefault(wholeNumber(16, 1_000_000), '8192'),
    AI_HISTORY_CHARS: withDefault(wholeNumber(0, 2_000_000), '24000'),
    AI_MAX_CONCURRENT_ANSWERS_PER_STUDENT: withDefault(wholeNumber(1, 100), '2'),
    AI_MAX_TURNS_PER_CONVERSATION: withDefault(wholeNumber(1, 10_000), '100'),
    AI_MAX_STREAMS_PER_STUDENT: withDefault(wholeNumber(1, 100), '4'),
  })
  // An explicit choice that cannot work is a mistake worth stopping for; no choice at all just
  // leaves the tutor off (the answer stream then says what to set). An OPENAI_BASE_URL that is set
  // but invalid is reported as such, not as missing.
  .superRefine((env, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    if (env.AI_PROVIDER === 'gemini' && env.GEMINI_API_KEY === undefined)
      problem('AI_PROVIDER=gemini needs GEMINI_API_KEY');
    if (env.AI_PROVIDER === 'openai') {
      if (env.OPENAI_BASE_URL === undefined)
        problem('AI_PROVIDER=openai needs OPENAI_BASE_URL (e.g. http://localhost:11434/v1 for Ollama)');
      if (env.OPENAI_MODEL === undefined) problem('AI_PROVIDER=openai needs OPENAI_MODEL (e.g. llama3.2)');
    }
  }, always)
  .transform((env): AiConfig => ({
    provider: env.AI_PROVIDER ?? (env.GEMINI_API_KEY !== undefined ? 'gemini' : 'none'),
    gemini: {
      apiKey: env.GEMINI_API_KEY,
      model: env.GEMINI_MODEL,
      baseUrl: env.GEMINI_BASE_URL,
      apiVersion: env.GEMINI_API_VERSION,
    },
    openai: { baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, apiKey: env.OPENAI_API_KEY },
    timeoutMs: env.AI_TIMEOUT_MS,
    totalTimeoutMs: env.AI_TOTAL_TIMEOUT_MS ?? Math.max(300_000, env.AI_TIMEOUT_MS),
    answerRateLimitPerMinute: env.ANSWER_RATE_LIMIT_PER_MINUTE,
    maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS,
    historyChars: env.AI_HISTORY_CHARS,
    maxConcurrentAnswersPerStudent: env.AI_MAX_CONCURRENT_ANSWERS_PER_STUDENT,
    maxTurnsPerConversation: env.AI_MAX_TURNS_PER_CONVERSATION,
    maxStreamsPerStudent: env.AI_MAX_STREAMS_PER_STUDENT,
  }));

/**
 * Parses the AI variables; every problem names the variable at fault and is meant to stop the
 * start-up (together with the rest of the configuration's problems). With problems, the config is
 * the tutor switched off (start-up stops anyway).
 */
export function parseAiConfig(env: Env): { config: AiConfig; problems: string[] } {
  return parseSection(AI_ENV, env);
}
