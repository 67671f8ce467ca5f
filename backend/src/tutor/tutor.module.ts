import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimiterFactory } from '../common/rate-limit/rate-limiter.factory.js';
import { APP_CONFIG } from '../config/config.constants.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { createAnswerProvider } from './ai/answer-provider.factory.js';
import { ANSWER_PROVIDER, AnswerGenerationService } from './answers/answer-generation.service.js';
import { AnswerStore } from './answers/answer-store.js';
import { AiUsageModule } from '../ai-usage/ai-usage.module.js';
import { ClassesModule } from '../classes/classes.module.js';
import { WelfareModule } from '../safety/welfare/welfare.module.js';
import { AnswerSafety } from './answers/answer-safety.js';
import { AiUsageService } from '../ai-usage/ai-usage.service.js';
import { AnswerStreamHandover } from './answers/answer-stream-handover.js';
import { ANSWER_USAGE_HOOKS } from './answers/answer-usage-hooks.js';
import { ANSWER_RATE_LIMITER, AnswersService } from './answers/answers.service.js';
import { ConversationsController } from './conversations/conversations.controller.js';
import { ConversationsService } from './conversations/conversations.service.js';
import { ConversationStore } from './conversations/conversation-store.js';
import { Question } from './entities/question.entity.js';
import { ANSWER_CLAIMS } from './live/answer-claims.js';
import { InMemoryAnswerClaims } from './live/in-memory-answer-claims.js';
import { InMemoryLiveAnswerBus } from './live/in-memory-live-answer-bus.js';
import { LIVE_ANSWER_BUS } from './live/live-answer-bus.js';
import { RedisAnswerClaims } from './live/redis-answer-claims.js';
import { ANSWER_STREAM_SLOTS, InMemoryAnswerStreamSlots } from './live/answer-stream-slots.js';
import { RedisAnswerStreamSlots } from './live/redis-answer-stream-slots.js';
import { RedisLiveAnswerBus } from './live/redis-live-answer-bus.js';
import { QuestionsController } from './questions.controller.js';
import { QuestionsService } from './questions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Question]), AuthModule, AiUsageModule, ClassesModule, WelfareModule],
  // ConversationsController first: its static paths (/ques/conversations, /ques/preferences) read clearer before /ques/:id.
  controllers: [ConversationsController, QuestionsController],
  providers: [
    QuestionsService,
    ConversationsService,
    ConversationStore,
    AnswersService,
    AnswerGenerationService,
    AnswerSafety,
    AnswerStore,
    AnswerStreamHandover,
    {
      provide: ANSWER_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) => createAnswerProvider(config.ai),
    },
    // Live answers and claims: in process without REDIS_URL (one backend), shared through Redis
    // with it (several replicas: follow, re-attach and stop an answer from any of them).
    {
      provide: LIVE_ANSWER_BUS,
      inject: [REDIS_CLIENT],
      useFactory: (redis: Redis | null) =>
        redis ? new RedisLiveAnswerBus(redis) : new InMemoryLiveAnswerBus(),
    },
    {
      provide: ANSWER_CLAIMS,
      inject: [REDIS_CLIENT],
      useFactory: (redis: Redis | null) =>
        redis ? new RedisAnswerClaims(redis) : new InMemoryAnswerClaims(),
    },
    {
      provide: ANSWER_STREAM_SLOTS,
      inject: [REDIS_CLIENT],
      useFactory: (redis: Redis | null) =>
        redis ? new RedisAnswerStreamSlots(redis) : new InMemoryAnswerStreamSlots(),
    },
    // Where daily quotas plug in (docs/tutor.md, "Usage hooks").
    // Daily quotas and the school's ceiling (src/ai-usage).
    { provide: ANSWER_USAGE_HOOKS, useExisting: AiUsageService },
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
export class TutorModule {}
