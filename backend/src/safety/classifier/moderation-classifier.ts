import { Logger } from '@nestjs/common';
import { type ModerationCheck, moderationChecks } from '../../metrics/metric-events.js';
import type { SafetyConfig } from '../safety-config.js';
import type { ModerationInput, ModerationResult, ModerationUnavailableReason } from './moderation-result.js';
import { GUARD_CONTEXT_TURNS, GUARD_MAX_TOKENS } from './moderation-tables.js';
import { combineHits, parseGuardCompletion, parseOpenAiModeration } from './verdicts.js';

/** config.safety.moderation (MODERATION_PROVIDER, _BASE_URL, _MODEL, _API_KEY, _TIMEOUT_MS). */
export type ModerationSettings = SafetyConfig['moderation'];

/** Failures are logged once, then at most once a minute per reason with a count (a dead server must not flood the log). */
const LOG_INTERVAL_MS = 60_000;

/**
 * The classifier a school configures beside the offline screen (issue 25, "How messages are
 * checked"): OpenAI-compatible moderation (`POST {baseUrl}/moderations`) or a guard model such as
 * Llama Guard 3 behind an OpenAI-compatible server (`POST {baseUrl}/chat/completions`). The tables
 * that turn categories into tiers are in moderation-tables.ts.
 *
 * `classify` never throws and never waits longer than MODERATION_TIMEOUT_MS: a server that is
 * down, slow, answers an error status or something unreadable gives `{available: false, reason}`,
 * logged (without the text or the key) and counted (`moderation_checks_total`), and the offline
 * screen's verdict stands. Only the text and the earlier turns' texts are sent: no name, email or id.
 */
export class ModerationClassifier {
  private readonly logger = new Logger(ModerationClassifier.name);
  private readonly lastLogged = new Map<string, { at: number; suppressed: number }>();

  constructor(private readonly settings: ModerationSettings) {}

  /** Whether a classifier is configured (false: every call answers `not-configured` at once). */
  get configured(): boolean {
    return this.target() !== undefined;
  }

  /**
   * The verdict on `input.text` (a student's message, or a piece of the model's answer: then read
   * `harmful`). `earlier`: the conversation's earlier student messages, oldest first (the guard
   * reads the last GUARD_CONTEXT_TURNS; OpenAI's endpoint scores the text alone). Resolves within
   * MODERATION_TIMEOUT_MS; when `signal` aborts first it resolves at once with reason `timeout`
   * (counted as `aborted`, not logged).
   */
  async classify(input: ModerationInput, signal?: AbortSignal): Promise<ModerationResult> {
    const target = this.target();
    if (!target) return { available: false, reason: 'not-configured' };
    if (signal?.aborted) return { available: false, reason: 'timeout' };
    // Nothing to judge: no call (an empty text is harmless, and some servers reject it).
    if (input.text.trim() === '') return combineHits([]);

    const started = performance.now();
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
    let result: ModerationResult;
    let outcome: ModerationCheck['outcome'];
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: this.headers(),
        body: JSON.stringify(target.body(input)),
        signal: combined,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        result = this.unavailable('down', `HTTP ${response.status}`);
      } else {
        result = target.parse(parseJson(await response.text()));
        if (!result.available) this.unavailable(result.reason, 'unexpected body');
      }
      outcome = result.available ? 'ok' : (result.reason as ModerationCheck['outcome']);
    } catch (error) {
      if (timeout.aborted) {
        result = this.unavailable('timeout', `no verdict within ${this.settings.timeoutMs} ms`);
        outcome = 'timeout';
      } else if (signal?.aborted) {
        // The caller gave up (the question was stopped): not the classifier's failure.
        result = { available: false, reason: 'timeout' };
        outcome = 'aborted';
      } else {
        result = this.unavailable('down', describe(error));
        outcome = 'down';
      }
    }
    const provider = this.settings.provider as ModerationCheck['provider'];
    moderationChecks.publish({
      provider,
      outcome,
      durationSeconds: (performance.now() - started) / 1000,
    } satisfies ModerationCheck);
    return result;
  }

  private target():
    | { url: string; body: (input: ModerationInput) => unknown; parse: (body: unknown) => ModerationResult }
    | undefined {
    const { provider, baseUrl, model } = this.settings;
    if (!baseUrl) return undefined;
    const base = baseUrl.replace(/\/+$/, '');
    if (provider === 'openai') {
      return {
        url: `${base}/moderations`,
        // One text per call: the earlier turns were scored when they were sent.
        body: ({ text }) => (model ? { model, input: text } : { input: text }),
        parse: parseOpenAiModeration,
      };
    }
    if (provider === 'guard' && model) {
      return {
        url: `${base}/chat/completions`,
        // The guard reads the last few student turns and judges only the last message.
        body: ({ text, earlier }) => ({
          model,
          messages: [
            ...earlier.slice(-GUARD_CONTEXT_TURNS).map((turn) => ({ role: 'user', content: turn })),
            { role: 'user', content: text },
          ],
          max_tokens: GUARD_MAX_TOKENS,
          temperature: 0,
          stream: false,
        }),
        parse: parseGuardCompletion,
      };
    }
    return undefined;
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.settings.apiKey) headers.authorization = `Bearer ${this.settings.apiKey}`;
    return headers;
  }

  /** Logs why there is no verdict (never the text, the key or the URL's credentials), throttled per reason. */
  private unavailable(reason: ModerationUnavailableReason, detail: string): ModerationResult {
    const now = Date.now();
    const last = this.lastLogged.get(reason);
    if (last && now - last.at < LOG_INTERVAL_MS) {
      last.suppressed += 1;
    } else {
      const more = last?.suppressed ? ` (${last.suppressed} more since the last report)` : '';
      this.logger.warn(
        `moderation classifier (${this.settings.provider}) unavailable: ${reason}, ${detail}${more}; the offline screen's verdict stands`,
      );
      this.lastLogged.set(reason, { at: now, suppressed: 0 });
    }
    return { available: false, reason };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The network error's code (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET), not its message. */
function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'error';
}
