import {
  type SafetyAlertDetail,
  type SafetyAlertItem,
  type SafetyAlertListResponse,
  type SafetyAlertStatus,
  type SafetyCategory,
  type SafetyDigestResponse,
  type SafetyFalseAlarmsResponse,
  type SafetyOutcome,
  type SafetyTier,
} from '@elearning/contract';
import { HttpStatus, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type SafetyAlertEvent, safetyAlertEvents } from '../../metrics/metric-events.js';
import { schoolDay } from '../../ai-usage/school-day.js';
import type { UserWithRole } from '../../auth/roles/roles.guard.js';
import type { StudentScope } from '../../classes/student-scope.js';
import { ApiErrorException } from '../../common/api-error.js';
import { isUuid, iso } from '../../common/values.js';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { MailerService } from '../../mail/mailer.service.js';
import { AccessLogService } from '../../teachers/access-log.service.js';
import { urgentAlertEmail } from './safety-alert-mail.js';
import { SAFETY_CATEGORIES, SAFETY_TIERS } from './safety-categories.js';
import { SafetyClock } from './safety-clock.js';
import {
  type NewSafetyAlert,
  type SafetyAlertDetailRow,
  type SafetyAlertRow,
  SafetyAlertsStore,
} from './safety-alerts-store.js';

export const SAFETY_ALERT_NOT_FOUND = 'Safety alert not found';

/** What the tutor passes to raise(): ids only, never the student's text. */
export interface RaiseSafetyAlert {
  tier: SafetyTier;
  category: SafetyCategory;
  questionId: string;
  conversationId: string;
  classId: string | null;
  studentId: string;
  checks: string[];
}

/** Turns shown before the message that raised an alert. */
const CONTEXT_TURNS = 2;
/** Most false alarms one export holds (newest first). */
const FALSE_ALARMS_MAX = 1_000;
const MAX_CHECKS = 20;
const MAX_CHECK_LENGTH = 200;

/**
 * Safety alerts (docs/safety.md, issue 25): raised by the tutor's checks, told to the adults
 * (urgent: email at once and again after SAFETY_ACK_MINUTES; concern: the console; conduct: the
 * daily digest), read and handled in the console by the conversation's class teachers and admins.
 */
@Injectable()
export class SafetyAlertsService implements OnModuleDestroy {
  private readonly logger = new Logger('SafetyAlerts');
  /** Emails being sent (raise does not wait for them; shutdown does). */
  private readonly sending = new Set<Promise<void>>();
  /** Counted since start, whatever the metrics do with the events. */
  readonly counts: Record<SafetyAlertEvent, number> = {
    raised: 0,
    merged: 0,
    'raise-failed': 0,
    emailed: 0,
    'email-failed': 0,
    realerted: 0,
    deleted: 0,
  };

  constructor(
    private readonly store: SafetyAlertsStore,
    private readonly mailer: MailerService,
    private readonly accessLog: AccessLogService,
    private readonly clock: SafetyClock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  // ---- Raising (the tutor) ----

  /**
   * Records that a student's message raised `tier`. Idempotent per question: a second raise for
   * the same message merges its checks and only ever raises the tier (never a second alert or
   * email). An urgent alert is emailed to the adults right after, without waiting for the mail.
   * Never throws: a failure is logged (ids only) and counted, and the student's answer goes on.
   */
  async raise(alert: RaiseSafetyAlert): Promise<void> {
    try {
      const valid = this.validated(alert);
      if (!valid) {
        this.count('raise-failed');
        this.logger.error('Safety alert not raised: invalid tier, category or ids');
        return;
      }
      const now = this.clock.now();
      const stored = await this.store.upsert(valid, now);
      this.count(stored.previousTier === null ? 'raised' : 'merged');
      this.logger.log(
        `Safety alert ${stored.id}: ${stored.tier}` +
          (stored.previousTier && stored.previousTier !== stored.tier ? ` (was ${stored.previousTier})` : ''),
      );
      if (stored.tier === 'urgent' && stored.emailedAt === null) this.track(this.emailFirst(stored.id));
    } catch (error) {
      this.count('raise-failed');
      // The error's message only: no parameters (they are ids, but the habit is the rule).
      this.logger.error(`Safety alert not raised: ${(error as Error).message}`);
    }
  }

  private validated(alert: RaiseSafetyAlert): NewSafetyAlert | undefined {
    if (!SAFETY_TIERS.includes(alert.tier) || !SAFETY_CATEGORIES.includes(alert.category)) return undefined;
    const ids = [alert.questionId, alert.conversationId, alert.studentId];
    if (!ids.every((id) => typeof id === 'string' && isUuid(id))) return undefined;
    if (alert.classId !== null && !(typeof alert.classId === 'string' && isUuid(alert.classId)))
      return undefined;
    const checks = [
      ...new Set(
        (Array.isArray(alert.checks) ? alert.checks : [])
          .filter((check): check is string => typeof check === 'string' && check.length > 0)
          .map((check) => check.slice(0, MAX_CHECK_LENGTH)),
      ),
    ].slice(0, MAX_CHECKS);
    return {
      tier: alert.tier,
      category: alert.category,
      questionId: alert.questionId.toLowerCase(),
      conversationId: alert.conversationId.toLowerCase(),
      classId: alert.classId?.toLowerCase() ?? null,
      studentId: alert.studentId.toLowerCase(),
      checks,
    };
  }

  // ---- Telling adults ----

  /** The first email of an urgent alert: the class's teachers and every admin, once. */
  private async emailFirst(id: string): Promise<void> {
    if (!this.config.smtpUrl) return;
    const claimedAt = this.clock.now();
    if (!(await this.store.claimFirstEmail(id, claimedAt))) return;
    const sent = await this.emailAdults(id, false);
    if (sent === 0) await this.store.unclaimFirstEmail(id, claimedAt);
  }

  /**
   * The re-alert job's work (every replica runs it; each alert is claimed by one): urgent alerts
   * still open SAFETY_ACK_MINUTES after they became urgent are emailed again, to the same adults
   * and the school's SAFETY_ALERT_EMAILS, once. Returns the ids sent again.
   */
  async realertDue(): Promise<string[]> {
    if (!this.config.smtpUrl) return [];
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - this.config.safety.ackMinutes * 60_000);
    const claimed = await this.store.claimDueRealerts(cutoff, now);
    for (const { id } of claimed) {
      await this.emailAdults(id, true);
      this.count('realerted');
      this.logger.warn(
        `Safety alert ${id}: not acknowledged in ${this.config.safety.ackMinutes} min, sent again`,
      );
    }
    return claimed.map(({ id }) => id);
  }

