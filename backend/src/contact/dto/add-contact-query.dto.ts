import { ApiProperty } from '@nestjs/swagger';
import { IsEmail } from 'class-validator';
import { LIMITS } from '../../common/validation/limits.js';
import { TextField } from '../../common/validation/text-field.js';

export class AddContactQueryDto {
  @TextField({
    label: 'Name',
    maxLength: LIMITS.nameMax,
    requiredMessage: 'Please enter your name',
    example: 'Ada Lovelace',
  })
  name: string;

  @IsEmail({}, { message: 'Enter a valid email' })
  @TextField({
    label: 'Email',
    maxLength: LIMITS.emailMax,
    requiredMessage: 'Please enter your email',
    example: 'ada@example.com',
  })
  email: string;

  /** The spec does not require a message; a missing one is stored as ''. */
  @TextField({ label: 'Message', maxLength: LIMITS.messageMax, example: 'When does the next course start?' })
  message?: string;
}

export class SuccessResponseDto {
  @ApiProperty({ enum: [true] })
  success: true;
}
