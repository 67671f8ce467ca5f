import type {
  ContactState,
  EscalateRequest,
  EscalationFilter,
  FlagIncorrectRequest,
  QuestionStatus,
  TeacherReplyRequest,
} from '@elearning/contract';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { TextField } from '../../common/validation/text-field.js';
import { QUESTION_STATUSES } from '../../tutor/entities/question.entity.js';

/** Bounds of the support texts (backend/README.md, input bounds). */
export const SUPPORT_LIMITS = { noteMax: 1000, replyMax: 10_000, commentMax: 500, searchMax: 200 } as const;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

export class EscalateDto implements EscalateRequest {
  @TextField({ label: 'Note', maxLength: SUPPORT_LIMITS.noteMax, example: 'I do not understand step 2.' })
  note?: string;
}

export class TeacherReplyDto implements TeacherReplyRequest {
  @TextField({
    label: 'Reply',
    maxLength: SUPPORT_LIMITS.replyMax,
    requiredMessage: 'Please write a reply',
    example: 'Step 2 divides both sides by **x**.',
  })
  body: string;
}

export class FlagIncorrectDto implements FlagIncorrectRequest {
  @TextField({
    label: 'Comment',
    maxLength: SUPPORT_LIMITS.commentMax,
    requiredMessage: 'Please say briefly what is wrong',
    example: 'The derivative in step 3 is wrong.',
  })
  comment: string;
}

const PAGE_MESSAGE = 'page must be a whole number of at least 1';
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** ?page=1&pageSize=20 on every teacher list. */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(1_000_000, { message: 'page must be at most 1,000,000' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}

export const ESCALATION_FILTERS: readonly EscalationFilter[] = [
  'any',
  'escalated',
  'waiting',
  'answered',
  'none',
];

/** A console list of one of the teacher's classes (the class picker); none: all of theirs. */
export class ClassScopedPageQuery extends PageQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'one of your classes (admins: any); none: all' })
  @IsOptional()
  @IsUUID('all', { message: 'classId must be the id of one of your classes' })
  classId?: string;
}

/** GET /teacher/questions: escalated and waiting first, then newest first. */
export class TeacherQuestionsQuery extends ClassScopedPageQuery {
  @ApiPropertyOptional({ enum: ESCALATION_FILTERS, default: 'any' })
  @IsOptional()
  @IsIn(ESCALATION_FILTERS, { message: `escalation must be one of ${ESCALATION_FILTERS.join(', ')}` })
  escalation?: EscalationFilter;

  @ApiPropertyOptional({ enum: QUESTION_STATUSES })
  @IsOptional()
  @IsIn(QUESTION_STATUSES, { message: `status must be one of ${QUESTION_STATUSES.join(', ')}` })
  status?: QuestionStatus;

  @TextField({ label: 'student', maxLength: 254, example: 'ada@example.com' })
  @IsOptional()
  student?: string;

  @TextField({ label: 'q', maxLength: SUPPORT_LIMITS.searchMax, example: 'derivative' })
  @IsOptional()
  q?: string;

  @ApiPropertyOptional({ description: "the previous page's nextCursor: the page after it (keyset)" })
  @IsOptional()
  @IsString({ message: 'after must be the nextCursor of this list' })
  @MaxLength(200, { message: 'after must be the nextCursor of this list' })
  after?: string;
}

export const CONTACT_STATES: readonly ContactState[] = ['open', 'handled', 'all'];

/** GET /teacher/contact: newest first. */
export class ContactInboxQuery extends PageQuery {
  @ApiPropertyOptional({ enum: CONTACT_STATES, default: 'open' })
  @IsOptional()
  @IsIn(CONTACT_STATES, { message: `state must be one of ${CONTACT_STATES.join(', ')}` })
  state?: ContactState;

  @ApiPropertyOptional({ description: "the previous page's nextCursor: the page after it (keyset)" })
  @IsOptional()
  @IsString({ message: 'after must be the nextCursor of this list' })
  @MaxLength(200, { message: 'after must be the nextCursor of this list' })
  after?: string;
}

/** GET /teacher/access-log: everything, or one student's record. */
export class AccessLogQuery extends ClassScopedPageQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "one student's record" })
  @IsOptional()
  @IsUUID('all', { message: 'student must be an account id' })
  student?: string;

  @ApiPropertyOptional({ description: "the previous page's nextCursor: the page after it (keyset)" })
  @IsOptional()
  @IsString({ message: 'after must be the nextCursor of this access log' })
  @MaxLength(200, { message: 'after must be the nextCursor of this access log' })
  after?: string;
}
