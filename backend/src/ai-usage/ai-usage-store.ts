import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';
import { type StudentScope, scopeParams, studentInScope } from '../classes/student-scope.js';
import { likePattern } from '../common/values.js';
import { AiDailySchoolUsage } from './ai-daily-usage.entity.js';

/** A row's held tokens that still count: none once no answer holding them can still be running. */
const liveHold = (row: string) =>
  `(CASE WHEN ${row}.reserved_until > now() THEN ${row}.reserved_tokens ELSE 0 END)`;
/**
 * Someone vouched for the student `user`: a verified email, a teacher's approval, or a place in a
 * class (a teacher let them in with the class's code; docs/classes.md).
 */
const vouched = (user: string) =>
  `(${user}.email_verified_at IS NOT NULL OR ${user}.approved_at IS NOT NULL
    OR EXISTS (SELECT 1 FROM class_students m WHERE m.user_id = ${user}.id AND m.ended_at IS NULL))`;

/**
 * The student's daily allowance before a teacher's extra: the full one ($full) once someone
 * vouched for the account (verified email, approved by a teacher, in a class, staff), otherwise the small one
 * ($unvouched, AI_DAILY_TOKENS_UNVERIFIED) that an account farm gets (docs/security.md).
 */
const allowance = (row: string, full: string, unvouched: string) =>
  `(SELECT CASE WHEN ${vouched('v')} OR v.role <> 'student'
                THEN ${full}::bigint ELSE ${unvouched}::bigint END FROM users v WHERE v.id = ${row}.user_id)`;

/** What every hold checks against: the allowances and how long a hold lasts. */
export interface HoldLimits {
  /** AI_DAILY_TOKENS_PER_STUDENT: the full allowance. */
  perStudent: number;
  /** AI_DAILY_TOKENS_UNVERIFIED: the allowance until someone vouched for the account. */
  perUnvouched: number;
  /** How long after its start an answer may still hold tokens. */
  holdSeconds: number;
}

/** An answer's hold on its student's row of the day. */
export interface StudentHoldInput {
  day: string;
  userId: string;
  hold: number;
  /** The full allowance where the answer is asked (a class's own); null: AI_DAILY_TOKENS_PER_STUDENT. */
  full: number | null;
}

/** One answer's real cost, and what it held on the student's and the school's rows. */
export interface UsageInput {
  day: string;
  userId: string;
  tokens: number;
  heldStudent: number;
  heldSchool: number;
}

/** A student's and the school's totals for the day after an answer's cost was added. */
export interface UsageRow {
  student_tokens: string;
  extra_tokens: string;
  school_tokens: string;
  ceiling_reached_at: Date | null;
}

/** A student's row of the day (none yet: tokens null) with their allowance before a teacher's extra. */
export interface StudentDayRow {
  tokens: string | null;
  extra_tokens: string | null;
  base: string;
}

/** A student with their use today, as teachers see it. */
export interface StudentUsageRow {
  id: string;
  name: string;
  email: string;
  tokens: string | null;
  extra_tokens: string | null;
  /** Verified email or a teacher's approval: the full allowance. */
  vouched: boolean;
}

/** The teachers' filter of students; each unset part matches everyone. */
export interface StudentUsageFilter {
  studentId?: string;
  /** Part of a student's name or email. */
  studentText?: string;
  /** The console's scope: a teacher's classes' students, or every student. */
  scope: StudentScope;
}

/** Which row refused a hold. */
export type HoldRefusal = 'student' | 'school';

/**
 * ai_daily_usage and ai_daily_school_usage: the answer path's quota statements (holds, costs, the
 * ceiling's mark: a measured fast path, their text unchanged since it was measured) and what
 * teachers read and raise. bigint columns come back from pg as strings.
 */
