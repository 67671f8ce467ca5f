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
import {
  type PageStart,
  type QuestionListPart,
  type TeacherQuestionFilter,
  type TeacherQuestionRow,
  TeacherQuestionsStore,
} from './teacher-questions-store.js';
import { decodeCursor, encodeCursor } from './question-cursor.js';
import { SearchWordShares } from './search-word-shares.js';
import { DEFAULT_PAGE_SIZE, type TeacherQuestionsQuery } from './dto/teacher-requests.dto.js';
import { QuestionSupportStore } from '../student-support/question-support-store.js';
import { emptySupport, loadQuestionSupport } from '../student-support/support-rows.js';
import { iso, isUuid } from '../common/values.js';
import { TOTAL_CAP } from './keyset-page.js';

export const BAD_CURSOR = 'after must be the nextCursor of this list with the same filters';

const summary = (row: TeacherQuestionRow): TeacherQuestionSummary => ({
  id: row.id,
  userQues: row.text,
  status: row.status,
  createdAt: iso(row.created_at),
  student: { id: row.student_id, name: row.student_name, email: row.student_email },
  escalation: row.escalation,
  replyCount: row.reply_count,
  incorrect: row.incorrect,
  feedback: row.feedback,
});

/** Every student's questions for the teachers' console (SQL in TeacherQuestionsStore). */
@Injectable()
export class TeacherQuestionsService {
  constructor(
    private readonly store: TeacherQuestionsStore,
    private readonly support: QuestionSupportStore,
    private readonly accessLog: AccessLogService,
    private readonly wordShares: SearchWordShares,
  ) {}

  async overview(scope: StudentScope): Promise<SupportOverview> {
    const { waiting, open, today } = await this.store.overview(scope);
    return { escalationsWaiting: waiting, contactOpen: open, questionsToday: today };
  }

  /**
   * Escalated and waiting first, then newest first (a search: the questions whose own words match,
   * then those matched by their answer); filters combine. A page starts after the row `after`
   * names (keyset); the old `page` number still works, counted from the top. The total is counted
   * on the first page only, up to TOTAL_CAP.
   */
  async list(query: TeacherQuestionsQuery, scope: StudentScope): Promise<TeacherQuestionListResponse> {
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const escalation = query.escalation ?? 'any';
    const filter: TeacherQuestionFilter = {
      escalationStatus: escalation === 'waiting' || escalation === 'answered' ? escalation : undefined,
      escalated: escalation === 'escalated' ? true : escalation === 'none' ? false : undefined,
      status: query.status,
      studentId: query.student && isUuid(query.student) ? query.student : undefined,
      text: query.q || undefined,
    };
    filter.students = await this.store.studentsOf(
      scope,
      query.student && !isUuid(query.student) ? query.student : undefined,
    );
    const parts = await this.partsOf(filter, escalation);
    const cursor = query.after === undefined ? undefined : decodeCursor(query.after);
    if (query.after !== undefined && (!cursor || cursor.part >= parts.length))
      throw new ApiErrorException(HttpStatus.BAD_REQUEST, BAD_CURSOR);
    const page = cursor ? null : (query.page ?? 1);
    // One row more than the page: whether there is a next page, without counting.
    const rows: { part: number; row: TeacherQuestionRow }[] = [];
    let skip = page === null ? 0 : (page - 1) * pageSize;
    for (let index = cursor?.part ?? 0; index < parts.length && rows.length <= pageSize; index++) {
      const part = parts[index] as QuestionListPart;
      const start: PageStart =
        cursor && index === cursor.part ? { after: cursor } : { offset: skip };
      const found = await this.store.page(part, filter, scope, start, pageSize + 1 - rows.length);
      if (found.length === 0 && skip > 0) skip -= await this.store.count(part, filter, scope, skip);
      else skip = 0;
      rows.push(...found.map((row) => ({ part: index, row })));
    }
    const shown = rows.slice(0, pageSize);
    const last = shown.at(-1);
    const more = rows.length > pageSize;
    const nextCursor =
      more && last ? encodeCursor({ part: last.part, createdAt: last.row.cursor_at, id: last.row.id }) : null;
    const counted = cursor ? null : await this.total(parts, filter, scope, page ?? 1, pageSize, shown.length, more);
    return {
      success: true,
      items: shown.map(({ row }) => summary(row)),
      page: page ?? 0,
      pageSize,
      total: counted?.total ?? null,
      totalCapped: counted?.capped ?? false,
      nextCursor,
    };
  }

  /**
   * The list's parts in the order shown (TeacherQuestionsStore's QuestionListPart); for a teacher's
   * search, also which parts' words are common in the school (`filter.commonWordsIn`).
   */
  private async partsOf(filter: TeacherQuestionFilter, escalation: string): Promise<QuestionListPart[]> {
    if (filter.text !== undefined) {
      const { searchable, lexemes } = await this.store.searchWords(filter.text);
      if (!searchable) return ['substring'];
      // Only a teacher's (or a student filter's) search is read student by student (TeacherQuestionsStore):
      // a common word's last week first, a rare word one student at a time.
      if (filter.students !== undefined) {
        const [inQuestions, inAnswers] = await Promise.all([
          this.wordShares.common('text_search', lexemes),
          this.wordShares.common('answer_search', lexemes),
        ]);
        filter.commonWordsIn = [
          ...(inQuestions ? (['wordsInQuestion'] as const) : []),
          ...(inAnswers ? (['wordsInAnswerOnly'] as const) : []),
        ];
      }
      return ['wordsInQuestion', 'wordsInAnswerOnly'];
    }
    if (escalation === 'waiting') return ['waiting'];
    if (escalation === 'any' || escalation === 'escalated') return ['waiting', 'rest'];
    return ['rest'];
  }

  /**
   * Every part counted up to TOTAL_CAP (none when the first page already holds everything). A search
   * with more than a page is not counted (null): its first page is found by walking the newest
   * questions until 21 match, and counting to 200 walks ten times as far (or builds the index's
   * bitmap of every match: 280,000 answers hold "water" and "cycle" in a school year), for a number
   * nobody pages through.
   */
  private async total(
    parts: QuestionListPart[],
    filter: TeacherQuestionFilter,
    scope: StudentScope,
    page: number,
    pageSize: number,
    shown: number,
    more: boolean,
  ): Promise<{ total: number; capped: boolean } | null> {
    if (!more && (page === 1 || shown > 0)) return { total: (page - 1) * pageSize + shown, capped: false };
    if (filter.text !== undefined) return null;
    let total = 0;
    for (const part of parts) {
      if (total > TOTAL_CAP) break;
      total += await this.store.count(part, filter, scope, TOTAL_CAP + 1 - total);
    }
    return total > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total, capped: false };
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
