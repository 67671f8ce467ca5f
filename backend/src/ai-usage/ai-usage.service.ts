import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { TooManyRequestsException } from '../common/rate-limit/too-many-requests.exception.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { TokenUsage } from '../ques/ai/answer-provider.js';
import type { AnswerUsageHooks, GenerationContext } from '../ques/answers/answer-usage-hooks.js';
import { SecurityEvents } from '../security-events/security-events.service.js';
import { inHoursAndMinutes, type SchoolDay, schoolDay } from './school-day.js';

/** The names of the limits in security events (never their values). */
export const STUDENT_QUOTA_LIMIT = 'ai-daily-tokens-student';
export const SCHOOL_CEILING_LIMIT = 'ai-daily-tokens-total';

const resetsWhen = ({ secondsLeft }: SchoolDay, timeZone: string) =>
  `It resets at midnight school time (${timeZone}), in ${inHoursAndMinutes(secondsLeft)}.`;

export function dailyLimitMessage(day: SchoolDay, timeZone: string): string {
  return `You have reached today's limit for the AI tutor. ${resetsWhen(day, timeZone)}`;
}
export function schoolCeilingMessage(day: SchoolDay, timeZone: string): string {
  return `The school's AI tutor allowance for today is used up. ${resetsWhen(day, timeZone)}`;
}

export interface StudentUsageToday {
  usedTokens: number;
  limitTokens: number;
  /** 0 to 1: the share of today's tutor time left. */
  remaining: number;
  resetsAt: Date;
  resetsInSeconds: number;
  schoolCeilingReached: boolean;
}

/** A row's held tokens that still count: none once no answer holding them can still be running. */
const liveHold = (row: string) =>
  `(CASE WHEN ${row}.reserved_until > now() THEN ${row}.reserved_tokens ELSE 0 END)`;
/** How long after its start an answer may still hold tokens: its longest run and a margin. */
const holdSeconds = (totalTimeoutMs: number) => Math.ceil(totalTimeoutMs / 1000) + 60;

/** What an answer being written holds, until its tokens are counted. */
interface Reservation {
  day: string;
  student: number;
  school: number;
}

/**
 * Daily AI quotas through the answer flow's usage hooks (docs/tutor.md, "Usage hooks"; bound in
 * QuesModule). Before the model is called, one atomic upsert per row checks and reserves: the
 * student's row (AI_DAILY_TOKENS_PER_STUDENT + a teacher's raise for the day) and, with
 * AI_DAILY_TOKENS_TOTAL, the school's row; the answer is refused with 429 + Retry-After (midnight
 * in SCHOOL_TIME_ZONE) when the tokens counted plus those held by answers being written have
 * reached the limit. Each answer holds AI_MAX_OUTPUT_TOKENS (the most it may still cost) until it
 * ends; then its real tokens (reported by the provider, else estimated from characters) replace the
 * hold. Concurrent answers therefore cannot all slip under the limit together; an answer may end
 * past it by its own cost only. A hold whose answer never reports back (it could not start, or its
 * process died) stops counting once no answer can still be running: AI_TOTAL_TIMEOUT_MS and a
 * minute after the row's latest hold. Rows live in Postgres: every replica shares them.
 */
