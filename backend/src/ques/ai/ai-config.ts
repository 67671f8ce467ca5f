import { type Env, EnvReader } from '../../config/env-reader.js';

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
}

/** A current model id; gemini-1.5-pro (the spec's) is retired, so the id is configurable. */
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

/**
 * Parses the AI variables; every problem names the variable at fault and is meant to stop the
 * start-up (together with the rest of the configuration's problems).
 */
export function parseAiConfig(env: Env): { config: AiConfig; problems: string[] } {
  const read = new EnvReader(env);
  const problems = read.problems;

  const geminiApiKey = read.string('GEMINI_API_KEY');
  const openaiBaseUrl = read.httpUrl('OPENAI_BASE_URL');
  const openaiModel = read.string('OPENAI_MODEL');

  const rawProvider = read.string('AI_PROVIDER');
  let provider: AiProviderName = geminiApiKey !== undefined ? 'gemini' : 'none';
  if (rawProvider !== undefined) {
    if (rawProvider === 'gemini' || rawProvider === 'openai' || rawProvider === 'none') {
      provider = rawProvider;
    } else {
      problems.push(`AI_PROVIDER must be one of gemini, openai, none (got "${rawProvider}")`);
    }
  }
  // An explicit choice that cannot work is a mistake worth stopping for; no choice at all just
  // leaves the tutor off (the answer stream then says what to set).
  if (provider === 'gemini' && rawProvider !== undefined && geminiApiKey === undefined) {
    problems.push('AI_PROVIDER=gemini needs GEMINI_API_KEY');
  }
  if (provider === 'openai') {
    if (openaiBaseUrl === undefined && read.string('OPENAI_BASE_URL') === undefined) {
      problems.push('AI_PROVIDER=openai needs OPENAI_BASE_URL (e.g. http://localhost:11434/v1 for Ollama)');
    }
    if (openaiModel === undefined) problems.push('AI_PROVIDER=openai needs OPENAI_MODEL (e.g. llama3.2)');
  }

  const timeoutMs = read.int('AI_TIMEOUT_MS', 60_000, 100, 300_000);
  const config: AiConfig = {
    provider,
    gemini: {
      apiKey: geminiApiKey,
      model: read.string('GEMINI_MODEL') ?? DEFAULT_GEMINI_MODEL,
      baseUrl: read.httpUrl('GEMINI_BASE_URL'),
      apiVersion: read.string('GEMINI_API_VERSION'),
    },
    openai: { baseUrl: openaiBaseUrl, model: openaiModel, apiKey: read.string('OPENAI_API_KEY') },
    timeoutMs,
    totalTimeoutMs: read.int('AI_TOTAL_TIMEOUT_MS', Math.max(300_000, timeoutMs), 100, 3_600_000),
    answerRateLimitPerMinute: read.int('ANSWER_RATE_LIMIT_PER_MINUTE', 20, 1, 100_000),
  };
  if (config.gemini.apiVersion !== undefined && !/^v\d+(alpha|beta)?$/.test(config.gemini.apiVersion)) {
    problems.push(`GEMINI_API_VERSION must look like v1 or v1beta (got "${config.gemini.apiVersion}")`);
  }
  return { config, problems };
}
