import type { QuestionStatus } from '@elearning/contract';
import type { WithheldReason } from '../entities/question.entity.js';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { AnswerError, ANSWER_ERROR_MESSAGES } from '../ai/answer-error.js';
import {
  type AnswerProvider,
  estimateTokens,
  type ModelRequest,
  type TokenUsage,
} from '../ai/answer-provider.js';
import { streamAnswer } from '../ai/stream-answer.js';
import { ANSWER_CLAIMS, type AnswerClaims } from '../live/answer-claims.js';
import {
  eventId,
  LIVE_ANSWER_BUS,
  type LiveAnswerBus,
  type LiveAnswerEvent,
} from '../live/live-answer-bus.js';
import { type AnswerFinished, answersFinished } from '../../metrics/metric-events.js';
import { buildHistory } from '../prompting/conversation-history.js';
import { systemInstructionFor } from '../prompting/tutor-instructions.js';
import type { AnswerTurn } from './answer-store.js';
import { OrderedPublisher } from './ordered-publisher.js';
import { AnswerStore } from './answer-store.js';
import { AnswerSafety, type TurnSafety } from './answer-safety.js';
import { ANSWER_USAGE_HOOKS, type AnswerUsageHooks, type GenerationContext } from './answer-usage-hooks.js';

/** Time kept at the end of the shutdown grace to stop and save the answers still being written. */
const SHUTDOWN_SAVE_MARGIN_MS = 2_000;

/** Injection token of the configured AnswerProvider. */
export const ANSWER_PROVIDER = Symbol('ANSWER_PROVIDER');

/**
 * Writes one answer with the model, apart from any request: its pieces go to the LiveAnswerBus
 * (where every attached request reads them) and, when it ends, the answer is saved on the question
 * as answered, failed (partial text kept) or stopped. Only an explicit stop (the bus's
 * requestStop) or the server shutting down stops it; the students' connections do not.
 */
