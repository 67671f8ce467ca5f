import { createParser } from 'eventsource-parser';
import type { AnswerChunkEvent, AnswerErrorCode, AnswerErrorEvent } from '@elearning/contract';
import {
  ApiError,
  BackendUnreachableError,
  SessionExpiredError,
  isAbortError,
  isRetryableStatus,
} from '@elearning/remote-kit';
import type { QuestionApi } from './questionApi';

/** How one POST /ques/:id/answer ended. */
export type AnswerStreamOutcome =
  | { kind: 'done' }
  | { kind: 'stopped' }
  | {
      kind: 'error';
      message: string;
      code: AnswerErrorCode | 'http' | 'network' | 'interrupted';
      retryable: boolean;
    };

export interface AnswerStreamHandlers {
  onChunk(text: string): void;
  signal: AbortSignal;
}

const INTERRUPTED_MESSAGE = 'The answer was interrupted before it finished. Try again.';

/**
 * POSTs /ques/:id/answer and reads its text/event-stream body (named events chunk, done,
 * error; see the contract). EventSource cannot POST or send headers, so the body is read
 * with fetch and parsed by eventsource-parser. An expired session is thrown
 * (SessionExpiredError: the shell takes over); everything else resolves to an outcome.
 */
export async function streamAnswer(
  api: QuestionApi,
  questionId: string,
  { onChunk, signal }: AnswerStreamHandlers,
): Promise<AnswerStreamOutcome> {
  // Held in an object: it is set from the parser's callback, which TypeScript's narrowing cannot see.
  const result: { outcome: AnswerStreamOutcome | null } = { outcome: null };
  const parser = createParser({
    onEvent(event) {
      if (result.outcome) return;
      const data = parseJson(event.data);
      if (event.event === 'chunk') {
        const text = (data as Partial<AnswerChunkEvent> | null)?.text;
        if (typeof text === 'string' && text.length > 0) onChunk(text);
      } else if (event.event === 'done') {
        result.outcome = { kind: 'done' };
      } else if (event.event === 'error') {
        const error = (data ?? {}) as Partial<AnswerErrorEvent>;
        result.outcome = {
          kind: 'error',
          message:
            typeof error.message === 'string' && error.message
              ? error.message
              : 'The AI tutor could not answer.',
          code: error.code ?? 'internal',
          retryable: error.retryable ?? error.code !== 'not_configured',
        };
      }
    },
  });

  try {
    const response = await api.openAnswerStream(questionId, signal);
    if (!response.body)
      return { kind: 'error', message: INTERRUPTED_MESSAGE, code: 'interrupted', retryable: true };
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    while (!result.outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
    // The server closes the stream after done/error; stop reading either way.
    if (result.outcome) void reader.cancel().catch(() => undefined);
    return (
      result.outcome ?? { kind: 'error', message: INTERRUPTED_MESSAGE, code: 'interrupted', retryable: true }
    );
  } catch (error) {
    if (signal.aborted || isAbortError(error)) return { kind: 'stopped' };
    if (error instanceof ApiError) {
      return {
        kind: 'error',
        message: error.message,
        code: 'http',
        // 409: still streaming (e.g. in another tab or before a reload), 429: rate limit: both pass.
        retryable: isRetryableStatus(error.status),
      };
    }
    if (error instanceof BackendUnreachableError) {
      return { kind: 'error', message: error.message, code: 'network', retryable: true };
    }
    if (error instanceof SessionExpiredError) throw error;
    // Anything else broke the connection while the body was being read.
    return { kind: 'error', message: INTERRUPTED_MESSAGE, code: 'interrupted', retryable: true };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
