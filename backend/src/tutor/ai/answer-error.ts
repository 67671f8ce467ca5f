import type { AnswerErrorCode, AnswerErrorEvent } from '@elearning/contract';

/** Why an answer could not be produced, in the terms of the API contract (packages/contract/src/api.ts). */
export type { AnswerErrorCode, AnswerErrorEvent };

/** Student-facing texts: they say what happened and what to do, never upstream details. */
export const ANSWER_ERROR_MESSAGES = {
  notConfigured:
    'The AI tutor is not configured on this server. An administrator must set GEMINI_API_KEY ' +
    '(or AI_PROVIDER=openai with OPENAI_BASE_URL and OPENAI_MODEL) for the backend and restart it.',
  upstreamRateLimited:
    'The AI tutor is receiving too many requests right now. Please wait a moment and try again.',
  upstream: 'The AI tutor could not answer right now. Please try again.',
  timeout: 'The AI tutor took too long to answer. Please try again.',
  emptyAnswer: 'The AI tutor returned an empty answer. Please try again or rephrase the question.',
  internal: 'Something went wrong while answering. Please try again.',
  /** Gemini's safety filters blocked the question or the answer (gemini-safety.ts): kind, never the reason. */
  blocked:
    "The AI tutor can't help with that. If something is worrying you, please talk to a teacher or a trusted adult.",
  /** The answer check found something a student must not read in the model's answer (docs/safety.md). */
  retracted:
    "This answer was removed because it contained something that isn't suitable here. " +
    'Please ask in a different way, or talk to a teacher.',
  recitation:
    'The AI tutor stopped because its answer was too close to a text published elsewhere. ' +
    'Please try again or ask in a different way.',
  studentRateLimited: 'Too many questions: please wait a minute and try again',
  interrupted: 'This answer was interrupted before it finished. Please try again.',
  tooManyAtOnce: (limit: number) =>
    `You already have ${limit} ${limit === 1 ? 'answer' : 'answers'} being written. ` +
    'Wait for one to finish or stop it, then try again.',
  tooManyStreams: (limit: number) =>
    `You are already following ${limit} answers in other tabs or windows. ` +
    'Close one of them, then try again.',
} as const;

/** What a withheld answer's turn shows instead of it, also after a reload (questions.withheld). */
export const WITHHELD_NOTICES = {
  blocked: ANSWER_ERROR_MESSAGES.blocked,
  retracted: ANSWER_ERROR_MESSAGES.retracted,
} as const;

/** An answer failure that can be sent to the student as an `error` event as is. */
export class AnswerError extends Error {
  constructor(
    readonly code: AnswerErrorCode,
    message: string,
    readonly retryable: boolean,
    /** What really happened (status, upstream body): for the server log only. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'AnswerError';
  }

  toEvent(): AnswerErrorEvent {
    return { message: this.message, code: this.code, retryable: this.retryable };
  }

  static notConfigured(): AnswerError {
    return new AnswerError('not_configured', ANSWER_ERROR_MESSAGES.notConfigured, false);
  }

  static timeout(timeoutMs: number, what: string): AnswerError {
    return new AnswerError('timeout', ANSWER_ERROR_MESSAGES.timeout, true, `${what} after ${timeoutMs} ms`);
  }

  /** Maps an upstream HTTP status: 429 is a rate limit, anything else is an upstream failure. */
  static fromStatus(status: number, detail: string): AnswerError {
    if (status === 429) {
      return new AnswerError(
        'rate_limited',
        ANSWER_ERROR_MESSAGES.upstreamRateLimited,
        true,
        `HTTP 429: ${detail}`,
      );
    }
    return new AnswerError('upstream', ANSWER_ERROR_MESSAGES.upstream, true, `HTTP ${status}: ${detail}`);
  }

  /** The model's own safety filters refused the question or stopped the answer: asking again would not help. */
  static blocked(detail: string): AnswerError {
    return new AnswerError('blocked', ANSWER_ERROR_MESSAGES.blocked, false, detail);
  }

  /** The model stopped because its answer repeated a published text: another attempt usually differs. */
  static recitation(detail: string): AnswerError {
    return new AnswerError('upstream', ANSWER_ERROR_MESSAGES.recitation, true, detail);
  }

  /** A malformed or truncated stream, a refused connection, a body that is not what the protocol says. */
  static upstream(detail: string): AnswerError {
    return new AnswerError('upstream', ANSWER_ERROR_MESSAGES.upstream, true, detail);
  }
}

/** Keeps log lines short: upstream error bodies can be large. */
export function shorten(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
