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
  /**
   * Each text piece, in order. A promise returned holds back the next piece until it settles; an
   * error thrown (or rejected with) stops the answer and is what `streamAnswer` rejects with.
   */
  onPiece(text: string): void | Promise<void>;
}

/**
 * Streams a provider's answer to `options.onPiece` with the timeouts applied and every failure
 * turned into an `AnswerError`; settles when the answer has ended. When the caller's signal aborts,
 * the upstream request is aborted at once and the caller's abort reason is the rejection; an error
 * from `onPiece` aborts the upstream too and is the rejection as it is.
 */
export async function streamAnswer(
  provider: AnswerProvider,
  request: ModelRequest,
  options: StreamAnswerOptions,
): Promise<void> {
  const upstream = new AbortController();
  let timeoutError: AnswerError | undefined;
  let pieceError: { error: unknown } | undefined;
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
  const recordPieceError = (error: unknown): never => {
    pieceError ??= { error };
    throw error;
  };
  try {
    await provider.stream(request, upstream.signal, (output) => {
      if ('usage' in output) return options.onUsage?.(output.usage);
      lastPieceAt = performance.now();
      try {
        return options.onPiece(output.text)?.catch(recordPieceError);
      } catch (error) {
        return recordPieceError(error);
      }
    });
  } catch (error) {
    if (pieceError) throw pieceError.error;
    if (timeoutError) throw timeoutError;
    if (options.signal.aborted) throw options.signal.reason;
    if (error instanceof AnswerError) throw error;
    throw new AnswerError('internal', ANSWER_ERROR_MESSAGES.internal, true, String(error));
  } finally {
    clearTimeout(total);
    clearTimeout(stall);
    options.signal.removeEventListener('abort', stopFromCaller);
    // Closes the upstream connection if the stream was left before it ended.
    upstream.abort();
  }
}
