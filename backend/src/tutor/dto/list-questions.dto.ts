import type { QuestionListResponse, QuestionResponse, QuestionView } from '@elearning/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { QUESTION_STATUSES, type QuestionStatus } from '../entities/question.entity.js';

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

/** GET /ques?page=1&pageSize=20 */
export class ListQuestionsQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number of at least 1' })
  @Min(1, { message: 'page must be a whole number of at least 1' })
  @Max(1_000_000, { message: 'page must be at most 1,000,000' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}

/** One question as the API shows it (QuestionView in the contract). */
export class QuestionViewDto implements QuestionView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  userQues: string;

  @ApiProperty({ type: String, nullable: true, description: 'Markdown; partial when failed or stopped' })
  answer: string | null;

  @ApiProperty({ enum: QUESTION_STATUSES })
  status: QuestionStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class QuestionListResponseDto implements QuestionListResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: [QuestionViewDto] })
  items: QuestionViewDto[];

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;

  @ApiProperty({ description: 'all of the student’s questions' })
  total: number;
}

export class QuestionResponseDto implements QuestionResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: QuestionViewDto })
  question: QuestionViewDto;
}
