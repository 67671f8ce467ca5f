import { AnswerError, ANSWER_ERROR_MESSAGES } from './answer-error.js';
import type { AnswerProvider } from './answer-provider.js';

export interface StreamAnswerOptions {
  /** Aborted when the student stops the answer (the request closed). */
  signal: AbortSignal;
  /** Longest wait for the first piece and between two pieces. */
  timeoutMs: number;
  /** Longest the whole answer may take. */
  totalTimeoutMs: number;
}

/**
 * Streams a provider's answer with the timeouts applied and every failure turned into an
 * `AnswerError`. When the caller's signal aborts, the upstream request is aborted at once and the
 * caller's abort reason is thrown; leaving the loop early (break/return) aborts the upstream too.
 */
export async function* streamAnswer(
  provider: AnswerProvider,
  question: string,
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
  let stall = setTimeout(
    () => expire(AnswerError.timeout(options.timeoutMs, 'first piece')),
    options.timeoutMs,
  );
  try {
    for await (const text of provider.stream(question, upstream.signal)) {
      clearTimeout(stall);
      stall = setTimeout(
        () => expire(AnswerError.timeout(options.timeoutMs, 'no new piece')),
        options.timeoutMs,
      );
      yield text;
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
