import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiErrorException } from '../common/api-error.js';
import { type RateLimit, throwIfRefused } from '../common/rate-limit/rate-limit.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { AnswerError, ANSWER_ERROR_MESSAGES } from './ai/answer-error.js';
import type { AnswerEventStream } from './ai/answer-event-stream.js';
import type { AnswerProvider } from './ai/answer-provider.js';
import { streamAnswer } from './ai/stream-answer.js';
import { Question, type QuestionStatus } from './entities/question.entity.js';
import { QuesService } from './ques.service.js';

/** Injection token of the configured AnswerProvider. */
export const ANSWER_PROVIDER = Symbol('ANSWER_PROVIDER');

/** Injection token of the per-student answer limit (a RateLimit). */
export const ANSWER_RATE_LIMITER = Symbol('ANSWER_RATE_LIMITER');

/** The response taken over for the answer stream, and the signal that the student stopped it. */
export interface OpenedStream {
  events: AnswerEventStream;
  stopSignal: AbortSignal;
}

export const ALREADY_ANSWERING =
  'This question is already being answered; wait for that answer or stop it first';

/**
 * Streams a question's answer from the model to the student and keeps it on the question:
 * answered, failed (the error is sent as an event, partial text kept) or stopped (the student
 * closed the request; the model call is aborted at once).
 */
@Injectable()
export class AnswersService {
  private readonly logger = new Logger('Answers');
  /** Questions whose answer is streaming right now (one backend process). */
  private readonly streaming = new Set<string>();

  constructor(
    @InjectRepository(Question) private readonly questions: Repository<Question>,
    private readonly ownQuestions: QuesService,
    @Inject(ANSWER_PROVIDER) private readonly provider: AnswerProvider,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(ANSWER_RATE_LIMITER) private readonly rateLimit: RateLimit,
  ) {}

  /**
   * Answers a question. First what is answered with a plain JSON error before the stream starts:
   * 404 (not the student's question), 409 (already streaming), 429 (the student's rate limit).
   * Then `openStream` takes over the response and the answer is written to it. The question is
   * claimed from the 409 check until this returns, whatever throws in between (hijacking the
   * response, writing its headers): claim and release are one scope. A replay needs no claim.
   */
  async answer(userId: string, questionId: string, openStream: () => OpenedStream): Promise<void> {
    const question = await this.ownQuestions.findOwn(userId, questionId);
    if (question.status === 'answered') {
      const { events } = openStream();
      if (question.answer) events.chunk(question.answer);
      events.done();
      return;
    }
    if (this.streaming.has(question.id)) throw new ApiErrorException(HttpStatus.CONFLICT, ALREADY_ANSWERING);
    throwIfRefused(await this.rateLimit.consume(userId), () => ANSWER_ERROR_MESSAGES.studentRateLimited);
    // Checked again: another request for this question may have claimed it while we waited.
    if (this.streaming.has(question.id)) throw new ApiErrorException(HttpStatus.CONFLICT, ALREADY_ANSWERING);
    this.streaming.add(question.id);
    try {
      const { events, stopSignal } = openStream();
      await this.streamFromModel(question, events, stopSignal);
    } finally {
      this.streaming.delete(question.id);
    }
  }

  /** Writes the model's answer to `events`; never throws (failures end the stream with an error event). */
  private async streamFromModel(
    question: Question,
    events: AnswerEventStream,
    stopSignal: AbortSignal,
  ): Promise<void> {
    let text = '';
    try {
      const pieces = streamAnswer(this.provider, question.text, {
        signal: stopSignal,
        timeoutMs: this.config.ai.timeoutMs,
        totalTimeoutMs: this.config.ai.totalTimeoutMs,
      });
      try {
        for await (const piece of pieces) {
          text += piece;
          events.chunk(piece);
        }
        // A model that says nothing (e.g. a blocked prompt) must not look like an answer.
        if (text.trim() === '')
          throw new AnswerError('upstream', ANSWER_ERROR_MESSAGES.emptyAnswer, true, 'empty answer');
      } catch (error) {
        if (stopSignal.aborted) {
          await this.save(question.id, text, 'stopped');
          return;
        }
        const failure =
          error instanceof AnswerError
            ? error
            : new AnswerError('internal', ANSWER_ERROR_MESSAGES.internal, true, String(error));
        this.logger.warn(
          `Question ${question.id}: answer failed (${failure.code}): ${failure.detail ?? failure.message}`,
        );
        await this.save(question.id, text, 'failed');
        events.error(failure.toEvent());
        return;
      }
      await this.save(question.id, text, 'answered');
      events.done();
    } catch (error) {
      // Saving failed (the database is down): say so instead of a silent end.
      this.logger.error(`Question ${question.id}: could not save the answer: ${String(error)}`);
      events.error({ message: ANSWER_ERROR_MESSAGES.internal, code: 'internal', retryable: true });
    } finally {
      events.end();
    }
  }

  private async save(id: string, text: string, status: QuestionStatus): Promise<void> {
    await this.questions.update({ id }, { answer: text === '' ? null : text, status });
  }
}
