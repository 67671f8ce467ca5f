import type {
  AnswerFlagView,
  ContactReplyView,
  EscalationStatus,
  QuestionSupportView,
  TeacherReplyView,
} from '@elearning/contract';
import type { DataSource } from 'typeorm';

import { iso } from '../common/values.js';

export function emptySupport(): QuestionSupportView {
  return { escalation: null, replies: [], incorrect: null };
}

/**
 * The escalation, teacher replies and latest "incorrect" flag of each question, in three queries
 * whatever the number of questions (a page of the history or of the console).
 */
export async function loadQuestionSupport(
  db: DataSource,
  questionIds: readonly string[],
): Promise<Map<string, QuestionSupportView>> {
  const support = new Map(questionIds.map((id) => [id, emptySupport()]));
  if (questionIds.length === 0) return support;
  const ids = [...questionIds];
  const [escalations, replies, flags] = await Promise.all([
    db.query<{ question_id: string; note: string; status: EscalationStatus; created_at: Date }[]>(
      `SELECT question_id, note, status, created_at FROM question_escalations WHERE question_id = ANY($1::uuid[])`,
      [ids],
    ),
    db.query<{ id: string; question_id: string; body: string; teacher_name: string; created_at: Date }[]>(
      `SELECT r.id, r.question_id, r.body, u.name AS teacher_name, r.created_at
         FROM teacher_replies r JOIN users u ON u.id = r.teacher_id
        WHERE r.question_id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`,
      [ids],
    ),
    db.query<{ question_id: string; comment: string; teacher_name: string; created_at: Date }[]>(
      `SELECT DISTINCT ON (f.question_id) f.question_id, f.comment, u.name AS teacher_name, f.created_at
         FROM answer_flags f JOIN users u ON u.id = f.teacher_id
        WHERE f.question_id = ANY($1::uuid[]) ORDER BY f.question_id, f.created_at DESC, f.id`,
      [ids],
    ),
  ]);
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
  db: DataSource,
  queryIds: readonly string[],
): Promise<Map<string, ContactReplyView[]>> {
  const byQuery = new Map(queryIds.map((id) => [id, [] as ContactReplyView[]]));
  if (queryIds.length === 0) return byQuery;
  const rows = await db.query<
    {
      id: string;
      contact_query_id: string;
      body: string;
      teacher_name: string;
      emailed: boolean;
      created_at: Date;
    }[]
  >(
    `SELECT r.id, r.contact_query_id, r.body, u.name AS teacher_name, r.emailed, r.created_at
       FROM contact_replies r JOIN users u ON u.id = r.teacher_id
      WHERE r.contact_query_id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`,
    [[...queryIds]],
  );
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
