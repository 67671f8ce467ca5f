import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LIMITS } from '../../common/validation/limits.js';
import { TextField } from '../../common/validation/text-field.js';

export class LoginDto {
  @IsEmail({}, { message: 'Enter a valid email' })
  @TextField({
    label: 'Email',
    maxLength: LIMITS.emailMax,
    requiredMessage: 'Please enter your email',
    example: 'ada@example.com',
  })
  email: string;

  /** Not checked against the sign-up rules here: a wrong password is just a failed login. */
  @ApiProperty({ type: String, example: 'correct horse battery' })
  @IsString({ message: 'Password must be text' })
  @IsNotEmpty({ message: 'Please enter your password' })
  @MaxLength(1024, { message: 'Password is too long' })
  password: string;
}
