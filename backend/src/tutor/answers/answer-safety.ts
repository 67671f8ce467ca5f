import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { AnswerContentCheck, type ClassifyAnswerText } from '../../safety/content/answer-content-check.js';
import { ModerationClassifier } from '../../safety/classifier/index.js';
import type { Tier } from '../../safety/screen/index.js';
import { WelfareCheckService } from '../../safety/welfare/welfare-check.service.js';
import { ConversationStore } from '../conversations/conversation-store.js';
import type { AnswerTurn } from './answer-store.js';
import type { GenerationContext } from './answer-usage-hooks.js';

/**
 * Student safety in one answer (docs/safety.md): the welfare check of the question (which raises
 * the alerts), the help card when it is urgent, and the check of the answer as it is written.
 */
export interface TurnSafety {
  /** The offline screen's tier of the question: the answer's instruction for this turn. */
  readonly screened: Tier;
  /** Aborted when the answer check flags the answer: the model is stopped and the answer retracted. */
  readonly retraction: AbortSignal;
  /** The help card's Markdown, once, when it is due and not yet sent; null otherwise. */
  takeHelp(): string | null;
  /** A piece of the answer as it is published. */
  answerWritten(piece: string): void;
  /** The whole answer is written: true when the answer check flagged it (then `retraction` is aborted). */
  answerFlagged(): Promise<boolean>;
  /** Waits for the classifier's verdict on the question (bounded by MODERATION_TIMEOUT_MS). */
  classifierVerdict(): Promise<void>;
  /** Waits for what must be stored before the answer's final event (the conversation's help card). */
  settled(): Promise<void>;
}

/**
 * Categories that describe talk about risk rather than harmful content: the tutor's supportive
 * reply to a student at risk is about self-harm and must never be retracted for it. Instructions,
 * sexual content, violent wrongdoing and hate still are.
 */
const ABOUT_RISK_NOT_HARMFUL = /:(?:self-harm|self-harm\/intent|harassment\/threatening|violence|S11)$/;

/** Starts each answer's TurnSafety; never blocks the student, whatever fails. */
@Injectable()
export class AnswerSafety {
  private readonly logger = new Logger('Safety');
  private readonly classifyAnswer: ClassifyAnswerText | null;

  constructor(
    private readonly welfare: WelfareCheckService,
    private readonly conversations: ConversationStore,
    classifier: ModerationClassifier,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    this.classifyAnswer =
      config.safety.moderation.provider === 'none'
        ? null
        : async (text) => {
            const result = await classifier.classify({ text, earlier: [] });
            if (!result.available || !result.harmful) return null;
            const checks = result.checks.filter((check) => !ABOUT_RISK_NOT_HARMFUL.test(check));
            return checks.length > 0 ? checks : null;
          };
  }

  startTurn(question: AnswerTurn, context: GenerationContext): TurnSafety {
    const retraction = new AbortController();
    const check = this.welfare.check({
      questionId: question.id,
      conversationId: context.conversationId,
      classId: question.classRules?.classId ?? null,
      studentId: question.userId,
      text: question.text,
      earlier: question.earlier.map((turn) => turn.question),
    });
    let helpDue = false;
    let helpSent = false;
    let marking: Promise<void> = Promise.resolve();
    const helpIsDue = () => {
      helpDue = true;
      marking = this.conversations.markHelpShown(context.conversationId).catch((error: unknown) => {
        this.logger.error(`Question ${question.id}: could not keep the help card: ${String(error)}`);
      });
    };
    if (check.screened === 'urgent') helpIsDue();
    const verdict = check.raisedToUrgent.then((urgent) => {
      if (urgent) helpIsDue();
    });
    const content = new AnswerContentCheck(this.classifyAnswer, (checks) => {
      // Rule names only: what the model wrote stays out of the log.
      this.logger.warn(`Question ${question.id}: answer retracted (${checks.join(', ')})`);
      retraction.abort(new Error('the answer check flagged the answer'));
    });
    return {
      screened: check.screened,
      retraction: retraction.signal,
      takeHelp: () => {
        if (!helpDue || helpSent) return null;
        helpSent = true;
        return this.config.safety.helpResources;
      },
      answerWritten: (piece) => content.add(piece),
      answerFlagged: async () => (await content.finish()) !== null,
      classifierVerdict: () => verdict,
      settled: async () => {
        await marking;
      },
    };
  }
}
