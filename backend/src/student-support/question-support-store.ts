import type { EscalationStatus } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OWN_CONTACT_QUERY } from '../contact/contact-query-store.js';

export interface EscalationRow {
  question_id: string;
  note: string;
  status: EscalationStatus;
  created_at: Date;
}

export interface TeacherReplyRow {
  id: string;
  question_id: string;
  body: string;
  teacher_name: string;
  created_at: Date;
}

export interface AnswerFlagRow {
  question_id: string;
  comment: string;
  teacher_name: string;
  created_at: Date;
}

/** What teachers did about some questions: escalations, replies (oldest first), latest flags. */
export interface QuestionSupportRows {
  escalations: EscalationRow[];
  replies: TeacherReplyRow[];
  flags: AnswerFlagRow[];
}

/**
 * The support of questions as students and teachers read it (question_escalations, teacher_replies,
 * answer_flags) and the student's side of it: escalating, the unread badge, marking replies seen.
 * The teachers' writes (replies, flags) are TeacherQuestionsStore's.
 */
@Injectable()
export class QuestionSupportStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Three queries whatever the number of questions (a page of the history or of the console). */
  async rowsOf(questionIds: readonly string[]): Promise<QuestionSupportRows> {
    const ids = [...questionIds];
    const [escalations, replies, flags] = await Promise.all([
      this.db.query<EscalationRow[]>(
        `SELECT question_id, note, status, created_at FROM question_escalations WHERE question_id = ANY($1::uuid[])`,
        [ids],
      ),
      this.db.query<TeacherReplyRow[]>(
        `SELECT r.id, r.question_id, r.body, u.name AS teacher_name, r.created_at
         FROM teacher_replies r JOIN users u ON u.id = r.teacher_id
        WHERE r.question_id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`,
        [ids],
      ),
      this.db.query<AnswerFlagRow[]>(
        `SELECT DISTINCT ON (f.question_id) f.question_id, f.comment, u.name AS teacher_name, f.created_at
         FROM answer_flags f JOIN users u ON u.id = f.teacher_id
        WHERE f.question_id = ANY($1::uuid[]) ORDER BY f.question_id, f.created_at DESC, f.id`,
        [ids],
      ),
    ]);
    return { escalations, replies, flags };
  }

  /**
   * The student's questions that teachers have touched, newest first (the last 100). One test per
   * question, each support table looked up by its question index: three EXISTS joined by OR were
   * planned as three hashed subplans, reading every escalation, reply and flag of the school on
   * each call (20,000 rows each in a school year) for a student's few hundred questions.
   */
  touchedQuestionsOf(userId: string): Promise<{ id: string; conversation_id: string | null }[]> {
    return this.db.query(
      `SELECT q.id, q.conversation_id FROM questions q
        WHERE q.user_id = $1
          AND EXISTS (SELECT FROM question_escalations e WHERE e.question_id = q.id
                      UNION ALL SELECT FROM teacher_replies r WHERE r.question_id = q.id
                      UNION ALL SELECT FROM answer_flags f WHERE f.question_id = q.id)
        ORDER BY q.created_at DESC, q.id DESC LIMIT 100`,
      [userId],
    );
  }

  async isOwnQuestion(userId: string, questionId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM questions WHERE id = $1 AND user_id = $2`, [
      questionId,
      userId,
    ]);
    return rows.length > 0;
  }

  /** Sends the question to the teachers; a second call changes nothing (the first note stays). */
  async escalate(questionId: string, note: string): Promise<void> {
    await this.db.query(
      `INSERT INTO question_escalations (question_id, note) VALUES ($1, $2) ON CONFLICT (question_id) DO NOTHING`,
      [questionId, note],
    );
  }

  /**
   * Replies the student has not seen: teachers' replies to their questions and to their own contact
   * queries, counted in one statement (GET /auth/me asks on every page).
   */
  async unseenReplies(userId: string): Promise<number> {
    const [{ unseen }] = await this.db.query<{ unseen: number }[]>(
      `SELECT (SELECT count(*) FROM teacher_replies r JOIN questions q ON q.id = r.question_id
                WHERE q.user_id = $1 AND r.seen_at IS NULL)
            + (SELECT count(*) FROM contact_replies r JOIN contact_queries c ON c.id = r.contact_query_id
                JOIN users u ON u.id = $1 WHERE ${OWN_CONTACT_QUERY} AND r.seen_at IS NULL) AS unseen`,
      [userId],
    );
    return Number(unseen);
  }

  /** The student has seen every teacher reply to their questions. */
  async markRepliesSeenBy(userId: string): Promise<void> {
    await this.db.query(
      `UPDATE teacher_replies r SET seen_at = now() FROM questions q
        WHERE q.id = r.question_id AND q.user_id = $1 AND r.seen_at IS NULL`,
      [userId],
    );
  }
}
