import { applyDecorators } from '@nestjs/common';
import { IsEmail } from 'class-validator';
import { LIMITS } from './limits.js';
import { TextField } from './text-field.js';

/** A person's name, as sign-up and the contact form ask for it. */
export function NameField(): PropertyDecorator {
  return TextField({
    label: 'Name',
    maxLength: LIMITS.nameMax,
    requiredMessage: 'Please enter your name',
    example: 'Ada Lovelace',
  });
}

/** A required, well-formed email address (sign-up, login, contact). */
export function EmailField(): PropertyDecorator {
  // Same order as stacking `@IsEmail` above `@TextField`: the TextField checks come first, so a
  // missing, non-text or over-long email gets that message rather than 'Enter a valid email'.
  return applyDecorators(
    TextField({
      label: 'Email',
      maxLength: LIMITS.emailMax,
      requiredMessage: 'Please enter your email',
      example: 'ada@example.com',
    }),
    IsEmail({}, { message: 'Enter a valid email' }),
  );
}
