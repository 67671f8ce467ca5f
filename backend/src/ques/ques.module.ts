import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { createAnswerProvider } from './ai/answer-provider.factory.js';
import { SlidingWindowLimiter } from '../common/rate-limit/sliding-window-limiter.js';
import { ANSWER_PROVIDER, ANSWER_RATE_LIMITER, AnswersService } from './answers.service.js';
import { Question } from './entities/question.entity.js';
import { QuesController } from './ques.controller.js';
import { QuesService } from './ques.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Question]), AuthModule],
  controllers: [QuesController],
  providers: [
    QuesService,
    AnswersService,
    {
      provide: ANSWER_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) => createAnswerProvider(config.ai),
    },
    {
      provide: ANSWER_RATE_LIMITER,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) =>
        new SlidingWindowLimiter({ limit: config.ai.answerRateLimitPerMinute }),
    },
  ],
})
export class QuesModule {}
