import type {
  AnswerFeedback,
  AskRequest,
  AskResponse,
  ConversationListResponse,
  ConversationPageQuery,
  ConversationResponse,
  ConversationSummary,
  ConversationView,
  FeedbackRating,
  FeedbackRequest,
  FeedbackResponse,
  StopResponse,
  TurnResponse,
  TurnView,
  TutorMode,
  TutorModeRequest,
  TutorPreferencesResponse,
} from '@elearning/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { TextField } from '../../common/validation/text-field.js';
import { EMPTY_QUESTION } from './add-question.dto.js';
import { LIMITS } from '../../common/validation/limits.js';
import { QuestionViewDto } from './list-questions.dto.js';
import { TUTOR_MODES } from '../prompting/tutor-instructions.js';

const MODE_MESSAGE = `mode must be one of: ${TUTOR_MODES.join(', ')}`;
export const FEEDBACK_COMMENT_MAX = 1000;

/** POST /ques/conversations/:id/ask: a follow-up (same rules as the first question). */
export class AskDto implements AskRequest {
  @TextField({
    label: 'Question',
    maxLength: LIMITS.questionMax,
    requiredMessage: EMPTY_QUESTION,
    example: 'Why does that work?',
  })
  userQues: string;
}

export class AskResponseDto implements AskResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ format: 'uuid', description: 'the new question (turn)' })
  id: string;
  @ApiProperty({ description: 'the stored question text (trimmed)' })
  userQues: string;
  @ApiProperty({ format: 'uuid' })
  conversationId: string;
  @ApiProperty({ enum: TUTOR_MODES })
  mode: TutorMode;
}

export class TutorModeDto implements TutorModeRequest {
  @ApiProperty({ enum: TUTOR_MODES })
  @IsIn(TUTOR_MODES, { message: MODE_MESSAGE })
  mode: TutorMode;
}

export class TutorPreferencesResponseDto implements TutorPreferencesResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ enum: TUTOR_MODES })
  mode: TutorMode;
}

export class FeedbackDto implements FeedbackRequest {
  @ApiProperty({ enum: ['up', 'down'] })
  @IsIn(['up', 'down'], { message: 'rating must be up or down' })
  rating: FeedbackRating;

  @TextField({ label: 'Comment', maxLength: FEEDBACK_COMMENT_MAX })
  comment?: string;
}

export class AnswerFeedbackDto implements AnswerFeedback {
  @ApiProperty({ enum: ['up', 'down'] })
  rating: FeedbackRating;
  @ApiProperty({ type: String, nullable: true })
  comment: string | null;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class FeedbackResponseDto implements FeedbackResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ type: AnswerFeedbackDto })
  feedback: AnswerFeedbackDto;
}

export class TurnViewDto extends QuestionViewDto implements TurnView {
  @ApiProperty({ format: 'uuid' })
  conversationId: string;
  @ApiProperty({ type: AnswerFeedbackDto, nullable: true })
  feedback: AnswerFeedbackDto | null;
  @ApiProperty({ description: 'earlier answers kept by Regenerate' })
  earlierVersions: number;
  @ApiProperty({ description: 'an answer is being written now: re-attach with POST /ques/:id/answer' })
  generating: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'shown instead of a withheld answer (blocked or retracted)' })
  notice: string | null;
}

export class TurnResponseDto implements TurnResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ type: TurnViewDto })
  turn: TurnViewDto;
}

export class ConversationSummaryDto implements ConversationSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ description: 'the first question' })
  title: string;
  @ApiProperty({ enum: TUTOR_MODES })
  mode: TutorMode;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'the class whose rules apply' })
  classId: string | null;
  @ApiProperty()
  turnCount: number;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time' })
  lastActivityAt: string;
}

export class ConversationListResponseDto implements ConversationListResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ type: [ConversationSummaryDto] })
  items: ConversationSummaryDto[];
  @ApiProperty()
  page: number;
  @ApiProperty()
  pageSize: number;
  @ApiProperty()
  total: number;
}

export class ConversationViewDto extends ConversationSummaryDto implements ConversationView {
  @ApiProperty({ type: [TurnViewDto], description: 'the latest `limit` turns before `before`, oldest first' })
  turns: TurnViewDto[];

  @ApiProperty({ description: 'turns asked before the first of `turns` (read them with before=its id)' })
  earlierTurns: number;

  @ApiProperty({ type: String, nullable: true, description: 'the help card (Markdown) once a message raised the urgent tier' })
  help: string | null;
}

export const CONVERSATION_PAGE_MAX = 50;
export const CONVERSATION_PAGE_DEFAULT = 20;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${CONVERSATION_PAGE_MAX}`;

/** GET /ques/conversations/:id?before=<turn id>&limit=20 */
export class ConversationPageQueryDto implements ConversationPageQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'a turn of the conversation: the turns asked before it',
  })
  @IsOptional()
  @IsUUID('all', { message: 'before must be the id of a turn of this conversation' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: CONVERSATION_PAGE_MAX, default: CONVERSATION_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(CONVERSATION_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;
}

export class ConversationResponseDto implements ConversationResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ type: ConversationViewDto })
  conversation: ConversationViewDto;
}

export class StopResponseDto implements StopResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiPropertyOptional({ description: 'false when no answer was being written' })
  stopping: boolean;
}
