import { randomUUID } from 'node:crypto';
import type { QuestionListResponse, QuestionView } from '@elearning/contract';
import { type BeforeApplicationShutdown, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, QueryFailedError } from 'typeorm';
import { TOKEN_INVALID } from '../auth/jwt-auth.guard.js';
import { ApiErrorException } from '../common/api-error.js';
import { createBatchedInsert } from '../database/batched-insert.js';
import { DEFAULT_PAGE_SIZE } from './dto/list-questions.dto.js';
import { Question } from './entities/question.entity.js';

const FOREIGN_KEY_VIOLATION = '23503';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const QUESTION_NOT_FOUND = 'Question not found';

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

@Injectable()
export class QuesService implements BeforeApplicationShutdown {
  /** New questions are group-committed like contact queries; ids are made here so no RETURNING is needed. */
  private readonly inserts;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.inserts = createBatchedInsert(dataSource, Question);
  }

  /** Stores a question as 'pending' (the answer comes later); resolves after the commit. */
  async addQuestion(userId: string, text: string): Promise<{ id: string; text: string }> {
    const id = randomUUID();
    try {
      await this.inserts.add({ id, userId, text });
      return { id, text };
    } catch (error) {
      // A well-signed token of a user that no longer exists.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === FOREIGN_KEY_VIOLATION
      ) {
        throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
      }
      throw error;
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.inserts.drain();
  }

  /** The student's own question; anyone else's, an unknown id or a malformed one is a 404 alike. */
  async findOwn(userId: string, id: string): Promise<Question> {
    const question = UUID.test(id)
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
