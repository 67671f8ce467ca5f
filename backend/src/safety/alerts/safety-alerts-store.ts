import type { SafetyAlertStatus, SafetyCategory, SafetyOutcome, SafetyTier } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { conversationInScope, scopeParams, type StudentScope } from '../../classes/student-scope.js';
import { deleteOlderInBatches } from '../../database/batched-delete.js';
import type { Queryable } from '../../database/queryable.js';

/** What raise() stores (validated by the service). */
export interface NewSafetyAlert {
  tier: SafetyTier;
  category: SafetyCategory;
  questionId: string;
  conversationId: string;
  classId: string | null;
  studentId: string;
  checks: string[];
}

export interface SafetyAlertRow {
  id: string;
  tier: SafetyTier;
  category: SafetyCategory;
  question_id: string;
  conversation_id: string;
  class_id: string | null;
  student_id: string;
  student_name: string | null;
  status: SafetyAlertStatus;
  created_at: Date;
}

export interface SafetyAlertDetailRow extends SafetyAlertRow {
  checks: string[];
  acknowledged_by: string | null;
  acknowledged_by_name: string | null;
  acknowledged_at: Date | null;
  resolved_by: string | null;
  resolved_by_name: string | null;
  resolved_at: Date | null;
  outcome: SafetyOutcome | null;
  note: string | null;
  emailed_at: Date | null;
  realerted_at: Date | null;
}

export interface ExcerptRow {
  id: string;
  text: string;
  answer: string | null;
  created_at: Date;
}

/** What the emails name: the student, the class, when. */
export interface AlertToTell {
  id: string;
  tier: SafetyTier;
  category: SafetyCategory;
  class_id: string | null;
  class_name: string | null;
  student_name: string | null;
  created_at: Date;
}

export interface DigestRow {
  student_id: string;
  student_name: string | null;
  count: string;
  categories: SafetyCategory[];
  last_at: Date;
}

export interface FalseAlarmRow {
  id: string;
  tier: SafetyTier;
  category: SafetyCategory;
  checks: string[];
  message: string | null;
  note: string | null;
  resolved_at: Date;
}

/** The alerts of tier `param`; when it is null, the urgent and concern ones (conduct is the digest's). */
const TIER_FILTER = (param: string) =>
  `(CASE WHEN ${param}::text IS NULL THEN a.tier <> 'conduct' ELSE a.tier = ${param} END)`;

/** The tier order: a merge keeps the higher one (urgent > concern > conduct). */
const TIER_RANK = (column: string) =>
  `(CASE ${column} WHEN 'urgent' THEN 3 WHEN 'concern' THEN 2 ELSE 1 END)`;

const DETAIL_COLUMNS = `a.id, a.tier, a.category, a.question_id, a.conversation_id, a.class_id, a.student_id,
  s.name AS student_name, a.status, a.created_at, a.checks, a.acknowledged_by, ack.name AS acknowledged_by_name,
  a.acknowledged_at, a.resolved_by, res.name AS resolved_by_name, a.resolved_at, a.outcome, a.note,
  a.emailed_at, a.realerted_at`;
const DETAIL_FROM = `safety_alerts a
  LEFT JOIN users s ON s.id = a.student_id
  LEFT JOIN users ack ON ack.id = a.acknowledged_by
  LEFT JOIN users res ON res.id = a.resolved_by`;

/**
 * safety_alerts (migration 1768000000000): every statement of the safety alerts. A console
 * statement takes the viewer's scope (`conversationInScope` on the alert's class: a teacher sees
 * the alerts of the classes they teach, an admin every alert); outside it an alert does not exist.
 */
