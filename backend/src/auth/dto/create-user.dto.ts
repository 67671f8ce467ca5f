import { IsEmail, Matches } from 'class-validator';
import { LIMITS } from '../../common/validation/limits.js';
import { TextField } from '../../common/validation/text-field.js';
import { PasswordField } from './password-field.js';

export class CreateUserDto {
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

  @Matches(/^\+?[0-9][0-9 ().-]*$/, { message: 'Enter a valid phone number' })
  @TextField({
    label: 'Phone',
    maxLength: LIMITS.phoneMax,
    requiredMessage: 'Please enter your phone number',
    example: '+44 20 7946 0000',
  })
  phone: string;

  @PasswordField()
  password: string;
}
