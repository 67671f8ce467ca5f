import type {
  CurrentUser,
  OwnContactQueryView,
  OwnQuestionSupport,
  QuestionSupportView,
  Role,
} from '@elearning/contract';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TOKEN_INVALID } from '../auth/jwt-auth.guard.js';
import { ApiErrorException } from '../common/api-error.js';
import { QUESTION_NOT_FOUND } from '../tutor/questions.service.js';
import { emptySupport, loadContactReplies, loadQuestionSupport } from './support-rows.js';
import { iso, isUuid } from '../common/values.js';

/**
 * The student's side of teacher support: escalating their own question, the teachers' answers and
 * flags on their questions, replies to their contact queries, and what they have not seen yet.
 * Exported for the ques module: `supportFor` adds the support fields to the student's questions.
 */
/**
 * A contact query `c` whose replies the account `u` sees in the app: one it sent signed in, or one
 * sent signed out with its email once that email is verified. Anyone can type a classmate's email
 * into the form or register an address; neither shows them the school's replies.
 */
const OWN_CONTACT_QUERY = `(c.user_id = u.id OR (c.user_id IS NULL AND u.email_verified_at IS NOT NULL
  AND lower(c.email) = lower(u.email)))`;

@Injectable()
export class QuestionSupportService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Support views of these questions (each id gets one, empty when nothing happened). */
  supportFor(questionIds: readonly string[]): Promise<Map<string, QuestionSupportView>> {
    return loadQuestionSupport(this.db, questionIds);
  }

  async supportOfOwn(userId: string, questionId: string): Promise<QuestionSupportView> {
    await this.assertOwnQuestion(userId, questionId);
    return (await this.supportFor([questionId])).get(questionId) ?? emptySupport();
  }

  /** The student's questions that teachers have touched, newest first, with their support. */
  async ownQuestionsWithSupport(userId: string): Promise<OwnQuestionSupport[]> {
    const rows = await this.db.query<{ id: string; conversation_id: string | null }[]>(
      `SELECT q.id, q.conversation_id FROM questions q
        WHERE q.user_id = $1
          AND (EXISTS (SELECT 1 FROM question_escalations e WHERE e.question_id = q.id)
            OR EXISTS (SELECT 1 FROM teacher_replies r WHERE r.question_id = q.id)
            OR EXISTS (SELECT 1 FROM answer_flags f WHERE f.question_id = q.id))
        ORDER BY q.created_at DESC, q.id DESC LIMIT 100`,
      [userId],
    );
    const support = await this.supportFor(rows.map((row) => row.id));
    return rows.map((row) => ({
      questionId: row.id,
      conversationId: row.conversation_id ?? row.id,
      support: support.get(row.id) ?? emptySupport(),
    }));
  }

  /** Sends the question to the teachers. A second call changes nothing (the first note stays). */
  async escalate(userId: string, questionId: string, note: string): Promise<QuestionSupportView> {
    await this.assertOwnQuestion(userId, questionId);
    await this.db.query(
      `INSERT INTO question_escalations (question_id, note) VALUES ($1, $2) ON CONFLICT (question_id) DO NOTHING`,
      [questionId, note],
    );
    return (await this.supportFor([questionId])).get(questionId) ?? emptySupport();
  }

  async currentUser(userId: string): Promise<{ user: CurrentUser; unseenReplies: number }> {
    const [row] = await this.db.query<
      { id: string; name: string; email: string; role: Role; email_verified: boolean; approved: boolean }[]
    >(
      `SELECT id, name, email, role, email_verified_at IS NOT NULL AS email_verified,
              approved_at IS NOT NULL AS approved
         FROM users WHERE id = $1`,
      [userId],
    );
    if (!row) throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
    const user: CurrentUser = {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      emailVerified: row.email_verified,
      vouched: row.email_verified || row.approved || row.role !== 'student',
    };
    const [{ unseen }] = await this.db.query<{ unseen: number }[]>(
      `SELECT (SELECT count(*) FROM teacher_replies r JOIN questions q ON q.id = r.question_id
                WHERE q.user_id = $1 AND r.seen_at IS NULL)
            + (SELECT count(*) FROM contact_replies r JOIN contact_queries c ON c.id = r.contact_query_id
                JOIN users u ON u.id = $1 WHERE ${OWN_CONTACT_QUERY} AND r.seen_at IS NULL) AS unseen`,
      [userId],
    );
    return { user, unseenReplies: Number(unseen) };
  }

  /** The student has seen every reply so far (the question page shows them all). */
  async markSeen(userId: string): Promise<void> {
    await this.db.query(
      `UPDATE teacher_replies r SET seen_at = now() FROM questions q
        WHERE q.id = r.question_id AND q.user_id = $1 AND r.seen_at IS NULL`,
      [userId],
    );
    await this.db.query(
      `UPDATE contact_replies r SET seen_at = now() FROM contact_queries c, users u
        WHERE c.id = r.contact_query_id AND u.id = $1 AND ${OWN_CONTACT_QUERY} AND r.seen_at IS NULL`,
      [userId],
    );
  }

  /** The student's contact queries (OWN_CONTACT_QUERY) that teachers replied to. */
  async ownContactReplies(userId: string): Promise<OwnContactQueryView[]> {
    const queries = await this.db.query<{ id: string; message: string; created_at: Date }[]>(
      `SELECT c.id, c.message, c.created_at FROM contact_queries c JOIN users u ON u.id = $1
        WHERE ${OWN_CONTACT_QUERY} AND EXISTS (SELECT 1 FROM contact_replies r WHERE r.contact_query_id = c.id)
        ORDER BY c.created_at DESC, c.id DESC LIMIT 20`,
      [userId],
    );
    const replies = await loadContactReplies(
      this.db,
      queries.map((query) => query.id),
    );
    return queries.map((query) => ({
      id: query.id,
      message: query.message,
      createdAt: iso(query.created_at),
      replies: replies.get(query.id) ?? [],
    }));
  }

  /** Another student's question, an unknown id or a malformed one: 404 alike (as in the ques module). */
  private async assertOwnQuestion(userId: string, questionId: string): Promise<void> {
    const rows = isUuid(questionId)
      ? await this.db.query(`SELECT 1 FROM questions WHERE id = $1 AND user_id = $2`, [questionId, userId])
      : [];
    if (rows.length === 0) throw new ApiErrorException(HttpStatus.NOT_FOUND, QUESTION_NOT_FOUND);
  }
}
