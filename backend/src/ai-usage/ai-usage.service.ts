import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { GroupCommitQueue } from '../common/batching/group-commit-queue.js';
import { TooManyRequestsException } from '../common/rate-limit/too-many-requests.exception.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { TokenUsage } from '../tutor/ai/answer-provider.js';
import type { AnswerUsageHooks, GenerationContext } from '../tutor/answers/answer-usage-hooks.js';
import { BATCHED_INSERT_OPTIONS } from '../database/batched-insert.js';
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
  /** False: nobody vouched for the account yet, so it has the small allowance (AI_DAILY_TOKENS_UNVERIFIED). */
  fullAllowance: boolean;
}

/** A row's held tokens that still count: none once no answer holding them can still be running. */
const liveHold = (row: string) =>
  `(CASE WHEN ${row}.reserved_until > now() THEN ${row}.reserved_tokens ELSE 0 END)`;
/**
 * The student's daily allowance before a teacher's extra: the full one ($full) once someone
 * vouched for the account (verified email, approved by a teacher, staff), otherwise the small one
 * ($unvouched, AI_DAILY_TOKENS_UNVERIFIED) that an account farm gets (docs/security.md).
 */
const allowance = (row: string, full: string, unvouched: string) =>
  `(SELECT CASE WHEN v.email_verified_at IS NOT NULL OR v.approved_at IS NOT NULL OR v.role <> 'student'
                THEN ${full}::bigint ELSE ${unvouched}::bigint END FROM users v WHERE v.id = ${row}.user_id)`;
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
 * TutorModule). Before the model is called, one atomic upsert per row checks and reserves: the
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

  /**
   * Answers' real costs, written in batches: every answer that ends adds to the school's one row
   * of the day, so when a class's answers end together one statement per batch (the students'
   * rows summed per student, the school's row once) replaces a statement per answer queued on
   * that row's lock, holding the pool's connections.
   */
  private readonly usageRecords: GroupCommitQueue<UsageRecord>;
  /** Holds of answers starting (without a school ceiling), one statement per batch (see holdBatch). */
  private readonly studentHolds: GroupCommitQueue<StudentHold>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly events: SecurityEvents,
  ) {
    this.studentHolds = new GroupCommitQueue((holds) => this.holdBatch(holds), {
      ...BATCHED_INSERT_OPTIONS,
      name: 'ai_daily_usage_holds',
    });
    this.usageRecords = new GroupCommitQueue(
      async (records) => {
        // The students' and the school's rows move together: one statement.
        const rows: (UsageRow & { day: string; user_id: string })[] = await db.query(
          `WITH input AS (
             SELECT * FROM unnest($1::date[], $2::uuid[], $3::bigint[], $4::bigint[], $5::bigint[])
               AS t(day, user_id, tokens, held_student, held_school)
           ), per_student AS (
             SELECT day, user_id, sum(tokens) AS tokens, sum(held_student) AS held FROM input GROUP BY day, user_id
           ), per_day AS (
             SELECT day, sum(tokens) AS tokens, sum(held_school) AS held FROM input GROUP BY day
           ), student AS (
             INSERT INTO ai_daily_usage AS u (day, user_id, tokens) SELECT day, user_id, tokens FROM per_student
             ON CONFLICT (day, user_id) DO UPDATE
               SET tokens = u.tokens + EXCLUDED.tokens,
                   reserved_tokens = greatest(${liveHold('u')}
                     - (SELECT p.held FROM per_student p WHERE p.day = u.day AND p.user_id = u.user_id), 0)
             RETURNING day, user_id, tokens, extra_tokens
           ), school AS (
             INSERT INTO ai_daily_school_usage AS s (day, tokens) SELECT day, tokens FROM per_day
             ON CONFLICT (day) DO UPDATE
               SET tokens = s.tokens + EXCLUDED.tokens,
                   reserved_tokens = greatest(${liveHold('s')} - (SELECT d.held FROM per_day d WHERE d.day = s.day), 0)
             RETURNING day, tokens, ceiling_reached_at
           )
           SELECT to_char(student.day, 'YYYY-MM-DD') AS day, student.user_id, student.tokens AS student_tokens,
                  student.extra_tokens, school.tokens AS school_tokens, school.ceiling_reached_at
             FROM student JOIN school ON school.day = student.day`,
          [
            records.map((record) => record.day),
            records.map((record) => record.userId),
            records.map((record) => record.tokens),
            records.map((record) => record.reservation.student),
            records.map((record) => record.reservation.school),
          ],
        );
        const byStudent = new Map(rows.map((row) => [`${row.day} ${row.user_id}`, row]));
        const studentTokens = new Map<string, number>();
        for (const record of records) {
          const key = `${record.day} ${record.userId}`;
          record.row = byStudent.get(key);
          record.firstOfStudent = !studentTokens.has(key);
          studentTokens.set(key, (studentTokens.get(key) ?? 0) + record.tokens);
        }
        for (const record of records)
          record.batchTokens = studentTokens.get(`${record.day} ${record.userId}`);
      },
      { ...BATCHED_INSERT_OPTIONS, name: 'ai_daily_usage' },
    );
  }

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
    const record: UsageRecord = { day: reservation.day, userId, tokens, reservation };
    await this.usageRecords.add(record);
    const row = record.row;
    if (!row) return;
    const allowance = this.config.aiQuota.perStudent + Number(row.extra_tokens);
    const used = Number(row.student_tokens);
    // Recorded once when the batch's answers of this student crossed the allowance.
    if (record.firstOfStudent && used >= allowance && used - (record.batchTokens ?? tokens) < allowance)
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
      { tokens: string | null; extra_tokens: string | null; base: string }[],
      { ceiling_reached_at: Date | null }[],
    ] = await Promise.all([
      this.db.query(
        `SELECT d.tokens, d.extra_tokens, ${allowance('s', '$3', '$4')} AS base
           FROM (SELECT $2::uuid AS user_id) s
           LEFT JOIN ai_daily_usage d ON d.day = $1 AND d.user_id = s.user_id`,
        [day.day, userId, this.config.aiQuota.perStudent, this.config.aiQuota.perUnvouched],
      ),
      this.config.aiQuota.totalPerDay === undefined
        ? Promise.resolve([])
        : this.db.query('SELECT ceiling_reached_at FROM ai_daily_school_usage WHERE day = $1', [day.day]),
    ]);
    const usedTokens = Number(rows[0]?.tokens ?? 0);
    const base = Number(rows[0]?.base ?? this.config.aiQuota.perUnvouched);
    const limitTokens = base + Number(rows[0]?.extra_tokens ?? 0);
    const schoolCeilingReached = Boolean(school[0]?.ceiling_reached_at);
    return {
      usedTokens,
      limitTokens,
      fullAllowance: base >= this.config.aiQuota.perStudent,
      remaining: schoolCeilingReached ? 0 : Math.max(0, Math.min(1, 1 - usedTokens / limitTokens)),
      resetsAt: day.resetsAt,
      resetsInSeconds: day.secondsLeft,
      schoolCeilingReached,
    };
  }

  /** Holds the tokens of one answer, or says which limit refuses (null: held). */
  private async reserve(day: string, userId: string, hold: number, ceiling: number | undefined) {
    // Without a ceiling one statement decides (batched with the other answers starting now).
    if (ceiling === undefined) {
      const request: StudentHold = { day, userId, hold };
      await this.studentHolds.add(request);
      return request.held ? null : STUDENT_QUOTA_LIMIT;
    }
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

  /**
   * The holds of a batch, each the conditional upsert of reserveForStudent: one statement for
   * every student once, then again for a student's second answer in the batch (a row can be
   * changed once per statement), so each hold still sees the ones before it.
   */
  private async holdBatch(holds: StudentHold[]): Promise<void> {
    let rest = holds;
    while (rest.length > 0) {
      const seen = new Set<string>();
      const round: StudentHold[] = [];
      const later: StudentHold[] = [];
      for (const hold of rest) {
        const key = `${hold.day} ${hold.userId}`;
        (seen.has(key) ? later : round).push(hold);
        seen.add(key);
      }
      const rows: { day: string; user_id: string }[] = await this.db.query(
        `INSERT INTO ai_daily_usage AS u (day, user_id, reserved_tokens, reserved_until)
         SELECT day, user_id, hold, now() + make_interval(secs => $5)
           FROM unnest($1::date[], $2::uuid[], $3::bigint[]) AS t(day, user_id, hold)
         ON CONFLICT (day, user_id) DO UPDATE
           SET reserved_tokens = ${liveHold('u')} + EXCLUDED.reserved_tokens, reserved_until = EXCLUDED.reserved_until
           WHERE u.tokens + ${liveHold('u')} < ${allowance('u', '$4', '$6')} + u.extra_tokens
         RETURNING to_char(day, 'YYYY-MM-DD') AS day, user_id`,
        [
          round.map((hold) => hold.day),
          round.map((hold) => hold.userId),
          round.map((hold) => hold.hold),
          this.config.aiQuota.perStudent,
          holdSeconds(this.config.ai.totalTimeoutMs),
          this.config.aiQuota.perUnvouched,
        ],
      );
      const held = new Set(rows.map((row) => `${row.day} ${row.user_id}`));
      for (const hold of round) hold.held = held.has(`${hold.day} ${hold.userId}`);
      rest = later;
    }
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
         WHERE u.tokens + ${liveHold('u')} < ${allowance('u', '$4', '$6')} + u.extra_tokens
       RETURNING 1`,
      [
        day,
        userId,
        hold,
        this.config.aiQuota.perStudent,
        holdSeconds(this.config.ai.totalTimeoutMs),
        this.config.aiQuota.perUnvouched,
      ],
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

/** A student's and the school's totals for the day after an answer's cost was added. */
interface UsageRow {
  student_tokens: string;
  extra_tokens: string;
  school_tokens: string;
  ceiling_reached_at: Date | null;
}

/** An answer's hold on its student's row of the day; `held` says whether the allowance let it. */
interface StudentHold {
  day: string;
  userId: string;
  hold: number;
  held?: boolean;
}

/** One answer's cost, to be added to its student's and the school's rows of the day. */
interface UsageRecord {
  day: string;
  userId: string;
  tokens: number;
  reservation: Reservation;
  /** The totals after its batch (the student's include the batch's other answers of that student). */
  row?: UsageRow;
  /** The tokens of the student's answers in the batch, and whether this is the first of them. */
  batchTokens?: number;
  firstOfStudent?: boolean;
}

/** Rolls the reservation transaction back when the school's ceiling refuses. */
class CeilingReached extends Error {}
