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

type Env = Record<string, string | undefined>;

function readString(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Parses the AI variables; every problem names the variable at fault and is meant to stop the
 * start-up (together with the rest of the configuration's problems).
 */
export function parseAiConfig(env: Env): { config: AiConfig; problems: string[] } {
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = readString(env, name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };

  const httpUrl = (name: string): string | undefined => {
    const raw = readString(env, name);
    if (raw === undefined) return undefined;
    let protocol = '';
    try {
      protocol = new URL(raw).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      problems.push(`${name} must be an http:// or https:// URL (got "${raw}")`);
      return undefined;
    }
    return raw.replace(/\/+$/, '');
  };

  const geminiApiKey = readString(env, 'GEMINI_API_KEY');
  const openaiBaseUrl = httpUrl('OPENAI_BASE_URL');
  const openaiModel = readString(env, 'OPENAI_MODEL');

  const rawProvider = readString(env, 'AI_PROVIDER');
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
    if (openaiBaseUrl === undefined && readString(env, 'OPENAI_BASE_URL') === undefined) {
      problems.push('AI_PROVIDER=openai needs OPENAI_BASE_URL (e.g. http://localhost:11434/v1 for Ollama)');
    }
    if (openaiModel === undefined) problems.push('AI_PROVIDER=openai needs OPENAI_MODEL (e.g. llama3.2)');
  }

  const timeoutMs = int('AI_TIMEOUT_MS', 60_000, 100, 300_000);
  const config: AiConfig = {
    provider,
    gemini: {
      apiKey: geminiApiKey,
      model: readString(env, 'GEMINI_MODEL') ?? DEFAULT_GEMINI_MODEL,
      baseUrl: httpUrl('GEMINI_BASE_URL'),
      apiVersion: readString(env, 'GEMINI_API_VERSION'),
    },
    openai: { baseUrl: openaiBaseUrl, model: openaiModel, apiKey: readString(env, 'OPENAI_API_KEY') },
    timeoutMs,
    totalTimeoutMs: int('AI_TOTAL_TIMEOUT_MS', Math.max(300_000, timeoutMs), 100, 3_600_000),
    answerRateLimitPerMinute: int('ANSWER_RATE_LIMIT_PER_MINUTE', 20, 1, 100_000),
  };
  if (config.gemini.apiVersion !== undefined && !/^v\d+(alpha|beta)?$/.test(config.gemini.apiVersion)) {
    problems.push(`GEMINI_API_VERSION must look like v1 or v1beta (got "${config.gemini.apiVersion}")`);
  }
  return { config, problems };
}
