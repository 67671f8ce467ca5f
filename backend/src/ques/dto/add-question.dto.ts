import type { AddQuestionRequest, AddQuestionResponse } from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '../../common/validation/limits.js';
import { TextField } from '../../common/validation/text-field.js';

export const EMPTY_QUESTION = 'Please enter a question';

export class AddQuestionDto implements AddQuestionRequest {
  @TextField({
    label: 'Question',
    maxLength: LIMITS.questionMax,
    requiredMessage: EMPTY_QUESTION,
    example: 'What is a closure?',
  })
  userQues: string;
}

export class AddQuestionResponseDto implements AddQuestionResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'the stored question text (trimmed)' })
  userQues: string;
}
