import type { QuestionStatus } from '@elearning/contract';
import type { TokenUsage } from '../ai/answer-provider.js';

export interface GenerationContext {
  userId: string;
  questionId: string;
  conversationId: string;
  /** The daily allowance of the conversation's class (docs/classes.md); null: the school's. */
  classDailyTokens?: number | null;
}

/**
 * The one place where per-student usage rules plug into the answer flow (docs/tutor.md, "Usage
 * hooks"): `beforeGeneration` runs before the model is called for a new answer (after the answer
 * rate limit and the concurrency claim) and may refuse it by throwing an ApiErrorException, e.g. a
 * TooManyRequestsException (429 + Retry-After), which the student sees as is; `afterGeneration`
 * runs once the answer is saved and before its final event is sent, whatever its outcome, with the
 * tokens it cost (never throws into the answer: failures are logged).
 */
export interface AnswerUsageHooks {
  beforeGeneration(context: GenerationContext): Promise<void>;
  afterGeneration(context: GenerationContext & { status: QuestionStatus; usage: TokenUsage }): Promise<void>;
}

/** Injection token of the AnswerUsageHooks (bound to NoAnswerUsageHooks in TutorModule). */
export const ANSWER_USAGE_HOOKS = Symbol('ANSWER_USAGE_HOOKS');

/** No quota: every answer may start, nothing is recorded. */
export class NoAnswerUsageHooks implements AnswerUsageHooks {
  async beforeGeneration(): Promise<void> {}
  async afterGeneration(): Promise<void> {}
}
