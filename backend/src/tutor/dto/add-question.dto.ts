import type { AddQuestionRequest, AskResponse, TutorMode } from '@elearning/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { LIMITS } from '../../common/validation/limits.js';
import { TextField } from '../../common/validation/text-field.js';
import { TUTOR_MODES } from '../prompting/tutor-instructions.js';

export const EMPTY_QUESTION = 'Please enter a question';

export class AddQuestionDto implements AddQuestionRequest {
  @TextField({
    label: 'Question',
    maxLength: LIMITS.questionMax,
    requiredMessage: EMPTY_QUESTION,
    example: 'What is a closure?',
  })
  userQues: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "one of the student's classes (default: the last used)",
  })
  @IsOptional()
  @IsUUID('all', { message: 'classId must be the id of one of your classes' })
  classId?: string;
}

/** The seed's response plus the conversation the question started (AskResponse in the contract). */
export class AddQuestionResponseDto implements AskResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'the stored question text (trimmed)' })
  userQues: string;
  @ApiProperty({ format: 'uuid', description: 'the conversation this question starts' })
  conversationId: string;
  @ApiProperty({ enum: TUTOR_MODES, description: "the student's remembered mode" })
  mode: TutorMode;
}
