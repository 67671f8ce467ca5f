import type { SafetyCategory, SafetyTier } from '@elearning/contract';
import { Injectable, Logger } from '@nestjs/common';
import { SafetyAlertsService } from '../alerts/safety-alerts.service.js';
import { ModerationClassifier } from '../classifier/index.js';
import { screenMessage, type Tier } from '../screen/index.js';
import { ContextScreen } from './context-screen.js';
import { categoryOfRules } from './safety-category.js';

/** A student's message and where it was written; the classifier only ever receives the texts. */
export interface MessageToCheck {
  questionId: string;
  conversationId: string;
  classId: string | null;
  studentId: string;
  text: string;
  /** The conversation's earlier questions, oldest first (risk builds up over a conversation). */
  earlier: string[];
}

export interface WelfareCheck {
  /** The offline screen's tier of the message alone, known at once: the answer's instruction follows it. */
  screened: Tier;
  /**
   * The checks beside the model call (the screen with the earlier turns, the classifier): true
   * when one raised the message to urgent and the message alone was not (the help card then comes
   * mid-answer). Never rejects.
   */
  raisedToUrgent: Promise<boolean>;
}

const RANK: Record<Tier, number> = { none: 0, conduct: 1, concern: 2, urgent: 3 };

/**
 * The welfare job (docs/safety.md, "Two jobs"): every student message is screened offline at once
 * and by the school's classifier beside the model call; a tier raises an alert for the adults. It
 * never blocks or delays the student: alerts are raised in the background, and every failure is
 * logged (never the student's text) and the offline verdict stands.
 */
@Injectable()
export class WelfareCheckService {
  private readonly logger = new Logger('Safety');

  constructor(
    private readonly alerts: SafetyAlertsService,
    private readonly classifier: ModerationClassifier,
    private readonly contextScreen: ContextScreen,
  ) {}

  check(message: MessageToCheck): WelfareCheck {
    // The message alone, at once: the answer's instruction for this turn follows it.
    const alone = screenMessage(message.text);
    const screened = alone.tier;
    if (screened !== 'none') this.raiseScreened(message, screened, alone.matched);
    const raised = (tier: Tier) => RANK[tier] > RANK[screened] && tier === 'urgent';
    // With the earlier turns, beside the model call and off the event loop (ContextScreen).
    const inContext =
      message.earlier.length === 0
        ? Promise.resolve(false)
        : this.contextScreen.screen(message.text, message.earlier).then(
            (verdict) => {
              if (verdict.tier !== 'none' && RANK[verdict.tier] > RANK[screened])
                this.raiseScreened(message, verdict.tier, verdict.matched);
              return raised(verdict.tier);
            },
            (error: unknown) => {
              this.logger.error(
                `Question ${message.questionId}: the screen in context failed: ${String(error)}`,
              );
              return false;
            },
          );
    const byClassifier = this.classifier
      .classify({ text: message.text, earlier: message.earlier })
      .then((result) => {
        if (!result.available || RANK[result.tier] <= RANK[screened] || result.tier === 'none') return false;
        this.raise(message, result.tier, result.category ?? 'distress', result.checks);
        return result.tier === 'urgent';
      })
      .catch((error: unknown) => {
        this.logger.warn(`Question ${message.questionId}: the classifier check failed: ${String(error)}`);
        return false;
      });
    const raisedToUrgent = Promise.all([inContext, byClassifier]).then(([a, b]) => a || b);
    return { screened, raisedToUrgent };
  }

  /** An alert from the offline screen's verdict: its category and checks from the rules that fired. */
  private raiseScreened(message: MessageToCheck, tier: SafetyTier, rules: string[]): void {
    this.raise(
      message,
      tier,
      categoryOfRules(rules),
      rules.map((rule) => `screen:${rule}`),
    );
  }

  private raise(message: MessageToCheck, tier: SafetyTier, category: SafetyCategory, checks: string[]): void {
    this.alerts
      .raise({
        tier,
        category,
        checks,
        questionId: message.questionId,
        conversationId: message.conversationId,
        classId: message.classId,
        studentId: message.studentId,
      })
      .catch((error: unknown) => {
        this.logger.error(
          `Question ${message.questionId}: could not raise the ${tier} alert: ${String(error)}`,
        );
      });
  }
}
