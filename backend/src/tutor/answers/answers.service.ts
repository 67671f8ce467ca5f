import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { tutorAvailability } from '../../classes/class-rules.js';
import { ApiErrorException } from '../../common/api-error.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type RateLimit, throwIfRefused } from '../../common/rate-limit/rate-limit.js';
import { TooManyRequestsException } from '../../common/rate-limit/too-many-requests.exception.js';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { ANSWER_ERROR_MESSAGES } from '../ai/answer-error.js';
import { Question } from '../entities/question.entity.js';
import { ANSWER_CLAIMS, type AnswerClaims } from '../live/answer-claims.js';
import { ANSWER_STREAM_SLOTS, type AnswerStreamSlots } from '../live/answer-stream-slots.js';
import { LIVE_ANSWER_BUS, type LiveAnswerBus, parseEventId } from '../live/live-answer-bus.js';
import type { AnswerEventStream } from './answer-event-stream.js';
import { AnswerGenerationService } from './answer-generation.service.js';
import { AnswerStore, type AnswerTurn } from './answer-store.js';
import { relayAnswer } from './answer-relay.js';
import { AnswerStreamHandover } from './answer-stream-handover.js';
import { ANSWER_USAGE_HOOKS, type AnswerUsageHooks } from './answer-usage-hooks.js';

/** Injection token of the per-student answer limit (a RateLimit). */
export const ANSWER_RATE_LIMITER = Symbol('ANSWER_RATE_LIMITER');

/** Retry-After of the concurrency refusal: an answer usually ends within seconds. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * POST /ques/:id/answer and POST /ques/:id/stop: starts a question's answer when none is being
 * written (once: the claim decides), and attaches the request to it, from the start or from
 * `Last-Event-ID`. A request with `Last-Event-ID` only re-attaches, it never starts an answer.
 */
@Injectable()
export class AnswersService {
  constructor(
    @InjectRepository(Question) private readonly questions: Repository<Question>,
    private readonly store: AnswerStore,
    private readonly generation: AnswerGenerationService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(ANSWER_RATE_LIMITER) private readonly rateLimit: RateLimit,
    @Inject(LIVE_ANSWER_BUS) private readonly bus: LiveAnswerBus,
    @Inject(ANSWER_CLAIMS) private readonly claims: AnswerClaims,
    @Inject(ANSWER_STREAM_SLOTS) private readonly streamSlots: AnswerStreamSlots,
    @Inject(ANSWER_USAGE_HOOKS) private readonly hooks: AnswerUsageHooks,
    private readonly handover: AnswerStreamHandover,
    private readonly events: SecurityEvents,
  ) {}

  /**
   * Errors before `openStream` are plain JSON (404; 429 rate limit, too many answers at once or a
   * usage hook's refusal); from there on the stream reports them as events.
   */
  async answer(
    userId: string,
    questionId: string,
    lastEventId: string | undefined,
    openStream: () => AnswerEventStream,
  ): Promise<void> {
    const question = await this.store.ownTurn(userId, questionId);
    // An id that is not ours (or none) reads from the start; any Last-Event-ID means "re-attach only".
    const resuming = lastEventId !== undefined;
    const afterId = parseEventId(lastEventId) ? lastEventId! : null;
    // Only a stream that may stay open (an answer not finished yet) takes one of the student's slots.
    const slot = question.status === 'answered' ? null : await this.openSlot(userId);
    try {
      if (!resuming && question.status !== 'answered') await this.startUnlessRunning(userId, question);
      const stream = openStream();
      const untrack = this.handover.track(stream);
      try {
        await relayAnswer(this.bus, question.id, afterId, stream, () =>
          this.questions.findOneByOrFail({ id: question.id }),
        );
      } finally {
        untrack();
      }
    } finally {
      await slot?.release();
    }
  }

  private async openSlot(userId: string) {
    const limit = this.config.ai.maxStreamsPerStudent;
    const slot = await this.streamSlots.acquire(userId, limit);
    if (slot) return slot;
    this.events.record('limit.refused', { userId, limit: 'answer-streams-student' });
    throw new TooManyRequestsException(ANSWER_ERROR_MESSAGES.tooManyStreams(limit), BUSY_RETRY_AFTER_SECONDS);
  }

  /**
   * The class's teachers paused the tutor, or it is outside the class's open hours: nothing starts
   * (an answer already being written finishes). Read with the turn, so a change reaches every
   * replica at the next answer. The student can still ask a teacher.
   */
  private refuseUnlessClassOpen(question: AnswerTurn): void {
    if (!question.classRules) return;
    const availability = tutorAvailability(question.classRules, new Date(), this.config.aiQuota.timeZone);
    if (!availability.open) throw new ApiErrorException(HttpStatus.FORBIDDEN, availability.message);
  }

  /** Asks the question's answer to stop; false when none is being written. */
  async stop(userId: string, questionId: string): Promise<boolean> {
    const question = await this.store.ownTurn(userId, questionId);
    if (!(await this.claims.isClaimed(question.id))) return false;
    await this.bus.requestStop(question.id);
    return true;
  }

  private async startUnlessRunning(userId: string, question: AnswerTurn): Promise<void> {
    this.refuseUnlessClassOpen(question);
    const limit = this.config.ai.maxConcurrentAnswersPerStudent;
    // The claim and the answer limit are asked at once (with Redis: one round trip, not two); a
    // request that starts nothing (attaching, or refused for too many at once) gives its point back.
    const [claimed, counted] = await Promise.allSettled([
      this.claims.claim(question.id, userId, limit),
      this.rateLimit.attempt(userId),
    ]);
    if (claimed.status === 'rejected' || claimed.value !== 'claimed') {
      if (counted.status === 'fulfilled') void counted.value.undo(); // best effort, not waited for
      if (claimed.status === 'rejected') throw claimed.reason;
      if (claimed.value === 'taken') return; // being written: attach to it
      this.events.record('limit.refused', { userId, limit: 'answers-at-once-student' });
      throw new TooManyRequestsException(
        ANSWER_ERROR_MESSAGES.tooManyAtOnce(limit),
        BUSY_RETRY_AFTER_SECONDS,
      );
    }
    const context = {
      userId,
      questionId: question.id,
      conversationId: question.conversationId ?? question.id,
      classDailyTokens: question.classRules?.dailyTokensPerStudent ?? null,
    };
    try {
      if (counted.status === 'rejected') throw counted.reason;
      const { decision } = counted.value;
      if (!decision.allowed && decision.reason === 'limited')
        this.events.record('limit.refused', { userId, limit: 'answers-student' });
      throwIfRefused(decision, () => ANSWER_ERROR_MESSAGES.studentRateLimited);
      await this.hooks.beforeGeneration(context);
      await this.generation.start(question, context);
    } catch (error) {
      await this.claims.release(question.id, userId);
      throw error;
    }
  }
}
