import type { StuckReason } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface ClassLiveRow {
  id: string;
  name: string;
  last_activity_at: Date;
  question_id: string | null;
  conversation_id: string | null;
  question_text: string | null;
  question_status: 'pending' | 'answered' | 'failed' | 'stopped' | null;
  asked_at: Date | null;
  questions_in_window: number;
  waiting_escalations: number;
  stuck: StuckReason | null;
}

/** Turns in one conversation within the window, none thumbed up, that make a student "stuck". */
export const STUCK_FOLLOW_UPS = 3;
/** The question text sent to the live view (the rest: open the question). */
export const LIVE_TEXT_MAX = 300;

/**
 * The live view's one statement: the class's conversations active within the window (through
 * conversations_class_id_updated_at_idx), their questions within it, and the class's waiting
 * escalations of any age (by the class and student each escalation carries, through
 * question_escalations_class_idx: docs/decisions/0014-console-search.md); one row per student, newest
 * activity first. Only the students in the class now are shown.
 */
@Injectable()
export class ClassLiveStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  students(classId: string, windowMinutes: number): Promise<ClassLiveRow[]> {
    return this.db.query(
      `WITH recent AS (
         SELECT q.id, q.user_id, q.conversation_id, q.text, q.status, q.feedback, q.created_at
           FROM conversations c JOIN questions q ON q.conversation_id = c.id
          WHERE c.class_id = $1 AND c.updated_at >= now() - make_interval(mins => $2)
            AND q.created_at >= now() - make_interval(mins => $2)
       ), waiting AS (
         SELECT e.user_id, count(*)::int AS waiting, max(e.created_at) AS at
           FROM question_escalations e
          WHERE e.status = 'waiting' AND e.class_id = $1
          GROUP BY e.user_id
       ), latest AS (
         SELECT DISTINCT ON (user_id) user_id, id, conversation_id, left(text, $3) AS text, status, created_at
           FROM recent ORDER BY user_id, created_at DESC, id DESC
       ), signals AS (
         SELECT user_id,
                count(*)::int AS asked,
                bool_or(feedback = 'down') AS thumbs_down,
                count(*) - count(DISTINCT lower(btrim(text))) > 0 AS asked_again
           FROM recent GROUP BY user_id
       ), long_turns AS (
         SELECT DISTINCT user_id FROM recent
          GROUP BY user_id, conversation_id
         HAVING count(*) >= $4 AND NOT bool_or(feedback IS NOT DISTINCT FROM 'up')
       )
       SELECT u.id, u.name,
              greatest(l.created_at, w.at) AS last_activity_at,
              l.id AS question_id, l.conversation_id, l.text AS question_text, l.status AS question_status,
              l.created_at AS asked_at,
              coalesce(s.asked, 0) AS questions_in_window,
              coalesce(w.waiting, 0) AS waiting_escalations,
              CASE WHEN s.thumbs_down THEN 'thumbs_down'
                   WHEN s.asked_again THEN 'asked_again'
                   WHEN f.user_id IS NOT NULL THEN 'follow_ups' END AS stuck
         FROM class_students m
         JOIN users u ON u.id = m.user_id
         LEFT JOIN latest l ON l.user_id = m.user_id
         LEFT JOIN signals s ON s.user_id = m.user_id
         LEFT JOIN waiting w ON w.user_id = m.user_id
         LEFT JOIN long_turns f ON f.user_id = m.user_id
        WHERE m.class_id = $1 AND m.ended_at IS NULL AND (l.id IS NOT NULL OR w.waiting > 0)
        ORDER BY last_activity_at DESC, u.id`,
      [classId, windowMinutes, LIVE_TEXT_MAX, STUCK_FOLLOW_UPS],
    );
  }
}
