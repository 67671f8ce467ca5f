import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MinLength, ValidateBy } from 'class-validator';
import { LIMITS } from '../../common/validation/limits.js';
import { IsStorableText } from '../../common/validation/text-field.js';

function fitsBcrypt(value: unknown): boolean {
  return typeof value === 'string' && Buffer.byteLength(value, 'utf8') <= LIMITS.passwordMaxBytes;
}

/** A new password: 8 characters at least, 72 bytes at most (bcrypt's limit), kept untrimmed. */
export function PasswordField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: String,
      minLength: LIMITS.passwordMinChars,
      description: 'at most 72 bytes in UTF-8',
      example: 'correct horse battery',
    }),
    IsString({ message: 'Password must be text' }),
    IsStorableText({ message: 'Password contains characters that are not allowed' }),
    MinLength(LIMITS.passwordMinChars, {
      message: `Password must be at least ${LIMITS.passwordMinChars} characters`,
    }),
    ValidateBy(
      { name: 'fitsBcrypt', validator: { validate: fitsBcrypt } },
      { message: `Password must be at most ${LIMITS.passwordMaxBytes} bytes` },
    ),
  );
}
