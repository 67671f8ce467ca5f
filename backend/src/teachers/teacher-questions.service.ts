import type {
  FeedbackRating,
  QuestionStatus,
  QuestionSupportView,
  SupportOverview,
  TeacherQuestionDetail,
  TeacherQuestionListResponse,
  TeacherQuestionSummary,
  EscalationStatus,
} from '@elearning/contract';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiErrorException } from '../common/api-error.js';
import { QUESTION_NOT_FOUND } from '../tutor/questions.service.js';
import { AccessLogService } from './access-log.service.js';
import { DEFAULT_PAGE_SIZE, type TeacherQuestionsQuery } from './dto/teacher-requests.dto.js';
import { emptySupport, loadQuestionSupport } from '../student-support/support-rows.js';
import { iso, isUuid } from '../common/values.js';

/** `%` and `_` typed by the teacher are literal in an ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every student's questions for the teachers' console. */
@Injectable()
export class TeacherQuestionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accessLog: AccessLogService,
  ) {}

  async overview(): Promise<SupportOverview> {
    const [row] = await this.db.query<{ waiting: string; open: string; today: string }[]>(
      `SELECT (SELECT count(*) FROM question_escalations WHERE status = 'waiting') AS waiting,
              (SELECT count(*) FROM contact_queries WHERE handled_at IS NULL) AS open,
              (SELECT count(*) FROM questions
                WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS today`,
    );
    return {
      escalationsWaiting: Number(row?.waiting ?? 0),
      contactOpen: Number(row?.open ?? 0),
      questionsToday: Number(row?.today ?? 0),
    };
  }

  /** Escalated and waiting first, then newest first; filters combine. */
  async list(query: TeacherQuestionsQuery): Promise<TeacherQuestionListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const conditions: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    switch (query.escalation ?? 'any') {
      case 'waiting':
      case 'answered':
        conditions.push(`e.status = ${param(query.escalation)}`);
        break;
      case 'escalated':
        conditions.push('e.question_id IS NOT NULL');
        break;
      case 'none':
        conditions.push('e.question_id IS NULL');
        break;
    }
    if (query.status) conditions.push(`q.status = ${param(query.status)}`);
    if (query.student) {
      const student = query.student;
      conditions.push(
        isUuid(student)
          ? `u.id = ${param(student)}`
          : `(u.email ILIKE ${param(likePattern(student))} OR u.name ILIKE ${param(likePattern(student))})`,
      );
    }
    if (query.q) {
      const pattern = param(likePattern(query.q));
      conditions.push(`(q.text ILIKE ${pattern} OR q.answer ILIKE ${pattern})`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = await this.db.query<
      {
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
      }[]
    >(
      `SELECT q.id, q.text, q.status, q.created_at, u.id AS student_id, u.name AS student_name,
              u.email AS student_email, e.status AS escalation, q.feedback,
              (SELECT count(*)::int FROM teacher_replies r WHERE r.question_id = q.id) AS reply_count,
              EXISTS (SELECT 1 FROM answer_flags f WHERE f.question_id = q.id) AS incorrect,
              count(*) OVER () AS total
         FROM questions q
         JOIN users u ON u.id = q.user_id
         LEFT JOIN question_escalations e ON e.question_id = q.id
         ${where}
        ORDER BY (e.status = 'waiting') IS TRUE DESC, q.created_at DESC, q.id DESC
        LIMIT ${param(pageSize)} OFFSET ${param((page - 1) * pageSize)}`,
      params,
    );
    const items: TeacherQuestionSummary[] = rows.map((row) => ({
      id: row.id,
      userQues: row.text,
      status: row.status,
      createdAt: iso(row.created_at),
      student: { id: row.student_id, name: row.student_name, email: row.student_email },
      escalation: row.escalation,
      replyCount: row.reply_count,
      incorrect: row.incorrect,
      feedback: row.feedback,
    }));
    const total = rows[0] ? Number(rows[0].total) : 0;
    return { success: true, items, page, pageSize, total };
  }

  /** One question with its support; opening it is recorded in the access log. */
  async open(teacherId: string, questionId: string): Promise<TeacherQuestionDetail> {
    const detail = await this.detail(questionId);
    await this.accessLog.record(teacherId, 'question', questionId, detail.student.id);
    return detail;
  }

  /** Stores the reply (several teachers may reply; each keeps its author) and answers the escalation. */
  async reply(teacherId: string, questionId: string, body: string): Promise<QuestionSupportView> {
    await this.assertExists(questionId);
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
    return this.supportOf(questionId);
  }

  async flagIncorrect(teacherId: string, questionId: string, comment: string): Promise<QuestionSupportView> {
    await this.assertExists(questionId);
    await this.db.query(`INSERT INTO answer_flags (question_id, teacher_id, comment) VALUES ($1, $2, $3)`, [
      questionId,
      teacherId,
      comment,
    ]);
    return this.supportOf(questionId);
  }

  private async supportOf(questionId: string): Promise<QuestionSupportView> {
    return (await loadQuestionSupport(this.db, [questionId])).get(questionId) ?? emptySupport();
  }

  private async detail(questionId: string): Promise<TeacherQuestionDetail> {
    const [row] = isUuid(questionId)
      ? await this.db.query<
          {
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
          }[]
        >(
          `SELECT q.id, q.text, q.answer, q.status, q.created_at, u.id AS student_id, u.name AS student_name,
                  u.email AS student_email, q.feedback, q.feedback_comment, q.feedback_at
             FROM questions q JOIN users u ON u.id = q.user_id WHERE q.id = $1`,
          [questionId],
        )
      : [];
    if (!row) throw new ApiErrorException(HttpStatus.NOT_FOUND, QUESTION_NOT_FOUND);
    return {
      id: row.id,
      userQues: row.text,
      answer: row.answer,
      status: row.status,
      createdAt: iso(row.created_at),
      student: { id: row.student_id, name: row.student_name, email: row.student_email },
      support: await this.supportOf(row.id),
      feedback:
        row.feedback && row.feedback_at
          ? { rating: row.feedback, comment: row.feedback_comment, updatedAt: iso(row.feedback_at) }
          : null,
    };
  }

  private async assertExists(questionId: string): Promise<void> {
    const rows = isUuid(questionId)
      ? await this.db.query(`SELECT 1 FROM questions WHERE id = $1`, [questionId])
      : [];
    if (rows.length === 0) throw new ApiErrorException(HttpStatus.NOT_FOUND, QUESTION_NOT_FOUND);
  }
}
