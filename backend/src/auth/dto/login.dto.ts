import type { LoginRequest } from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../common/validation/person-fields.js';

export class LoginDto implements LoginRequest {
  @EmailField()
  email: string;

  /** Not checked against the sign-up rules here: a wrong password is just a failed login. */
  @ApiProperty({ type: String, example: 'correct horse battery' })
  @IsString({ message: 'Password must be text' })
  @IsNotEmpty({ message: 'Please enter your password' })
  @MaxLength(1024, { message: 'Password is too long' })
  password: string;
}
