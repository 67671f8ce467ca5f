import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { ApiErrorException } from '../common/api-error.js';
import { TOKEN_INVALID } from '../auth/jwt-auth.guard.js';
import { Question } from './entities/question.entity.js';

const FOREIGN_KEY_VIOLATION = '23503';

@Injectable()
export class QuesService {
  constructor(@InjectRepository(Question) private readonly questions: Repository<Question>) {}

  /** Stores a question as 'pending' (the answer comes later) and returns its id. */
  async addQuestion(userId: string, text: string): Promise<{ id: string; text: string }> {
    try {
      const result = await this.questions.insert({ userId, text, status: 'pending' });
      return { id: String(result.identifiers[0]?.id), text };
    } catch (error) {
      // A well-signed token of a user that no longer exists.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
        throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
      }
      throw error;
    }
  }
}