@Injectable()
export class AiUsageService implements AnswerUsageHooks {
  /** By question id: answers started in this process (the hooks of one answer run in one process). */
  private readonly reservations = new Map<string, Reservation>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly events: SecurityEvents,
  ) {}

  get timeZone(): string {
    return this.config.aiQuota.timeZone;
  }

  today(now = new Date()): SchoolDay {
    return schoolDay(this.timeZone, now);
  }

  async beforeGeneration({ userId, questionId }: GenerationContext): Promise<void> {
    const day = this.today();
    const hold = this.config.ai.maxOutputTokens;
    const ceiling = this.config.aiQuota.totalPerDay;
    const refusal = await this.reserve(day.day, userId, hold, ceiling);
    if (refusal !== null) {
      this.events.record('limit.refused', { userId, limit: refusal });
      throw new TooManyRequestsException(
        refusal === STUDENT_QUOTA_LIMIT
          ? dailyLimitMessage(day, this.timeZone)
          : schoolCeilingMessage(day, this.timeZone),
        day.secondsLeft,
      );
    }
    this.reservations.set(questionId, {
      day: day.day,
      student: hold,
      school: ceiling === undefined ? 0 : hold,
    });
  }

  async afterGeneration({
    userId,
    questionId,
    usage,
  }: GenerationContext & { usage: TokenUsage }): Promise<void> {
    const reservation = this.reservations.get(questionId) ?? { day: this.today().day, student: 0, school: 0 };
    this.reservations.delete(questionId);
    const tokens = Math.max(0, Math.round(usage.inputTokens + usage.outputTokens));
    // One statement: the student's and the school's rows move together.
    const [row]: {
      student_tokens: string;
      extra_tokens: string;
      school_tokens: string;
      ceiling_reached_at: Date | null;
    }[] = await this.db.query(
      `WITH student AS (
         INSERT INTO ai_daily_usage AS u (day, user_id, tokens) VALUES ($1, $2, $3)
         ON CONFLICT (day, user_id) DO UPDATE
           SET tokens = u.tokens + EXCLUDED.tokens, reserved_tokens = greatest(${liveHold('u')} - $4, 0)
         RETURNING tokens, extra_tokens
       ), school AS (
         INSERT INTO ai_daily_school_usage AS s (day, tokens) VALUES ($1, $3)
         ON CONFLICT (day) DO UPDATE
           SET tokens = s.tokens + EXCLUDED.tokens, reserved_tokens = greatest(${liveHold('s')} - $5, 0)
         RETURNING tokens, ceiling_reached_at
       )
       SELECT student.tokens AS student_tokens, student.extra_tokens, school.tokens AS school_tokens,
              school.ceiling_reached_at
         FROM student, school`,
      [reservation.day, userId, tokens, reservation.student, reservation.school],
    );
    if (!row) return;
    const allowance = this.config.aiQuota.perStudent + Number(row.extra_tokens);
    const used = Number(row.student_tokens);
    if (used >= allowance && used - tokens < allowance)
      this.events.record('ai-quota.reached', { userId, limit: STUDENT_QUOTA_LIMIT });
    const ceiling = this.config.aiQuota.totalPerDay;
    if (ceiling === undefined || row.ceiling_reached_at || Number(row.school_tokens) < ceiling) return;
    // Whoever marks the day first records the event: once per day, whatever the number of replicas.
    const [marked]: [unknown[], number] = await this.db.query(
      `UPDATE ai_daily_school_usage SET ceiling_reached_at = now()
        WHERE day = $1 AND ceiling_reached_at IS NULL RETURNING day`,
      [reservation.day],
    );
    if (marked.length > 0) this.events.record('ai-ceiling.reached', { userId, limit: SCHOOL_CEILING_LIMIT });
  }

  /** The student's use today, for the "tutor time left" notice. */
  async todayFor(userId: string): Promise<StudentUsageToday> {
    const day = this.today();
    const [rows, school]: [
      { tokens: string; extra_tokens: string }[],
      { ceiling_reached_at: Date | null }[],
    ] = await Promise.all([
      this.db.query('SELECT tokens, extra_tokens FROM ai_daily_usage WHERE day = $1 AND user_id = $2', [
        day.day,
        userId,
      ]),
      this.config.aiQuota.totalPerDay === undefined
        ? Promise.resolve([])
        : this.db.query('SELECT ceiling_reached_at FROM ai_daily_school_usage WHERE day = $1', [day.day]),
    ]);
    const usedTokens = Number(rows[0]?.tokens ?? 0);
    const limitTokens = this.config.aiQuota.perStudent + Number(rows[0]?.extra_tokens ?? 0);
    const schoolCeilingReached = Boolean(school[0]?.ceiling_reached_at);
    return {
      usedTokens,
      limitTokens,
      remaining: schoolCeilingReached ? 0 : Math.max(0, Math.min(1, 1 - usedTokens / limitTokens)),
      resetsAt: day.resetsAt,
      resetsInSeconds: day.secondsLeft,
      schoolCeilingReached,
    };
  }

  /** Holds the tokens of one answer, or says which limit refuses (null: held). */
  private async reserve(day: string, userId: string, hold: number, ceiling: number | undefined) {
    // Without a ceiling one statement decides.
    if (ceiling === undefined)
      return (await this.reserveForStudent(this.db.manager, day, userId, hold)) ? null : STUDENT_QUOTA_LIMIT;
    // With one, both holds or neither: throwing rolls the student's hold back.
    return this.db
      .transaction(async (manager) => {
        if (!(await this.reserveForStudent(manager, day, userId, hold))) return STUDENT_QUOTA_LIMIT;
        if (!(await this.reserveForSchool(manager, day, hold, ceiling))) throw new CeilingReached();
        return null;
      })
      .catch((error: unknown) => {
        if (error instanceof CeilingReached) return SCHOOL_CEILING_LIMIT;
        throw error;
      });
  }

  /** Holds `hold` tokens on the student's row unless the student's allowance is used up (false). */
  private async reserveForStudent(
    manager: EntityManager,
    day: string,
    userId: string,
    hold: number,
  ): Promise<boolean> {
    // A first answer of the day inserts the row (every allowance is at least 1 token).
    const rows: unknown[] = await manager.query(
      `INSERT INTO ai_daily_usage AS u (day, user_id, reserved_tokens, reserved_until)
       VALUES ($1, $2, $3, now() + make_interval(secs => $5))
       ON CONFLICT (day, user_id) DO UPDATE
         SET reserved_tokens = ${liveHold('u')} + EXCLUDED.reserved_tokens, reserved_until = EXCLUDED.reserved_until
         WHERE u.tokens + ${liveHold('u')} < $4 + u.extra_tokens
       RETURNING 1`,
      [day, userId, hold, this.config.aiQuota.perStudent, holdSeconds(this.config.ai.totalTimeoutMs)],
    );
    return rows.length > 0;
  }

  private async reserveForSchool(manager: EntityManager, day: string, hold: number, ceiling: number) {
    const rows: unknown[] = await manager.query(
      `INSERT INTO ai_daily_school_usage AS s (day, reserved_tokens, reserved_until)
       VALUES ($1, $2, now() + make_interval(secs => $4))
       ON CONFLICT (day) DO UPDATE
         SET reserved_tokens = ${liveHold('s')} + EXCLUDED.reserved_tokens, reserved_until = EXCLUDED.reserved_until
         WHERE s.tokens + ${liveHold('s')} < $3
       RETURNING 1`,
      [day, hold, ceiling, holdSeconds(this.config.ai.totalTimeoutMs)],
    );
    return rows.length > 0;
  }
}

/** Rolls the reservation transaction back when the school's ceiling refuses. */
class CeilingReached extends Error {}
