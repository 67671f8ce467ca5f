import type {
  AnswerFlagView,
  ContactReplyView,
  QuestionSupportView,
  TeacherReplyView,
} from '@elearning/contract';
import { iso } from '../common/values.js';
import type { ContactQueryStore } from '../contact/contact-query-store.js';
import type { QuestionSupportStore } from './question-support-store.js';

export function emptySupport(): QuestionSupportView {
  return { escalation: null, replies: [], incorrect: null };
}

/**
 * The escalation, teacher replies and latest "incorrect" flag of each question (each id gets a
 * view, empty when nothing happened), in three queries whatever the number of questions.
 */
export async function loadQuestionSupport(
  store: QuestionSupportStore,
  questionIds: readonly string[],
): Promise<Map<string, QuestionSupportView>> {
  const support = new Map(questionIds.map((id) => [id, emptySupport()]));
  if (questionIds.length === 0) return support;
  const { escalations, replies, flags } = await store.rowsOf(questionIds);
  for (const row of escalations) {
    support.get(row.question_id)!.escalation = {
      note: row.note,
      status: row.status,
      createdAt: iso(row.created_at),
    };
  }
  for (const row of replies) {
    const reply: TeacherReplyView = {
      id: row.id,
      body: row.body,
      teacherName: row.teacher_name,
      createdAt: iso(row.created_at),
    };
    support.get(row.question_id)!.replies.push(reply);
  }
  for (const row of flags) {
    const flag: AnswerFlagView = {
      comment: row.comment,
      teacherName: row.teacher_name,
      createdAt: iso(row.created_at),
    };
    support.get(row.question_id)!.incorrect = flag;
  }
  return support;
}

/** The replies of each contact query, oldest first. */
export async function loadContactReplies(
  store: ContactQueryStore,
  queryIds: readonly string[],
): Promise<Map<string, ContactReplyView[]>> {
  const byQuery = new Map(queryIds.map((id) => [id, [] as ContactReplyView[]]));
  if (queryIds.length === 0) return byQuery;
  const rows = await store.replies(queryIds);
  for (const row of rows) {
    byQuery.get(row.contact_query_id)!.push({
      id: row.id,
      body: row.body,
      teacherName: row.teacher_name,
      emailed: row.emailed,
      createdAt: iso(row.created_at),
    });
  }
  return byQuery;
}
