import type { ContactResponse } from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '../../common/validation/limits.js';
import { EmailField, NameField } from '../../common/validation/person-fields.js';
import { TextField } from '../../common/validation/text-field.js';

export class AddContactQueryDto {
  @NameField()
  name: string;

  @EmailField()
  email: string;

  /** The spec does not require a message; a missing one is stored as ''. */
  @TextField({ label: 'Message', maxLength: LIMITS.messageMax, example: 'When does the next course start?' })
  message?: string;

  /** Honeypot, hidden from people: a filled one marks a bot (accepted silently, not stored). */
  @TextField({ label: 'Website', maxLength: LIMITS.messageMax, example: '' })
  website?: string;
}

export class SuccessResponseDto implements ContactResponse {
  @ApiProperty({ enum: [true] })
  success: true;
}
