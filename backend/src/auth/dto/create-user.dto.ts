import type { CreateUserRequest } from '@elearning/contract';
import { Matches } from 'class-validator';
import { LIMITS } from '../../common/validation/limits.js';
import { EmailField, NameField } from '../../common/validation/person-fields.js';
import { TextField } from '../../common/validation/text-field.js';
import { PasswordField } from './password-field.js';

export class CreateUserDto implements CreateUserRequest {
  @NameField()
  name: string;

  @EmailField()
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