@Injectable()
export class AnswerGenerationService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Answers');
  /** Generations running in this process, to stop and save them when the server shuts down. */
  private readonly running = new Map<string, { stop: AbortController; finished: Promise<void> }>();

  constructor(
    private readonly store: AnswerStore,
    @Inject(ANSWER_PROVIDER) private readonly provider: AnswerProvider,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LIVE_ANSWER_BUS) private readonly bus: LiveAnswerBus,
    @Inject(ANSWER_CLAIMS) private readonly claims: AnswerClaims,
    @Inject(ANSWER_USAGE_HOOKS) private readonly hooks: AnswerUsageHooks,
    private readonly safety: AnswerSafety,
  ) {}

  /**
   * Starts the answer of a question whose claim the caller holds; returns once its event stream
   * is open on the bus (so a reader attaching now sees every event), not when the answer ends.
   * The claim is released when the generation ends.
   */
  async start(question: AnswerTurn, context: GenerationContext): Promise<void> {
    await this.bus.open(question.id);
    const stop = new AbortController();
    const offStop = await this.bus.onStopRequested(question.id, () =>
      stop.abort(new Error('the student stopped the answer')),
    );
    // The claim goes right after the final event (nothing slow in between): a Retry sent the moment
    // the student sees an error must start a new answer, not re-attach to this finished one.
    const finished = this.generate(question, context, stop.signal).finally(async () => {
      this.running.delete(question.id);
      try {
        await offStop();
      } finally {
        await this.claims.release(question.id, context.userId);
      }
    });
    this.running.set(question.id, { stop, finished });
  }

  /** Never throws: every outcome is saved and published as the answer's final event. */
  private async generate(
    question: AnswerTurn,
    context: GenerationContext,
    signal: AbortSignal,
  ): Promise<void> {
    let text = '';
    let reported: Omit<TokenUsage, 'estimated'> | undefined;
    let request: ModelRequest | undefined;
    let status: QuestionStatus;
    let final: LiveAnswerEvent;
    let withheld: WithheldReason | null = null;
    const startedAt = performance.now();
    let firstChunkAt: number | undefined;
    // Only the message alone is screened before the model call (the turn's instruction follows it);
    // the rest of the welfare check runs beside it (docs/safety.md, "How a message is checked").
    const safety = this.safety.startTurn(question, context);
    try {
      request = this.requestFor(question, safety);
      const publisher = new OrderedPublisher(this.bus, question.id);
      // The offline screen's urgent verdict: the help card before the answer's first piece.
      const helpNow = safety.takeHelp();
      if (helpNow) publisher.publish({ id: eventId(0, 'help'), type: 'help', markdown: helpNow });
      await streamAnswer(this.provider, request, {
        signal: eitherAborts(signal, safety.retraction),
        timeoutMs: this.config.ai.timeoutMs,
        totalTimeoutMs: this.config.ai.totalTimeoutMs,
        onUsage: (usage) => (reported = usage),
        // Most pieces need no wait: nothing here makes a promise for them (a class asking at once).
        onPiece: (piece) => {
          firstChunkAt ??= performance.now();
          const help = safety.takeHelp();
          if (help) publisher.publish({ id: eventId(text.length, 'help'), type: 'help', markdown: help });
          text += piece;
          safety.answerWritten(piece);
          return publisher.publish({ id: eventId(text.length), type: 'chunk', text: piece });
        },
      });
      // A model that says nothing (e.g. a blocked prompt) must not look like an answer.
      if (text.trim() === '')
        throw new AnswerError('upstream', ANSWER_ERROR_MESSAGES.emptyAnswer, true, 'empty answer');
      if (await safety.answerFlagged()) throw safety.retraction.reason;
      await this.publishLateHelp(publisher, safety, text);
      await publisher.flush();
      status = 'answered';
      final = { id: eventId(text.length, 'final'), type: 'done' };
    } catch (error) {
      if (safety.retraction.aborted) {
        // What the student saw is replaced by the notice; the text is not kept (docs/safety.md).
        status = 'stopped';
        withheld = 'retracted';
        final = {
          id: eventId(text.length, 'final'),
          type: 'retracted',
          message: ANSWER_ERROR_MESSAGES.retracted,
        };
        text = '';
      } else if (signal.aborted) {
        status = 'stopped';
        final = { id: eventId(text.length, 'final'), type: 'stopped' };
      } else {
        const failure =
          error instanceof AnswerError
            ? error
            : new AnswerError('internal', ANSWER_ERROR_MESSAGES.internal, true, String(error));
        this.logger.warn(
          `Question ${question.id}: answer failed (${failure.code}): ${failure.detail ?? failure.message}`,
        );
        status = 'failed';
        if (failure.code === 'blocked') withheld = 'blocked';
        final = { id: eventId(text.length, 'final'), type: 'error', error: failure.toEvent() };
      }
    }
    const usage = usageOf(reported, request, text);
    publishAnswerMetrics({ status, final, startedAt, firstChunkAt, reported });
    try {
      await Promise.all([this.store.save(question.id, text, status, usage, withheld), safety.settled()]);
    } catch (error) {
      // Saving failed (the database is down): say so instead of a silent end.
      this.logger.error(`Question ${question.id}: could not save the answer: ${String(error)}`);
      final = {
        id: final.id,
        type: 'error',
        error: { message: ANSWER_ERROR_MESSAGES.internal, code: 'internal', retryable: true },
      };
    }
    // Recorded before the final event: a page that reads today's usage when its answer ends
    // (the "time left" notice) must find this answer counted.
    await this.hooks.afterGeneration({ ...context, status, usage }).catch((error: unknown) => {
      this.logger.error(`Question ${question.id}: usage hook failed: ${String(error)}`);
    });
    try {
      await this.bus.publish(question.id, final);
    } catch (error) {
      this.logger.error(`Question ${question.id}: could not publish the end of the answer: ${String(error)}`);
    }
  }

  /**
   * The classifier raised the question to urgent after the last piece was published: the help card
   * still comes before the final event (its verdict is bounded by MODERATION_TIMEOUT_MS).
   */
  private async publishLateHelp(
    publisher: OrderedPublisher,
    safety: TurnSafety,
    text: string,
  ): Promise<void> {
    await safety.classifierVerdict();
    const help = safety.takeHelp();
    if (help) publisher.publish({ id: eventId(text.length, 'help'), type: 'help', markdown: help });
  }

  /** The tutor mode's, the class's and the safety tier's instructions, the earlier turns within the budget, the question. */
  private requestFor(question: AnswerTurn, safety: TurnSafety): ModelRequest {
    return {
      systemInstruction: systemInstructionFor(
        question.mode,
        question.classRules?.instructions,
        safety.screened,
      ),
      history: buildHistory(question.earlier, this.config.ai.historyChars),
      question: question.text,
      maxOutputTokens: this.config.ai.maxOutputTokens,
    };
  }

  /**
   * Shutting down: the answers this process is writing may finish within most of the shutdown
   * grace (SHUTDOWN_GRACE_MS); those still running then are stopped and saved as stopped, so
   * nothing written is lost before the process exits.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const all = () =>
      Promise.all([...this.running.values()].map(({ finished }) => finished.catch(() => undefined)));
    const finishWithin = Math.max(0, this.config.shutdown.graceMs - SHUTDOWN_SAVE_MARGIN_MS);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all(), new Promise((resolve) => (timer = setTimeout(resolve, finishWithin)))]);
    clearTimeout(timer);
    for (const { stop } of this.running.values()) stop.abort(new Error('the server is shutting down'));
    await all();
  }
}

/**
 * A signal aborted when either is (the explicit stop, the answer check's retraction). Plain
 * listeners on the answer's own two signals: AbortSignal.any keeps its signals in weak references
 * and a finalization registry, a cost paid at every answer when a class asks at once.
 */
