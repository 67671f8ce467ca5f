import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { type RateLimit, pleaseWait, throwIfRefused } from '../common/rate-limit/rate-limit.js';
import { RateLimiterFactory } from '../common/rate-limit/rate-limiter.factory.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { SecurityEvents } from '../security-events/security-events.service.js';

export function tooManyQuestionsMessage(seconds: number): string {
  return `You have saved many questions in a short time: ${pleaseWait(seconds)}`;
}

/**
 * Questions saved per student per minute (QUESTION_RATE_LIMIT_PER_MINUTE), after JwtAuthGuard:
 * per account, not per address, so a class behind one address is never limited together.
 */
@Injectable()
export class QuestionRateLimitGuard implements CanActivate {
  private readonly perStudent: RateLimit;

  constructor(
    @Inject(APP_CONFIG) config: ResolvedConfig,
    limits: RateLimiterFactory,
    private readonly events: SecurityEvents,
  ) {
    this.perStudent = limits.create({
      name: 'questions-student',
      points: config.questionRateLimitPerMinute,
      whenRedisDown: 'open',
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: AuthenticatedUser }>();
    const decision = await this.perStudent.consume(user.id);
    if (!decision.allowed)
      this.events.record('limit.refused', { userId: user.id, limit: 'questions-student' });
    throwIfRefused(decision, tooManyQuestionsMessage);
    return true;
  }
}
