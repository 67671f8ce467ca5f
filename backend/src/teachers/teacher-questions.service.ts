import type {
  QuestionSupportView,
  SupportOverview,
  TeacherQuestionDetail,
  TeacherQuestionListResponse,
  TeacherQuestionSummary,
} from '@elearning/contract';
import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiErrorException } from '../common/api-error.js';
import { QUESTION_NOT_FOUND } from '../tutor/questions.service.js';
import { AccessLogService } from './access-log.service.js';
import type { StudentScope } from '../classes/student-scope.js';
import { type TeacherQuestionFilter, TeacherQuestionsStore } from './teacher-questions-store.js';
import { DEFAULT_PAGE_SIZE, type TeacherQuestionsQuery } from './dto/teacher-requests.dto.js';
import { QuestionSupportStore } from '../student-support/question-support-store.js';
import { emptySupport, loadQuestionSupport } from '../student-support/support-rows.js';
import { iso, isUuid } from '../common/values.js';

/** Every student's questions for the teachers' console (SQL in TeacherQuestionsStore). */
@Injectable()
export class TeacherQuestionsService {
  constructor(
    private readonly store: TeacherQuestionsStore,
    private readonly support: QuestionSupportStore,
    private readonly accessLog: AccessLogService,
  ) {}

  async overview(scope: StudentScope): Promise<SupportOverview> {
    const { waiting, open, today } = await this.store.overview(scope);
    return { escalationsWaiting: waiting, contactOpen: open, questionsToday: today };
  }

  /** Escalated and waiting first, then newest first; filters combine. */
  async list(query: TeacherQuestionsQuery, scope: StudentScope): Promise<TeacherQuestionListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const escalation = query.escalation ?? 'any';
    const filter: TeacherQuestionFilter = {
      escalationStatus: escalation === 'waiting' || escalation === 'answered' ? escalation : undefined,
      escalated: escalation === 'escalated' ? true : escalation === 'none' ? false : undefined,
      status: query.status,
      studentId: query.student && isUuid(query.student) ? query.student : undefined,
      studentText: query.student && !isUuid(query.student) ? query.student : undefined,
      text: query.q || undefined,
    };
    const rows = await this.store.page(filter, scope, pageSize, (page - 1) * pageSize);
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
  async open(teacherId: string, questionId: string, scope: StudentScope): Promise<TeacherQuestionDetail> {
    const detail = await this.detail(questionId, scope);
    await this.accessLog.record(teacherId, 'question', questionId, detail.student.id);
    return detail;
  }

  /** Stores the reply (several teachers may reply; each keeps its author) and answers the escalation. */
  async reply(
    teacherId: string,
    questionId: string,
    body: string,
    scope: StudentScope,
  ): Promise<QuestionSupportView> {
    await this.assertExists(questionId, scope);
    await this.store.addReply(questionId, teacherId, body);
    return this.supportOf(questionId);
  }

  async flagIncorrect(
    teacherId: string,
    questionId: string,
    comment: string,
    scope: StudentScope,
  ): Promise<QuestionSupportView> {
    await this.assertExists(questionId, scope);
    await this.store.addFlag(questionId, teacherId, comment);
    return this.supportOf(questionId);
  }

  private async supportOf(questionId: string): Promise<QuestionSupportView> {
    return (await loadQuestionSupport(this.support, [questionId])).get(questionId) ?? emptySupport();
  }

  /** Another class's question is a 404, as an unknown one. */
  private async detail(questionId: string, scope: StudentScope): Promise<TeacherQuestionDetail> {
    const row = isUuid(questionId) ? await this.store.detail(questionId, scope) : undefined;
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

  private async assertExists(questionId: string, scope: StudentScope): Promise<void> {
    if (!isUuid(questionId) || !(await this.store.exists(questionId, scope)))
      throw new ApiErrorException(HttpStatus.NOT_FOUND, QUESTION_NOT_FOUND);
  }
}