function eitherAborts(a: AbortSignal, b: AbortSignal): AbortSignal {
  const either = new AbortController();
  for (const source of [a, b]) {
    if (source.aborted) either.abort(source.reason);
    else source.addEventListener('abort', () => either.abort(source.reason), { once: true });
  }
  return either.signal;
}

/** For /metrics (src/metrics): outcome, time to first piece, duration, the provider's token counts. */
function publishAnswerMetrics(answer: {
  status: QuestionStatus;
  final: LiveAnswerEvent;
  startedAt: number;
  firstChunkAt: number | undefined;
  reported: Omit<TokenUsage, 'estimated'> | undefined;
}): void {
  if (!answersFinished.hasSubscribers || answer.status === 'pending') return;
  const seconds = (at: number) => (at - answer.startedAt) / 1000;
  answersFinished.publish({
    status: answer.status,
    errorCode: answer.final.type === 'error' ? answer.final.error.code : undefined,
    firstChunkSeconds: answer.firstChunkAt === undefined ? undefined : seconds(answer.firstChunkAt),
    durationSeconds: seconds(performance.now()),
    tokens: answer.reported && { input: answer.reported.inputTokens, output: answer.reported.outputTokens },
  } satisfies AnswerFinished);
}

/** What the answer cost: as the provider reported, or estimated from characters when it did not. */
function usageOf(
  reported: Omit<TokenUsage, 'estimated'> | undefined,
  request: ModelRequest | undefined,
  text: string,
): TokenUsage {
  if (reported) return { ...reported, estimated: false };
  const sent = request
    ? request.systemInstruction.length +
      request.question.length +
      request.history.reduce((sum, message) => sum + message.text.length, 0)
    : 0;
  return { inputTokens: estimateTokens(sent), outputTokens: estimateTokens(text.length), estimated: true };
}