  /** One email per adult (no one sees the others' addresses); how many were sent. */
  private async emailAdults(id: string, again: boolean): Promise<number> {
    const alert = await this.store.toTell(id);
    if (!alert) return 0;
    const adults = await this.store.adultEmails(alert.class_id);
    const to = again ? [...new Set([...adults, ...this.config.safety.alertEmails])] : adults;
    const context = {
      publicUrl: this.config.publicUrl,
      timeZone: this.config.aiQuota.timeZone,
      ackMinutes: this.config.safety.ackMinutes,
    };
    let sent = 0;
    for (const address of to) {
      const result = await this.mailer.send(urgentAlertEmail(alert, address, context, again));
      if (result.sent) sent += 1;
      this.count(result.sent ? 'emailed' : 'email-failed');
    }
    if (to.length === 0)
      this.logger.error(`Safety alert ${id}: no adult to email (no teacher of the class, no admin)`);
    else if (sent < to.length)
      this.logger.error(`Safety alert ${id}: ${to.length - sent} of ${to.length} emails not sent`);
    return sent;
  }

  private track(work: Promise<void>): void {
    const guarded = work.catch((error: unknown) => {
      this.count('email-failed');
      this.logger.error(`Safety alert email failed: ${(error as Error).message}`);
    });
    this.sending.add(guarded);
    void guarded.finally(() => this.sending.delete(guarded));
  }

