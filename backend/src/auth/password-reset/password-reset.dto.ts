import type { ForgotPasswordRequest, OkResponse, ResetPasswordRequest } from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../common/validation/person-fields.js';
import { PasswordField } from '../dto/password-field.js';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @EmailField()
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ type: String, description: 'the token of the emailed link (?token=...)' })
  @IsString({ message: 'This reset link is not valid' })
  @IsNotEmpty({ message: 'This reset link is not valid' })
  @MaxLength(200, { message: 'This reset link is not valid' })
  token: string;

  @PasswordField()
  password: string;
}

export class OkResponseDto implements OkResponse {
  @ApiProperty({ enum: [true] })
  success: true;
}
