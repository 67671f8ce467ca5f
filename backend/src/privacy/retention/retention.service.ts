import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { MailerService } from '../../mail/mailer.service.js';
import { SafetyClock } from '../../safety/alerts/safety-clock.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { AccountDeletionService } from '../deletion/account-deletion.service.js';
import { INACTIVITY_WARNING_DAYS } from '../privacy-config.js';
import { type InactiveStudent, RetentionStore } from './retention-store.js';

const DAY_MS = 86_400_000;
/** Inactive accounts handled per run (the next day's run takes the rest). */
const INACTIVE_PER_RUN = 1_000;

/** What one run deleted (and warned): counts only, never whose. */
export interface RetentionCounts {
  conversations: number;
  looseQuestions: number;
  contactQueries: number;
  securityEvents: number;
  inactiveWarned: number;
  inactiveDeleted: number;
}

/**
 * The daily retention (docs/privacy.md, "Retention"): conversations (by last activity), contact
 * queries with their replies and security events past their configured age, and student accounts
 * that stopped signing in (INACTIVE_ACCOUNT_DAYS; warned by email first when SMTP_URL is set,
 * deleted INACTIVITY_WARNING_DAYS later, the way "Delete my account" deletes). Safety alerts are
 * the safety module's own daily job (SAFETY_RETENTION_DAYS). One replica runs each day's run.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly store: RetentionStore,
    private readonly deletion: AccountDeletionService,
    private readonly mailer: MailerService,
    private readonly events: SecurityEvents,
    private readonly clock: SafetyClock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** The day's run on the replica that claims it first; null on the others (or run already today). */
  async runDaily(): Promise<RetentionCounts | null> {
    const now = this.clock.now();
    const day = now.toISOString().slice(0, 10);
    if (!(await this.store.claimRun('retention', day))) return null;
    const counts = await this.run(now);
    await this.store.finishRun('retention', day);
    this.logger.log(
      `Retention run of ${day}: deleted ${Object.entries(counts)
        .map(([what, count]) => `${what} ${count}`)
        .join(', ')}`,
    );
    return counts;
  }

  private async run(now: Date): Promise<RetentionCounts> {
    const { dataRetentionDays, securityEventsRetentionDays } = this.config.privacy;
    const dataBefore = new Date(now.getTime() - dataRetentionDays * DAY_MS);
    const counts: RetentionCounts = {
      conversations: await this.store.deleteBefore('conversations', dataBefore),
      looseQuestions: await this.store.deleteBefore('looseQuestions', dataBefore),
      contactQueries: await this.store.deleteBefore('contactQueries', dataBefore),
      securityEvents: await this.store.deleteBefore(
        'securityEvents',
        new Date(now.getTime() - securityEventsRetentionDays * DAY_MS),
      ),
      inactiveWarned: 0,
      inactiveDeleted: 0,
    };
    const inactiveDays = this.config.privacy.inactiveAccountDays;
    if (inactiveDays !== undefined) {
      const inactive = await this.store.inactiveStudents(
        new Date(now.getTime() - inactiveDays * DAY_MS),
        INACTIVE_PER_RUN,
      );
      for (const student of inactive) {
        const outcome = await this.handleInactive(student, now, inactiveDays);
        if (outcome === 'warned') counts.inactiveWarned += 1;
        if (outcome === 'deleted') counts.inactiveDeleted += 1;
      }
    }
    return counts;
  }

  /** Warns first when mail is possible; deletes once the warning is old enough (or mail impossible). */
  private async handleInactive(
    student: InactiveStudent,
    now: Date,
    inactiveDays: number,
  ): Promise<'warned' | 'deleted' | 'waiting'> {
    if (this.config.smtpUrl) {
      if (student.warned_at === null) {
        const sent = await this.mailer.send(warningEmail(student, inactiveDays, this.config.publicUrl));
        // Not sent (the mail server is down): no deletion without the warning; tried again tomorrow.
        if (!sent.sent) return 'waiting';
        await this.store.markWarned(student.id, now);
        this.events.record('account.inactivity-warned', { userId: student.id });
        return 'warned';
      }
      if (now.getTime() - student.warned_at.getTime() < INACTIVITY_WARNING_DAYS * DAY_MS) return 'waiting';
    }
    return (await this.deletion.deleteInactive(student.id)) ? 'deleted' : 'waiting';
  }
}

function warningEmail(student: InactiveStudent, inactiveDays: number, publicUrl: string) {
  return {
    to: student.email,
    subject: 'Your E-learning account will be deleted',
    text: [
      `Hello ${student.name},`,
      '',
      `You have not signed in to your E-learning account for ${inactiveDays} days. Your school keeps`,
      `accounts that are not used for a limited time only, so your account, your conversations with the`,
      `tutor and your messages will be deleted in ${INACTIVITY_WARNING_DAYS} days.`,
      '',
      `To keep your account, sign in before then: ${publicUrl}/login`,
      `To keep a copy of your data first, sign in and choose "Download my data".`,
      '',
      `What is kept and for how long: ${publicUrl}/privacy`,
    ].join('\n'),
  };
}
