import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../redis/redis.constants.js';
import {
  type AnswerFinished,
  answersFinished,
  type GroupCommitBatch,
  groupCommitBatches,
  type ModerationCheck,
  moderationChecks,
  type SafetyAlertEvent,
  safetyAlertEvents,
} from './metric-events.js';

/** The pg pool under TypeORM (its counts are read at scrape time). */
interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Every metric of this backend in one prom-client Registry of its own (per app, so tests can run
 * several apps in one process). Served at GET /metrics (MetricsController); names in
 * docs/operations.md.
 */
@Injectable()
export class MetricsService implements OnModuleDestroy {
  readonly registry = new Registry();

  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly answerFirstChunk = new Histogram({
    name: 'answer_first_chunk_seconds',
    help: 'Time from the start of an answer to its first piece of text',
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers: [this.registry],
  });
  private readonly answerDuration = new Histogram({
    name: 'answer_duration_seconds',
    help: 'Time an answer took from start to its end, by outcome',
    labelNames: ['status'] as const,
    buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
    registers: [this.registry],
  });
  private readonly modelErrors = new Counter({
    name: 'model_errors_total',
    help: 'Answers that failed, by kind (upstream, rate_limited, timeout, not_configured, ...)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly modelTokens = new Counter({
    name: 'model_tokens_total',
    help: 'Tokens the model provider reported, by direction',
    labelNames: ['direction'] as const,
    registers: [this.registry],
  });
  private readonly batchSize = new Histogram({
    name: 'group_commit_batch_size',
    help: 'Rows per group-committed INSERT, by queue',
    labelNames: ['queue'] as const,
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
    registers: [this.registry],
  });

  private readonly moderationCalls = new Counter({
    name: 'moderation_checks_total',
    help: 'Calls of the moderation classifier by provider and outcome (ok, timeout, down, bad-response, aborted)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly moderationDuration = new Histogram({
    name: 'moderation_check_duration_seconds',
    help: 'Time a moderation classifier call took, by provider',
    labelNames: ['provider'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5],
    registers: [this.registry],
  });

  private readonly safetyAlerts = new Counter({
    name: 'safety_alerts_total',
    help: 'Safety alerts by event (raised, merged, raise-failed, emailed, email-failed, realerted, deleted)',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });

  private readonly onSafetyAlert = (message: unknown) =>
    this.safetyAlerts.inc({ event: (message as { event: SafetyAlertEvent }).event });
  private readonly onBatch = (message: unknown) => {
    const { queue, size } = message as GroupCommitBatch;
    this.batchSize.observe({ queue }, size);
  };
  private readonly onAnswer = (message: unknown) => this.observeAnswer(message as AnswerFinished);
  private readonly onModeration = (message: unknown) => {
    const { provider, outcome, durationSeconds } = message as ModerationCheck;
    this.moderationCalls.inc({ provider, outcome });
    this.moderationDuration.observe({ provider }, durationSeconds);
  };

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(REDIS_CLIENT) redis: Redis | null) {
    collectDefaultMetrics({ register: this.registry });
    const pool = (dataSource.driver as unknown as { master?: PgPoolCounts }).master;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool?.totalCount ?? 0);
        this.set({ state: 'idle' }, pool?.idleCount ?? 0);
        this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
      },
    });
    new Gauge({
      name: 'redis_up',
      help: 'Whether Redis is connected (1), down (0); -1 without REDIS_URL (limits and live answers in process)',
      registers: [this.registry],
      collect() {
        this.set(redis === null ? -1 : redis.status === 'ready' ? 1 : 0);
      },
    });
    groupCommitBatches.subscribe(this.onBatch);
    answersFinished.subscribe(this.onAnswer);
    moderationChecks.subscribe(this.onModeration);
    safetyAlertEvents.subscribe(this.onSafetyAlert);
  }

  /** One HTTP request (Fastify's onResponse hook in create-app.ts). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  private observeAnswer(answer: AnswerFinished): void {
    this.answerDuration.observe({ status: answer.status }, answer.durationSeconds);
    if (answer.firstChunkSeconds !== undefined) this.answerFirstChunk.observe(answer.firstChunkSeconds);
    if (answer.errorCode !== undefined) this.modelErrors.inc({ kind: answer.errorCode });
    if (answer.tokens) {
      this.modelTokens.inc({ direction: 'input' }, answer.tokens.input);
      this.modelTokens.inc({ direction: 'output' }, answer.tokens.output);
    }
  }

  onModuleDestroy(): void {
    groupCommitBatches.unsubscribe(this.onBatch);
    answersFinished.unsubscribe(this.onAnswer);
    moderationChecks.unsubscribe(this.onModeration);
    safetyAlertEvents.unsubscribe(this.onSafetyAlert);
  }
}
