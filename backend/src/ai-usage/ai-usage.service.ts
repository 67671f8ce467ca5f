import { Inject, Injectable } from '@nestjs/common';
import { GroupCommitQueue } from '../common/batching/group-commit-queue.js';
import { TooManyRequestsException } from '../common/rate-limit/too-many-requests.exception.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { TokenUsage } from '../tutor/ai/answer-provider.js';
import type { AnswerUsageHooks, GenerationContext } from '../tutor/answers/answer-usage-hooks.js';
import { BATCHED_INSERT_OPTIONS } from '../database/batched-insert.js';
import { SecurityEvents } from '../security-events/security-events.service.js';
import type { Queryable } from '../database/queryable.js';
import { AiUsageStore, type HoldLimits, type StudentHoldInput, type UsageRow } from './ai-usage-store.js';
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

/** How long after its start an answer may still hold tokens: its longest run and a margin. */
const holdSeconds = (totalTimeoutMs: number) => Math.ceil(totalTimeoutMs / 1000) + 60;

/** What an answer being written holds, until its tokens are counted. */
interface Reservation {
  day: string;
  student: number;
  school: number;
  /** The full allowance the answer was held against (its class's, or the school's). */
  allowance: number;
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
  /** Holds of answers starting (without a school ceiling), one statement per batch (see holdStudentRows). */
  private readonly studentHolds: GroupCommitQueue<StudentHold>;
  /**
   * With AI_DAILY_TOKENS_TOTAL (required in production): the holds of a batch in one transaction,
   * so the school's one row of the day is locked once per batch, not once per answer (a class
   * asking at once would otherwise queue on that lock; bench/answers/RESULTS.md).
   */
  private readonly ceilingHolds: GroupCommitQueue<StudentHold>;

