import { randomUUID } from 'node:crypto';
import type { QuestionListResponse, QuestionView, TutorMode } from '@elearning/contract';
import { type BeforeApplicationShutdown, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, QueryFailedError } from 'typeorm';
import { TOKEN_INVALID } from '../auth/jwt-auth.guard.js';
import { ApiErrorException } from '../common/api-error.js';
import { isUuid } from '../common/values.js';
import { GroupCommitQueue } from '../common/batching/group-commit-queue.js';
import { BATCHED_INSERT_OPTIONS } from '../database/batched-insert.js';
import { DEFAULT_PAGE_SIZE } from './dto/list-questions.dto.js';
import { Question } from './entities/question.entity.js';
import { ConversationStore } from './conversations/conversation-store.js';
import { ClassesService } from '../classes/classes.service.js';

const FOREIGN_KEY_VIOLATION = '23503';
export const QUESTION_NOT_FOUND = 'Question not found';
export const CLASS_NOT_YOURS = 'Class not found: pick one of your classes, or join it with its code first';

/** A question as the API shows it (QuestionView in the contract). */
export function toQuestionView(question: Question): QuestionView {
  return {
    id: question.id,
    userQues: question.text,
    answer: question.answer,
    status: question.status,
    createdAt: question.createdAt.toISOString(),
    updatedAt: question.updatedAt.toISOString(),
  };
}

/** A new conversation with its first question; the batch writes back the mode it started in. */
interface NewConversation {
  id: string;
  userId: string;
  text: string;
  /** Named by the page (already checked); null: the student's default class, if any. */
  classId: string | null;
  mode?: TutorMode;
}

/** Maps a well-signed token of a user that no longer exists (foreign key) to 401. */
export function rethrowUnknownUser(error: unknown): never {
  if (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string }).code === FOREIGN_KEY_VIOLATION
  ) {
    throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
  }
  throw error;
}

@Injectable()
export class QuestionsService implements BeforeApplicationShutdown {
  /**
   * New questions are group-committed like contact queries: one statement per batch inserts the
   * conversations (in the mode each student chose last) and their first questions. Ids are made
   * here; a new conversation takes its first question's id.
   */
  private readonly newConversations: GroupCommitQueue<NewConversation>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    store: ConversationStore,
    private readonly classes: ClassesService,
  ) {
    this.newConversations = new GroupCommitQueue(
      async (items) => {
        const modes = await store.insertNew(items);
        for (const item of items) item.mode = modes.get(item.id);
      },
      { ...BATCHED_INSERT_OPTIONS, name: 'conversations' },
    );
  }

  /**
   * Starts a conversation with its first question, stored as 'pending' (the answer comes later);
   * resolves after the commit.
   */
  async addQuestion(
    userId: string,
    text: string,
    classId?: string,
  ): Promise<{ id: string; text: string; conversationId: string; mode: TutorMode }> {
    // A class named by the page must be one of the student's; without one, the batch picks the default.
    const named = classId === undefined || classId === '' ? null : classId;
    if (named !== null && !(isUuid(named) && (await this.classes.isActiveStudent(named, userId))))
      throw new ApiErrorException(HttpStatus.NOT_FOUND, CLASS_NOT_YOURS);
    const item: NewConversation = { id: randomUUID(), userId, text, classId: named };
    try {
      await this.newConversations.add(item);
    } catch (error) {
      rethrowUnknownUser(error);
    }
    return { id: item.id, text, conversationId: item.id, mode: item.mode ?? 'explain' };
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.newConversations.drain();
  }

  /** The student's own question; anyone else's, an unknown id or a malformed one is a 404 alike. */
  async findOwn(userId: string, id: string): Promise<Question> {
    const question = isUuid(id)
      ? await this.dataSource.getRepository(Question).findOneBy({ id, userId })
      : null;
    if (!question) throw new ApiErrorException(HttpStatus.NOT_FOUND, QUESTION_NOT_FOUND);
    return question;
  }

  /** The student's own questions, newest first. */
  async listOwn(userId: string, page = 1, pageSize = DEFAULT_PAGE_SIZE): Promise<QuestionListResponse> {
    const [rows, total] = await this.dataSource.getRepository(Question).findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { success: true, items: rows.map(toQuestionView), page, pageSize, total };
  }
}
