import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { createAnswerProvider } from './ai/answer-provider.factory.js';
import { RateLimiterFactory } from '../common/rate-limit/rate-limiter.factory.js';
import { ANSWER_PROVIDER, ANSWER_RATE_LIMITER, AnswersService } from './answers.service.js';
import { Question } from './entities/question.entity.js';
import { QuesController } from './ques.controller.js';
import { QuesService } from './ques.service.js';
import { QuestionRateLimitGuard } from './question-rate-limit.guard.js';

@Module({
  imports: [TypeOrmModule.forFeature([Question]), AuthModule],
  controllers: [QuesController],
  providers: [
    QuesService,
    AnswersService,
    QuestionRateLimitGuard,
    {
      provide: ANSWER_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) => createAnswerProvider(config.ai),
    },
    {
      provide: ANSWER_RATE_LIMITER,
      inject: [APP_CONFIG, RateLimiterFactory],
      // Open while Redis is down: each replica then counts on its own (answers cost model quota,
      // not security), rather than stopping every student's answers.
      useFactory: (config: ResolvedConfig, limits: RateLimiterFactory) =>
        limits.create({
          name: 'answers-student',
          points: config.ai.answerRateLimitPerMinute,
          whenRedisDown: 'open',
        }),
    },
  ],
})
export class QuesModule {}