  constructor(
    private readonly store: AiUsageStore,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly events: SecurityEvents,
  ) {
    this.studentHolds = new GroupCommitQueue((holds) => this.holdStudentRows(holds), {
      ...BATCHED_INSERT_OPTIONS,
      name: 'ai_daily_usage_holds',
    });
    this.ceilingHolds = new GroupCommitQueue((holds) => this.holdBatchUnderCeiling(holds), {
      ...BATCHED_INSERT_OPTIONS,
      name: 'ai_daily_usage_ceiling_holds',
    });
    this.usageRecords = new GroupCommitQueue(
      async (records) => {
        const rows = await this.store.addUsage(
          records.map((record) => ({
            day: record.day,
            userId: record.userId,
            tokens: record.tokens,
            heldStudent: record.reservation.student,
            heldSchool: record.reservation.school,
          })),
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

  async beforeGeneration({ userId, questionId, classDailyTokens }: GenerationContext): Promise<void> {
    const day = this.today();
    const hold = this.config.ai.maxOutputTokens;
    const ceiling = this.config.aiQuota.totalPerDay;
    const full = classDailyTokens ?? null;
    const refusal = await this.reserve({ day: day.day, userId, hold, full }, ceiling);
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
      allowance: full ?? this.config.aiQuota.perStudent,
    });
  }

  async afterGeneration({
    userId,
    questionId,
    usage,
  }: GenerationContext & { usage: TokenUsage }): Promise<void> {
    const reservation = this.reservations.get(questionId) ?? {
      day: this.today().day,
      student: 0,
      school: 0,
      allowance: this.config.aiQuota.perStudent,
    };
    this.reservations.delete(questionId);
    const tokens = Math.max(0, Math.round(usage.inputTokens + usage.outputTokens));
    const record: UsageRecord = { day: reservation.day, userId, tokens, reservation };
    await this.usageRecords.add(record);
    const row = record.row;
    if (!row) return;
    const allowance = reservation.allowance + Number(row.extra_tokens);
    const used = Number(row.student_tokens);
    // Recorded once when the batch's answers of this student crossed the allowance.
    if (record.firstOfStudent && used >= allowance && used - (record.batchTokens ?? tokens) < allowance)
      this.events.record('ai-quota.reached', { userId, limit: STUDENT_QUOTA_LIMIT });
    const ceiling = this.config.aiQuota.totalPerDay;
    if (ceiling === undefined || row.ceiling_reached_at || Number(row.school_tokens) < ceiling) return;
    // Whoever marks the day first records the event: once per day, whatever the number of replicas.
    if (await this.store.markCeilingReached(reservation.day))
      this.events.record('ai-ceiling.reached', { userId, limit: SCHOOL_CEILING_LIMIT });
  }

  /**
   * The student's use today, for the "tutor time left" notice; `classFull`: the allowance of the
   * class the page asks in (null: the school's).
   */
  async todayFor(userId: string, classFull: number | null = null): Promise<StudentUsageToday> {
    const full = classFull ?? this.config.aiQuota.perStudent;
    const day = this.today();
    const [rows, school]: [
      { tokens: string | null; extra_tokens: string | null; base: string }[],
      { ceiling_reached_at: Date | null }[],
    ] = await Promise.all([
      this.store.studentDay(day.day, userId, full, this.config.aiQuota.perUnvouched),
      this.config.aiQuota.totalPerDay === undefined ? Promise.resolve([]) : this.store.schoolCeiling(day.day),
    ]);
    const usedTokens = Number(rows[0]?.tokens ?? 0);
    const base = Number(rows[0]?.base ?? this.config.aiQuota.perUnvouched);
    const limitTokens = base + Number(rows[0]?.extra_tokens ?? 0);
    const schoolCeilingReached = Boolean(school[0]?.ceiling_reached_at);
    return {
      usedTokens,
      limitTokens,
      fullAllowance: base >= full,
      remaining: schoolCeilingReached ? 0 : Math.max(0, Math.min(1, 1 - usedTokens / limitTokens)),
      resetsAt: day.resetsAt,
      resetsInSeconds: day.secondsLeft,
      schoolCeilingReached,
    };
  }

  /** Holds the tokens of one answer, or says which limit refuses (null: held). */
  private async reserve(input: StudentHoldInput, ceiling: number | undefined) {
    // Without a ceiling one statement decides; with one, the student's and the school's holds
    // together or neither. Either way batched with the other answers starting now.
    const request: StudentHold = { ...input };
    await (ceiling === undefined ? this.studentHolds : this.ceilingHolds).add(request);
    if (request.held) return null;
    return request.refusedBy === 'school' ? SCHOOL_CEILING_LIMIT : STUDENT_QUOTA_LIMIT;
  }

  /**
   * A batch under the school's ceiling, in one transaction: the students' rows first (as
   * holdStudentRows), then the school's row of each day, locked once: the holds its students allowed
   * are taken in arrival order while the day's count is under the ceiling (each answer as the
   * one-at-a-time check did); the others are given back to their students' rows.
   */
  private async holdBatchUnderCeiling(holds: StudentHold[]): Promise<void> {
    const ceiling = this.config.aiQuota.totalPerDay ?? Number.POSITIVE_INFINITY;
    const limits = this.holdLimits();
    await this.store.inTransaction(async (db) => {
      await this.holdStudentRows(holds, db);
      for (const day of new Set(holds.filter((hold) => hold.held).map((hold) => hold.day))) {
        let used = await this.store.lockSchoolDay(db, day);
        let taken = 0;
        const refused: StudentHold[] = [];
        for (const hold of holds) {
          if (hold.day !== day || !hold.held) continue;
          if (used < ceiling) {
            used += hold.hold;
            taken += hold.hold;
          } else {
            hold.held = false;
            hold.refusedBy = 'school';
            refused.push(hold);
          }
        }
        if (taken > 0) await this.store.addSchoolHold(db, day, taken, limits);
        if (refused.length > 0) await this.store.releaseStudentHolds(db, day, refused);
      }
    });
  }

  /**
   * The holds of a batch, each the conditional upsert of reserveForStudent: one statement for
   * every student once, then again for a student's second answer in the batch (a row can be
   * changed once per statement), so each hold still sees the ones before it.
   */
  private async holdStudentRows(holds: StudentHold[], db?: Queryable): Promise<void> {
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
      const rows = await this.store.holdForStudents(round, this.holdLimits(), db);
      const held = new Set(rows.map((row) => `${row.day} ${row.user_id}`));
      for (const hold of round) hold.held = held.has(`${hold.day} ${hold.userId}`);
      rest = later;
    }
  }

  private holdLimits(): HoldLimits {
    return {
      perStudent: this.config.aiQuota.perStudent,
      perUnvouched: this.config.aiQuota.perUnvouched,
      holdSeconds: holdSeconds(this.config.ai.totalTimeoutMs),
    };
  }
}

/** An answer's hold on its student's row of the day; `held` says whether the allowance let it. */
interface StudentHold extends StudentHoldInput {
  held?: boolean;
  /** Which row refused it, when not held. */
  refusedBy?: 'school';
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
