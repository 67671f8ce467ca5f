import type {
  CurrentUser,
  OwnContactQueryView,
  OwnQuestionSupport,
  QuestionSupportView,
} from '@elearning/contract';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AccountStore } from '../auth/accounts/account-store.js';
import { TOKEN_INVALID } from '../auth/jwt-auth.guard.js';
import { ApiErrorException } from '../common/api-error.js';
import { ContactQueryStore } from '../contact/contact-query-store.js';
import { QUESTION_NOT_FOUND } from '../tutor/questions.service.js';
import { QuestionSupportStore } from './question-support-store.js';
import { emptySupport, loadContactReplies, loadQuestionSupport } from './support-rows.js';
import { iso, isUuid } from '../common/values.js';

/**
 * The student's side of teacher support: escalating their own question, the teachers' answers and
 * flags on their questions, replies to their contact queries (only their own: OWN_CONTACT_QUERY),
 * and what they have not seen yet (SQL in QuestionSupportStore and ContactQueryStore).
 * Exported for the ques module: `supportFor` adds the support fields to the student's questions.
 */
@Injectable()
export class QuestionSupportService {
  constructor(
    private readonly store: QuestionSupportStore,
    private readonly contact: ContactQueryStore,
    private readonly accounts: AccountStore,
  ) {}

  /** Support views of these questions (each id gets one, empty when nothing happened). */
  supportFor(questionIds: readonly string[]): Promise<Map<string, QuestionSupportView>> {
    return loadQuestionSupport(this.store, questionIds);
  }

  async supportOfOwn(userId: string, questionId: string): Promise<QuestionSupportView> {
    await this.assertOwnQuestion(userId, questionId);
    return (await this.supportFor([questionId])).get(questionId) ?? emptySupport();
  }

  /** The student's questions that teachers have touched, newest first, with their support. */
  async ownQuestionsWithSupport(userId: string): Promise<OwnQuestionSupport[]> {
    const rows = await this.store.touchedQuestionsOf(userId);
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
    await this.store.escalate(questionId, note);
    return (await this.supportFor([questionId])).get(questionId) ?? emptySupport();
  }

  async currentUser(userId: string): Promise<{ user: CurrentUser; unseenReplies: number }> {
    const account = await this.accounts.standing(userId);
    if (!account) throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
    const user: CurrentUser = {
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role,
      emailVerified: account.emailVerified,
      // In a class counts too (docs/classes.md): the store asks the one question.
      vouched: account.emailVerified || account.approved || (await this.accounts.isVouched(userId)),
    };
    return { user, unseenReplies: await this.store.unseenReplies(userId) };
  }

  /** The student has seen every reply so far (the question page shows them all). */
  async markSeen(userId: string): Promise<void> {
    await this.store.markRepliesSeenBy(userId);
    await this.contact.markRepliesSeenBy(userId);
  }

  /** The student's contact queries (OWN_CONTACT_QUERY) that teachers replied to. */
  async ownContactReplies(userId: string): Promise<OwnContactQueryView[]> {
    const queries = await this.contact.answeredQueriesOf(userId);
    const replies = await loadContactReplies(
      this.contact,
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
    if (!isUuid(questionId) || !(await this.store.isOwnQuestion(userId, questionId)))
      throw new ApiErrorException(HttpStatus.NOT_FOUND, QUESTION_NOT_FOUND);
  }
}
