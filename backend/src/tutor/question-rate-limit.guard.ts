import { pleaseWait } from '../common/rate-limit/rate-limit.js';
import { RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';

export function tooManyQuestionsMessage(seconds: number): string {
  return `You have saved many questions in a short time: ${pleaseWait(seconds)}`;
}

/**
 * Questions saved per student per minute (QUESTION_RATE_LIMIT_PER_MINUTE), after JwtAuthGuard:
 * per account, not per address, so a class behind one address is never limited together.
 */
export const QuestionRateLimitGuard = RateLimitGuard({
  limits: [
    {
      name: 'questions-student',
      points: (config) => config.questionRateLimitPerMinute,
      whenRedisDown: 'open',
      key: (request) => request.user?.id,
    },
  ],
  tooMany: tooManyQuestionsMessage,
  event: (request) => ({ userId: request.user?.id, limit: 'questions-student' }),
});
