import type { AddQuestionRequest, AskResponse, TutorMode } from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
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

  // A TextField like userQues keeps addques on the lean validation path (common/pipes); the
  // service checks that it is one of the student's classes (anything else: 404).
  @TextField({ label: 'classId', maxLength: 64, example: '7d0c7a52-1b7e-4a55-9d43-1e6f3c2a9b10' })
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
