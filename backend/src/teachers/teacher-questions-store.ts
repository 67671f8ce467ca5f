import type { EscalationStatus, FeedbackRating, QuestionStatus } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type StudentScope,
  conversationInScope,
  scopeParams,
  studentInScope,
} from '../classes/student-scope.js';
import { likePattern } from '../common/values.js';

/** The console's filters; each unset one matches everything. */
export interface TeacherQuestionFilter {
  escalationStatus?: EscalationStatus;
  /** true: escalated only; false: never escalated. */
  escalated?: boolean;
  status?: QuestionStatus;
  studentId?: string;
  /** Part of a student's name or email. */
  studentText?: string;
  /** Part of a question or its answer. */
  text?: string;
}

export interface TeacherQuestionRow {
  id: string;
  text: string;
  status: QuestionStatus;
  created_at: Date;
  student_id: string;
  student_name: string;
  student_email: string;
  escalation: EscalationStatus | null;
  reply_count: number;
  incorrect: boolean;
  feedback: FeedbackRating | null;
  total: string;
}

export interface TeacherQuestionDetailRow {
  id: string;
  text: string;
  answer: string | null;
  status: QuestionStatus;
  created_at: Date;
  student_id: string;
  student_name: string;
  student_email: string;
  feedback: FeedbackRating | null;
  feedback_comment: string | null;
  feedback_at: Date | null;
}

/**
 * The SQL of the console's questions (questions with their students, escalations, replies, flags).
 * The filters are one fixed statement whose every condition is a parameter that may be NULL: no SQL
 * is built from strings, and each execution is planned with its values (pg's unnamed statements).
 */
@Injectable()
export class TeacherQuestionsStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Waiting escalations of the scope's conversations (a class's teachers, else the admins: where
   * "Ask a teacher" goes), today's questions of the scope's students, open contact queries.
   */
  async overview(scope: StudentScope): Promise<{ waiting: number; open: number; today: number }> {
    const [row] = await this.db.query<{ waiting: string; open: string; today: string }[]>(
      `SELECT (SELECT count(*) FROM question_escalations e JOIN questions q ON q.id = e.question_id
                 LEFT JOIN conversations c ON c.id = q.conversation_id
                WHERE e.status = 'waiting' AND ${conversationInScope('c.class_id', '$1', '$2')}) AS waiting,
              (SELECT count(*) FROM contact_queries WHERE handled_at IS NULL) AS open,
              (SELECT count(*) FROM questions q
                WHERE q.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
                  AND ${studentInScope('q.user_id', '$1', '$2')}) AS today`,
      scopeParams(scope),
    );
    return {
      waiting: Number(row?.waiting ?? 0),
      open: Number(row?.open ?? 0),
      today: Number(row?.today ?? 0),
    };
  }

  /** Escalated and waiting first, then newest first; the page's rows, each with the total. */
  page(
    filter: TeacherQuestionFilter,
    scope: StudentScope,
    limit: number,
    offset: number,
  ): Promise<TeacherQuestionRow[]> {
    return this.db.query(
      `SELECT q.id, q.text, q.status, q.created_at, u.id AS student_id, u.name AS student_name,
              u.email AS student_email, e.status AS escalation, q.feedback,
              (SELECT count(*)::int FROM teacher_replies r WHERE r.question_id = q.id) AS reply_count,
              EXISTS (SELECT 1 FROM answer_flags f WHERE f.question_id = q.id) AS incorrect,
              count(*) OVER () AS total
         FROM questions q
         JOIN users u ON u.id = q.user_id
         LEFT JOIN question_escalations e ON e.question_id = q.id
        WHERE ($1::varchar IS NULL OR e.status = $1::varchar)
          AND ($2::boolean IS NULL OR (e.question_id IS NOT NULL) = $2::boolean)
          AND ($3::varchar IS NULL OR q.status = $3::varchar)
          AND ($4::uuid IS NULL OR u.id = $4::uuid)
          AND ($5::text IS NULL OR u.email ILIKE $5::text OR u.name ILIKE $5::text)
          AND ($6::text IS NULL OR q.text ILIKE $6::text OR q.answer ILIKE $6::text)
          AND ${studentInScope('q.user_id', '$9', '$10')}
        ORDER BY (e.status = 'waiting') IS TRUE DESC, q.created_at DESC, q.id DESC
        LIMIT $7 OFFSET $8`,
      [
        filter.escalationStatus ?? null,
        filter.escalated ?? null,
        filter.status ?? null,
        filter.studentId ?? null,
        filter.studentText === undefined ? null : likePattern(filter.studentText),
        filter.text === undefined ? null : likePattern(filter.text),
        limit,
        offset,
        ...scopeParams(scope),
      ],
    );
  }

  /** The question, if its student is in the scope. */
  async detail(questionId: string, scope: StudentScope): Promise<TeacherQuestionDetailRow | undefined> {
    const [row] = await this.db.query<TeacherQuestionDetailRow[]>(
      `SELECT q.id, q.text, q.answer, q.status, q.created_at, u.id AS student_id, u.name AS student_name,
              u.email AS student_email, q.feedback, q.feedback_comment, q.feedback_at
         FROM questions q JOIN users u ON u.id = q.user_id
        WHERE q.id = $1 AND ${studentInScope('q.user_id', '$2', '$3')}`,
      [questionId, ...scopeParams(scope)],
    );
    return row;
  }

  /** Whether the question exists and its student is in the scope. */
  async exists(questionId: string, scope: StudentScope): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM questions q WHERE q.id = $1 AND ${studentInScope('q.user_id', '$2', '$3')}`,
      [questionId, ...scopeParams(scope)],
    );
    return rows.length > 0;
  }

  /** The reply, and the escalation answered, together. */
  async addReply(questionId: string, teacherId: string, body: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(`INSERT INTO teacher_replies (question_id, teacher_id, body) VALUES ($1, $2, $3)`, [
        questionId,
        teacherId,
        body,
      ]);
      await manager.query(
        `UPDATE question_escalations SET status = 'answered', updated_at = now() WHERE question_id = $1`,
        [questionId],
      );
    });
  }

  async addFlag(questionId: string, teacherId: string, comment: string): Promise<void> {
    await this.db.query(`INSERT INTO answer_flags (question_id, teacher_id, comment) VALUES ($1, $2, $3)`, [
      questionId,
      teacherId,
      comment,
    ]);
  }
}