@Injectable()
export class SafetyAlertsStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One alert per message: a new one, or the existing one with the checks merged and the tier
   * raised (never lowered; the category follows the higher tier). `previousTier` null: created.
   * `urgent_at` is when it became urgent (the re-alert deadline counts from it).
   */
  async upsert(
    alert: NewSafetyAlert,
    now: Date,
  ): Promise<{ id: string; tier: SafetyTier; previousTier: SafetyTier | null; emailedAt: Date | null }> {
    const [row] = await this.db.query<
      { id: string; tier: SafetyTier; previous_tier: SafetyTier | null; emailed_at: Date | null }[]
    >(
      `WITH before AS (SELECT tier FROM safety_alerts WHERE question_id = $3::uuid)
       INSERT INTO safety_alerts AS a
              (tier, category, question_id, conversation_id, class_id, student_id, checks, urgent_at, created_at, updated_at)
       VALUES ($1::varchar, $2::varchar, $3::uuid, $4::uuid, $5::uuid, $6::uuid, $7::text[],
               CASE WHEN $1::varchar = 'urgent' THEN $8::timestamptz END, $8::timestamptz, $8::timestamptz)
       ON CONFLICT (question_id) DO UPDATE SET
         checks = a.checks || ARRAY(SELECT c FROM unnest(EXCLUDED.checks) c WHERE c <> ALL (a.checks)),
         tier = CASE WHEN ${TIER_RANK('EXCLUDED.tier')} > ${TIER_RANK('a.tier')} THEN EXCLUDED.tier ELSE a.tier END,
         category = CASE WHEN ${TIER_RANK('EXCLUDED.tier')} > ${TIER_RANK('a.tier')} THEN EXCLUDED.category ELSE a.category END,
         urgent_at = COALESCE(a.urgent_at, EXCLUDED.urgent_at),
         updated_at = $8
       RETURNING a.id, a.tier, a.emailed_at, (SELECT tier FROM before) AS previous_tier`,
      [
        alert.tier,
        alert.category,
        alert.questionId,
        alert.conversationId,
        alert.classId,
        alert.studentId,
        alert.checks,
        now,
      ],
    );
    return { id: row!.id, tier: row!.tier, previousTier: row!.previous_tier, emailedAt: row!.emailed_at };
  }

  /** Claims the first email of an urgent alert (one sender, whichever replica raised it). */
  async claimFirstEmail(id: string, now: Date): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [rows]: [unknown[]] = await this.db.query(
      `UPDATE safety_alerts SET emailed_at = $2 WHERE id = $1 AND tier = 'urgent' AND emailed_at IS NULL RETURNING id`,
      [id, now],
    );
    return rows.length > 0;
  }

  /** The email claimed but not sent to anyone: the alert says it was not emailed. */
  async unclaimFirstEmail(id: string, claimedAt: Date): Promise<void> {
    await this.db.query(`UPDATE safety_alerts SET emailed_at = NULL WHERE id = $1 AND emailed_at = $2`, [
      id,
      claimedAt,
    ]);
  }

  /**
   * Claims the urgent alerts still open since before `cutoff`, not sent again yet: each is returned
   * to one replica only (the UPDATE's row lock; a concurrent claim re-checks `realerted_at`).
   */
  async claimDueRealerts(cutoff: Date, now: Date, limit = 50): Promise<{ id: string }[]> {
    const [rows]: [{ id: string }[]] = await this.db.query(
      `UPDATE safety_alerts SET realerted_at = $2
        WHERE id IN (SELECT id FROM safety_alerts
                      WHERE tier = 'urgent' AND status = 'open' AND realerted_at IS NULL AND urgent_at <= $1
                      ORDER BY urgent_at LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [cutoff, now, limit],
    );
    return rows;
  }

  /** The student, class and time the emails name (never the message). */
  async toTell(id: string): Promise<AlertToTell | undefined> {
    const [row] = await this.db.query<AlertToTell[]>(
      `SELECT a.id, a.tier, a.category, a.class_id, c.name AS class_name, s.name AS student_name, a.created_at
         FROM safety_alerts a LEFT JOIN users s ON s.id = a.student_id LEFT JOIN classes c ON c.id = a.class_id
        WHERE a.id = $1`,
      [id],
    );
    return row;
  }

  /** The adults an alert of this class reaches: its teachers (still staff) and every admin. */
  async adultEmails(classId: string | null): Promise<string[]> {
    const rows = await this.db.query<{ email: string }[]>(
      `SELECT DISTINCT lower(u.email) AS email FROM users u
        WHERE u.role = 'admin'
           OR (u.role = 'teacher' AND EXISTS (
                 SELECT 1 FROM class_teachers ct WHERE ct.class_id = $1::uuid AND ct.user_id = u.id))
        ORDER BY 1`,
      [classId],
    );
    return rows.map((row) => row.email);
  }

  /** Newest first, each row with the total of the filter (the tier: TIER_FILTER). */
  page(
    filter: { status: SafetyAlertStatus | null; tier: SafetyTier | null },
    scope: StudentScope,
    limit: number,
    offset: number,
  ): Promise<(SafetyAlertRow & { total: string })[]> {
    return this.db.query(
      `SELECT a.id, a.tier, a.category, a.question_id, a.conversation_id, a.class_id, a.student_id,
              s.name AS student_name, a.status, a.created_at, count(*) OVER () AS total
         FROM safety_alerts a LEFT JOIN users s ON s.id = a.student_id
        WHERE ($3::text IS NULL OR a.status = $3) AND ${TIER_FILTER('$4')}
          AND ${conversationInScope('a.class_id', '$5', '$6')}
        ORDER BY a.created_at DESC, a.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, filter.status, filter.tier, ...scopeParams(scope)],
    );
  }

  /** The total when the requested page is past the end. */
  async count(
    filter: { status: SafetyAlertStatus | null; tier: SafetyTier | null },
    scope: StudentScope,
  ): Promise<number> {
    const [row] = await this.db.query<{ total: string }[]>(
      `SELECT count(*) AS total FROM safety_alerts a
        WHERE ($1::text IS NULL OR a.status = $1) AND ${TIER_FILTER('$2')}
          AND ${conversationInScope('a.class_id', '$3', '$4')}`,
      [filter.status, filter.tier, ...scopeParams(scope)],
    );
    return Number(row?.total ?? 0);
  }

  /** One alert in the viewer's scope (undefined: unknown or not theirs). */
  async find(id: string, scope: StudentScope): Promise<SafetyAlertDetailRow | undefined> {
    const [row] = await this.db.query<SafetyAlertDetailRow[]>(
      `SELECT ${DETAIL_COLUMNS} FROM ${DETAIL_FROM}
        WHERE a.id = $1 AND ${conversationInScope('a.class_id', '$2', '$3')}`,
      [id, ...scopeParams(scope)],
    );
    return row;
  }

  /** The message that raised the alert and up to `before` turns before it, oldest first. */
  async excerpt(conversationId: string, questionId: string, before: number): Promise<ExcerptRow[]> {
    const rows = await this.db.query<ExcerptRow[]>(
      `SELECT q.id, q.text, q.answer, q.created_at FROM questions q, questions raised
        WHERE raised.id = $2 AND q.conversation_id = $1
          AND (q.id = raised.id OR (q.created_at, q.id) < (raised.created_at, raised.id))
        ORDER BY q.created_at DESC, q.id DESC LIMIT $3`,
      [conversationId, questionId, before + 1],
    );
    return rows.reverse();
  }

  /** Open -> acknowledged (already acknowledged or resolved: unchanged). */
  async acknowledge(id: string, by: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE safety_alerts SET status = 'acknowledged', acknowledged_by = $2, acknowledged_at = $3, updated_at = $3
        WHERE id = $1 AND status = 'open'`,
      [id, by, now],
    );
  }

  /** Resolved with an outcome (again: the newer outcome and note); acknowledged by the same adult if nobody had. */
  async resolve(
    id: string,
    by: string,
    outcome: SafetyOutcome,
    note: string | null,
    now: Date,
  ): Promise<void> {
    await this.db.query(
      `UPDATE safety_alerts SET status = 'resolved', resolved_by = $2, resolved_at = $3, outcome = $4, note = $5,
              acknowledged_by = COALESCE(acknowledged_by, $2), acknowledged_at = COALESCE(acknowledged_at, $3),
              updated_at = $3
        WHERE id = $1`,
      [id, by, now, outcome, note],
    );
  }

  /**
   * The conduct tier of one school day (`day` YYYY-MM-DD, midnight to midnight in `timeZone`, 23 or
   * 25 hours when the clocks change), per student in the scope: most first.
   */
  digest(day: string, timeZone: string, scope: StudentScope): Promise<DigestRow[]> {
    return this.db.query(
      `SELECT a.student_id, s.name AS student_name, count(*) AS count,
              array_agg(DISTINCT a.category ORDER BY a.category) AS categories, max(a.created_at) AS last_at
         FROM safety_alerts a LEFT JOIN users s ON s.id = a.student_id
        WHERE a.tier = 'conduct'
          AND a.created_at >= ($1::date)::timestamp AT TIME ZONE $2
          AND a.created_at < ($1::date + 1)::timestamp AT TIME ZONE $2
          AND ${conversationInScope('a.class_id', '$3', '$4')}
        GROUP BY a.student_id, s.name
        ORDER BY count(*) DESC, max(a.created_at) DESC
        LIMIT 500`,
      [day, timeZone, ...scopeParams(scope)],
    );
  }

  /** Retention: the alerts raised before `before` (deleteSafetyAlertsBefore). */
  deleteBefore(before: Date, batchSize?: number): Promise<number> {
    return deleteSafetyAlertsBefore(this.db, before, batchSize);
  }

  /** Alerts resolved as false alarms, newest first, with the message that raised them. */
  falseAlarms(limit: number): Promise<FalseAlarmRow[]> {
    return this.db.query(
      `SELECT a.id, a.tier, a.category, a.checks, q.text AS message, a.note, a.resolved_at
         FROM safety_alerts a LEFT JOIN questions q ON q.id = a.question_id
        WHERE a.outcome = 'false-alarm'
        ORDER BY a.resolved_at DESC, a.id DESC LIMIT $1`,
      [limit],
    );
  }
}

/** Key of the advisory lock the retention job holds while it deletes (one replica at a time). */
export const SAFETY_RETENTION_LOCK_KEY = 7_625_310_001;

/** Retention: the alerts raised before `before`, in batches, one replica at a time. */
export function deleteSafetyAlertsBefore(db: Queryable, before: Date, batchSize?: number): Promise<number> {
  return deleteOlderInBatches(
    db,
    { table: 'safety_alerts', column: 'created_at' },
    before,
    SAFETY_RETENTION_LOCK_KEY,
    batchSize,
  );
}