  /** Waits for the emails being sent (also what a test waits for). */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  /** Before the database closes (TypeORM's shutdown hook), the emails being sent finish. */
  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }

  // ---- Retention ----

  /** Deletes the alerts older than SAFETY_RETENTION_DAYS (one replica at a time); how many. */
  async deleteExpired(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.safety.retentionDays * 86_400_000);
    const deleted = await this.store.deleteBefore(before);
    if (deleted > 0) {
      this.counts.deleted += deleted;
      this.logger.log(`Deleted ${deleted} safety alerts older than ${this.config.safety.retentionDays} days`);
    }
    return deleted;
  }

  // ---- The console ----

  async list(
    filter: { status: SafetyAlertStatus | 'all'; tier: SafetyTier | null },
    scope: StudentScope,
    page: number,
    pageSize: number,
  ): Promise<SafetyAlertListResponse> {
    const statusFilter = { status: filter.status === 'all' ? null : filter.status, tier: filter.tier };
    const rows = await this.store.page(statusFilter, scope, pageSize, (page - 1) * pageSize);
    const total = rows[0] ? Number(rows[0].total) : await this.store.count(statusFilter, scope);
    return { success: true, items: rows.map(item), page, pageSize, total };
  }

  /** One alert with its excerpt; the opening is recorded in the access log. */
  async open(viewer: UserWithRole, id: string): Promise<SafetyAlertDetail> {
    const row = await this.visible(viewer, id);
    await this.accessLog.record(viewer.id, 'safety_alert', row.id, row.student_id);
    return this.detail(row);
  }

  async acknowledge(viewer: UserWithRole, id: string): Promise<SafetyAlertDetail> {
    const row = await this.visible(viewer, id);
    await this.store.acknowledge(row.id, viewer.id, this.clock.now());
    return this.afterAction(viewer, row.id);
  }

  async resolve(
    viewer: UserWithRole,
    id: string,
    outcome: SafetyOutcome,
    note: string | undefined,
  ): Promise<SafetyAlertDetail> {
    const row = await this.visible(viewer, id);
    await this.store.resolve(row.id, viewer.id, outcome, note?.length ? note : null, this.clock.now());
    return this.afterAction(viewer, row.id);
  }

  /**
   * The alert as it is after an acknowledgement or a resolution. The alert itself records who did
   * which and when; the access log gets a row only if the viewer had never opened it (an API call
   * straight to the action), so one look and two clicks are one opening, not three.
   */
  private async afterAction(viewer: UserWithRole, id: string): Promise<SafetyAlertDetail> {
    const row = await this.visible(viewer, id);
    if (!(await this.accessLog.hasOpened(viewer.id, 'safety_alert', row.id, row.student_id)))
      await this.accessLog.record(viewer.id, 'safety_alert', row.id, row.student_id);
    return this.detail(row);
  }

  /** The conduct tier of one school day (default: today in SCHOOL_TIME_ZONE), per student. */
  async digest(date: string | undefined, scope: StudentScope): Promise<SafetyDigestResponse> {
    const timeZone = this.config.aiQuota.timeZone;
    const day = date ?? schoolDay(timeZone, this.clock.now()).day;
    const rows = await this.store.digest(day, timeZone, scope);
    return {
      success: true,
      date: day,
      items: rows.map((row) => ({
        student: { id: row.student_id, name: row.student_name ?? '(deleted account)' },
        count: Number(row.count),
        categories: row.categories,
        lastAt: iso(row.last_at),
      })),
    };
  }

  async falseAlarms(): Promise<SafetyFalseAlarmsResponse> {
    const rows = await this.store.falseAlarms(FALSE_ALARMS_MAX);
    return {
      success: true,
      items: rows.map((row) => ({
        id: row.id,
        tier: row.tier,
        category: row.category,
        checks: row.checks,
        message: row.message ?? '',
        note: row.note,
        resolvedAt: iso(row.resolved_at),
      })),
    };
  }

  /** The alert if the viewer may see it: a teacher of its class, or an admin; else 404. */
  private async visible(viewer: UserWithRole, id: string): Promise<SafetyAlertDetailRow> {
    const row = isUuid(id) ? await this.store.find(id.toLowerCase(), scopeOf(viewer)) : undefined;
    if (!row) throw new ApiErrorException(HttpStatus.NOT_FOUND, SAFETY_ALERT_NOT_FOUND);
    return row;
  }

  private async detail(row: SafetyAlertDetailRow): Promise<SafetyAlertDetail> {
    const turns = await this.store.excerpt(row.conversation_id, row.question_id, CONTEXT_TURNS);
    const person = (id: string | null, name: string | null) =>
      id === null ? null : { id, name: name ?? '(deleted account)' };
    return {
      ...item(row),
      excerpt: turns.map((turn) => ({
        questionId: turn.id,
        question: turn.text,
        answer: turn.answer,
        createdAt: iso(turn.created_at),
      })),
      checks: row.checks,
      acknowledgedBy: person(row.acknowledged_by, row.acknowledged_by_name),
      acknowledgedAt: row.acknowledged_at && iso(row.acknowledged_at),
      resolvedBy: person(row.resolved_by, row.resolved_by_name),
      resolvedAt: row.resolved_at && iso(row.resolved_at),
      outcome: row.outcome,
      note: row.note,
      emailedAt: row.emailed_at && iso(row.emailed_at),
      realertedAt: row.realerted_at && iso(row.realerted_at),
    };
  }

  private count(event: SafetyAlertEvent): void {
    this.counts[event] += 1;
    if (safetyAlertEvents.hasSubscribers) safetyAlertEvents.publish({ event });
  }
}

/** A teacher sees the alerts of the classes they teach; an admin every alert. */
export const scopeOf = (viewer: UserWithRole): StudentScope => ({
  teacherId: viewer.role === 'admin' ? null : viewer.id,
  classId: null,
});

const item = (row: SafetyAlertRow): SafetyAlertItem => ({
  id: row.id,
  tier: row.tier,
  category: row.category,
  questionId: row.question_id,
  conversationId: row.conversation_id,
  classId: row.class_id,
  student: { id: row.student_id, name: row.student_name ?? '(deleted account)' },
  accountDeleted: row.student_name === null,
  status: row.status,
  createdAt: iso(row.created_at),
});
