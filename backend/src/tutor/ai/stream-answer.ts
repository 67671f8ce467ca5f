import { AnswerError, ANSWER_ERROR_MESSAGES } from './answer-error.js';
import type { AnswerProvider, ModelRequest, TokenUsage } from './answer-provider.js';

export interface StreamAnswerOptions {
  /** Aborted when the answer is stopped (POST /ques/:id/stop). */
  signal: AbortSignal;
  /** Longest wait for the first piece and between two pieces. */
  timeoutMs: number;
  /** Longest the whole answer may take. */
  totalTimeoutMs: number;
  /** The tokens the provider reported for the answer (not called when it reported none). */
  onUsage?(usage: Omit<TokenUsage, 'estimated'>): void;
}

/**
 * Streams a provider's answer with the timeouts applied and every failure turned into an
 * `AnswerError`. When the caller's signal aborts, the upstream request is aborted at once and the
 * caller's abort reason is thrown; leaving the loop early (break/return) aborts the upstream too.
 */
export async function* streamAnswer(
  provider: AnswerProvider,
  request: ModelRequest,
  options: StreamAnswerOptions,
): AsyncGenerator<string, void, undefined> {
  const upstream = new AbortController();
  let timeoutError: AnswerError | undefined;
  const expire = (error: AnswerError) => {
    timeoutError ??= error;
    upstream.abort(error);
  };
  const stopFromCaller = () => upstream.abort(options.signal.reason);
  if (options.signal.aborted) throw options.signal.reason;
  options.signal.addEventListener('abort', stopFromCaller, { once: true });

  const total = setTimeout(
    () => expire(AnswerError.timeout(options.totalTimeoutMs, 'whole answer')),
    options.totalTimeoutMs,
  );
  // The stall timer is not reset per piece (two timer operations for each of thousands of pieces a
  // second when a class asks at once): it fires at its deadline and, if a piece came meanwhile,
  // sleeps again until timeoutMs after that piece.
  let lastPieceAt: number | undefined;
  let stall: NodeJS.Timeout;
  const checkStall = () => {
    const idleMs = lastPieceAt === undefined ? options.timeoutMs : performance.now() - lastPieceAt;
    if (idleMs >= options.timeoutMs)
      expire(
        AnswerError.timeout(options.timeoutMs, lastPieceAt === undefined ? 'first piece' : 'no new piece'),
      );
    else stall = setTimeout(checkStall, options.timeoutMs - idleMs);
  };
  stall = setTimeout(checkStall, options.timeoutMs);
  try {
    for await (const output of provider.stream(request, upstream.signal)) {
      if ('usage' in output) {
        options.onUsage?.(output.usage);
        continue;
      }
      lastPieceAt = performance.now();
      yield output.text;
    }
  } catch (error) {
    if (timeoutError) throw timeoutError;
    if (options.signal.aborted) throw options.signal.reason;
    if (error instanceof AnswerError) throw error;
    throw new AnswerError('internal', ANSWER_ERROR_MESSAGES.internal, true, String(error));
  } finally {
    clearTimeout(total);
    clearTimeout(stall);
    options.signal.removeEventListener('abort', stopFromCaller);
    // Closes the upstream connection if the loop was left before the stream ended.
    upstream.abort();
  }
}
