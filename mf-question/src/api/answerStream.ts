import { createParser } from 'eventsource-parser';
import type {
  AnswerChunkEvent,
  AnswerErrorCode,
  AnswerErrorEvent,
  AnswerHelpEvent,
  AnswerRetractedEvent,
} from '@elearning/contract';
import {
  ApiError,
  BackendUnreachableError,
  SessionExpiredError,
  isAbortError,
  canRetrySoon,
} from '@elearning/remote-kit';
import type { QuestionApi } from './questionApi';

/** How one POST /ques/:id/answer ended. */
export type AnswerStreamOutcome =
  | { kind: 'done' }
  /** The answer was stopped (POST /ques/:id/stop), or this page aborted its reading. */
  | { kind: 'stopped' }
  /** The answer check withheld what was written: show `message` instead (docs/safety.md). */
  | { kind: 'retracted'; message: string }
  | {
      kind: 'error';
      message: string;
      code: AnswerErrorCode | 'http' | 'network' | 'interrupted';
      retryable: boolean;
    };

export interface AnswerStreamHandlers {
  /** A piece of the answer; `replayed`: written before this request attached (show it at once). */
  onChunk(text: string, replayed: boolean): void;
  signal: AbortSignal;
  /** Re-attach from just after this SSE id ('0-0': from the start); never starts an answer. */
  lastEventId?: string;
  /** The id of every event received, to resume after it if the connection drops. */
  onEventId?(id: string): void;
  /** The help card (the school's help resources, Markdown): show it above the answer. */
  onHelp?(markdown: string): void;
}

const INTERRUPTED_MESSAGE = 'The answer was interrupted before it finished. Try again.';
const RETRACTED_MESSAGE = 'This answer was removed because it contained something that isn’t suitable here.';

/**
 * POSTs /ques/:id/answer and reads its text/event-stream body (named events chunk, help, done,
 * stopped, retracted, error, each with an SSE id; see the contract). EventSource cannot POST or send headers, so the body is read
 * with fetch and parsed by eventsource-parser. An expired session is thrown
 * (SessionExpiredError: the shell takes over); everything else resolves to an outcome.
 */
export async function streamAnswer(
  api: QuestionApi,
  questionId: string,
  { onChunk, signal, lastEventId, onEventId, onHelp }: AnswerStreamHandlers,
): Promise<AnswerStreamOutcome> {
  // Held in an object: it is set from the parser's callback, which TypeScript's narrowing cannot see.
  const result: { outcome: AnswerStreamOutcome | null } = { outcome: null };
  const parser = createParser({
    onEvent(event) {
      if (result.outcome) return;
      const data = parseJson(event.data);
      if (event.event === 'chunk') {
        const chunk = data as Partial<AnswerChunkEvent> | null;
        if (typeof chunk?.text === 'string' && chunk.text.length > 0)
          onChunk(chunk.text, chunk.replayed === true);
      } else if (event.event === 'help') {
        const help = data as Partial<AnswerHelpEvent> | null;
        if (typeof help?.markdown === 'string' && help.markdown !== '') onHelp?.(help.markdown);
      } else if (event.event === 'retracted') {
        const retracted = data as Partial<AnswerRetractedEvent> | null;
        result.outcome = {
          kind: 'retracted',
          message: typeof retracted?.message === 'string' ? retracted.message : RETRACTED_MESSAGE,
        };
      } else if (event.event === 'done') {
        result.outcome = { kind: 'done' };
      } else if (event.event === 'stopped') {
        result.outcome = { kind: 'stopped' };
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
      if (event.id) onEventId?.(event.id);
    },
  });

  try {
    const response = await api.openAnswerStream(questionId, signal, lastEventId);
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
        // 429: a per-minute limit or too many answers at once pass soon; a daily quota does not.
        retryable: canRetrySoon(error),
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