@Injectable()
export class AiUsageStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Adds answers' costs to their students' and the school's rows and releases what they held, in
   * one statement (the two rows move together); answers each student's totals after it.
   */
  addUsage(records: UsageInput[]): Promise<(UsageRow & { day: string; user_id: string })[]> {
    return this.db.query(
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
        records.map((record) => record.heldStudent),
        records.map((record) => record.heldSchool),
      ],
    );
  }

  /**
   * Holds tokens on each student's row unless that student's allowance is used up; answers the
   * rows that held. One row may be changed once per statement: the holds are of distinct students.
   */
  holdForStudents(
    holds: StudentHoldInput[],
    limits: HoldLimits,
    db: Queryable = this.db,
  ): Promise<{ day: string; user_id: string }[]> {
    return db.query(
      `INSERT INTO ai_daily_usage AS u (day, user_id, reserved_tokens, reserved_until)
         SELECT day, user_id, hold, now() + make_interval(secs => $5)
           FROM unnest($1::date[], $2::uuid[], $3::bigint[]) AS t(day, user_id, hold)
         ON CONFLICT (day, user_id) DO UPDATE
           SET reserved_tokens = ${liveHold('u')} + EXCLUDED.reserved_tokens, reserved_until = EXCLUDED.reserved_until
           WHERE u.tokens + ${liveHold('u')}
                 < ${allowance('u', 'coalesce(($7::bigint[])[array_position($2::uuid[], u.user_id)], $4)', '$6')}
                   + u.extra_tokens
         RETURNING to_char(day, 'YYYY-MM-DD') AS day, user_id`,
      [
        holds.map((hold) => hold.day),
        holds.map((hold) => hold.userId),
        holds.map((hold) => hold.hold),
        limits.perStudent,
        limits.holdSeconds,
        limits.perUnvouched,
        holds.map((hold) => hold.full),
      ],
    );
  }

  /** Runs `work` in one transaction (a batch of holds under the school's ceiling). */
  inTransaction<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => work(manager));
  }

  /**
   * Locks the school's row of the day (made if missing) until the transaction ends, and answers
   * the tokens it counts: used plus those held by answers still being written.
   */
  async lockSchoolDay(db: Queryable, day: string): Promise<number> {
    const [row]: { used: string }[] = await db.query(
      `INSERT INTO ai_daily_school_usage AS s (day) VALUES ($1)
       ON CONFLICT (day) DO UPDATE SET day = EXCLUDED.day
       RETURNING s.tokens + ${liveHold('s')} AS used`,
      [day],
    );
    return Number(row?.used ?? 0);
  }

  /** Adds the holds of a batch to the school's row of the day (locked by lockSchoolDay). */
  async addSchoolHold(db: Queryable, day: string, tokens: number, limits: HoldLimits): Promise<void> {
    await db.query(
      `UPDATE ai_daily_school_usage AS s
          SET reserved_tokens = ${liveHold('s')} + $2, reserved_until = now() + make_interval(secs => $3)
        WHERE day = $1`,
      [day, tokens, limits.holdSeconds],
    );
  }

  /** Gives back holds that the school's ceiling refused after their students' rows took them. */
  async releaseStudentHolds(db: Queryable, day: string, holds: StudentHoldInput[]): Promise<void> {
    await db.query(
      `UPDATE ai_daily_usage AS u SET reserved_tokens = greatest(0, u.reserved_tokens - t.hold)
         FROM (SELECT user_id, sum(hold) AS hold FROM unnest($2::uuid[], $3::bigint[]) AS x(user_id, hold)
                GROUP BY user_id) t
        WHERE u.day = $1 AND u.user_id = t.user_id`,
      [day, holds.map((hold) => hold.userId), holds.map((hold) => hold.hold)],
    );
  }

  /** Marks the day's ceiling reached; true only for whoever marked it first. */
  async markCeilingReached(day: string): Promise<boolean> {
    const [marked]: [unknown[], number] = await this.db.query(
      `UPDATE ai_daily_school_usage SET ceiling_reached_at = now()
        WHERE day = $1 AND ceiling_reached_at IS NULL RETURNING day`,
      [day],
    );
    return marked.length > 0;
  }

  /** The student's row of the day (one row even before the first answer), with its allowance. */
  studentDay(
    day: string,
    userId: string,
    perStudent: number,
    perUnvouched: number,
  ): Promise<StudentDayRow[]> {
    return this.db.query(
      `SELECT d.tokens, d.extra_tokens, ${allowance('s', '$3', '$4')} AS base
           FROM (SELECT $2::uuid AS user_id) s
           LEFT JOIN ai_daily_usage d ON d.day = $1 AND d.user_id = s.user_id`,
      [day, userId, perStudent, perUnvouched],
    );
  }

  /** When the school reached its ceiling that day (no row: nothing used yet). */
  schoolCeiling(day: string): Promise<{ ceiling_reached_at: Date | null }[]> {
    return this.db.query('SELECT ceiling_reached_at FROM ai_daily_school_usage WHERE day = $1', [day]);
  }

  /** The school's row of the day, or null before its first answer. */
  schoolDay(day: string): Promise<AiDailySchoolUsage | null> {
    return this.db.getRepository(AiDailySchoolUsage).findOneBy({ day });
  }

  /** Students by their use that day, most first (then by name). */
  students(
    day: string,
    filter: StudentUsageFilter,
    limit: number,
    offset: number,
  ): Promise<StudentUsageRow[]> {
    return this.db.query(
      `SELECT s.id, s.name, s.email, a.tokens, a.extra_tokens,
              ${vouched('s')} AS vouched
         FROM users s LEFT JOIN ai_daily_usage a ON a.user_id = s.id AND a.day = $1
        WHERE s.role = 'student' AND ($2::uuid IS NULL OR s.id = $2::uuid)
          AND ($3::text IS NULL OR s.email ILIKE $3::text OR s.name ILIKE $3::text)
          AND ${studentInScope('s.id', '$4', '$5')}
        ORDER BY coalesce(a.tokens, 0) DESC, s.name, s.id
        LIMIT $6 OFFSET $7`,
      [...studentFilter(day, filter), limit, offset],
    );
  }

  /** How many students the filter matches. */
  async countStudents(day: string, filter: StudentUsageFilter): Promise<number> {
    const [row] = await this.db.query<{ total: string }[]>(
      `SELECT count(*) AS total
         FROM users s LEFT JOIN ai_daily_usage a ON a.user_id = s.id AND a.day = $1
        WHERE s.role = 'student' AND ($2::uuid IS NULL OR s.id = $2::uuid)
          AND ($3::text IS NULL OR s.email ILIKE $3::text OR s.name ILIKE $3::text)
          AND ${studentInScope('s.id', '$4', '$5')}`,
      studentFilter(day, filter),
    );
    return Number(row?.total ?? 0);
  }

  /** One student's use that day; undefined for an unknown id or an account that is not a student. */
  async student(day: string, studentId: string): Promise<StudentUsageRow | undefined> {
    const [row] = await this.db.query<StudentUsageRow[]>(
      `SELECT s.id, s.name, s.email, a.tokens, a.extra_tokens,
              ${vouched('s')} AS vouched
         FROM users s LEFT JOIN ai_daily_usage a ON a.user_id = s.id AND a.day = $1
        WHERE s.id = $2 AND s.role = 'student'`,
      [day, studentId],
    );
    return row;
  }

  /** Adds a teacher's extra tokens to the student's allowance for that day only. */
  async addExtraTokens(day: string, studentId: string, extraTokens: number): Promise<void> {
    await this.db.query(
      `INSERT INTO ai_daily_usage AS u (day, user_id, extra_tokens) VALUES ($1, $2, $3)
       ON CONFLICT (day, user_id) DO UPDATE SET extra_tokens = u.extra_tokens + EXCLUDED.extra_tokens`,
      [day, studentId, extraTokens],
    );
  }
}

/** The filter's parameters: $1 the day, $2 one student's id, $3 a name or email pattern (NULL: any). */
const studentFilter = (day: string, filter: StudentUsageFilter) => [
  day,
  filter.studentId ?? null,
  filter.studentText === undefined ? null : likePattern(filter.studentText),
  ...scopeParams(filter.scope),
];
