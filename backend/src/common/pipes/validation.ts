import { HttpStatus, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { ApiErrorException } from '../api-error.js';

/** One message per invalid field (stopAtFirstError), unknown fields named. */
export function validationMessages(errors: ValidationError[], parentPath = ''): string[] {
  return errors.flatMap((error) => {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) return [`Unknown field: ${path}`];
    const first = Object.values(constraints)[0];
    const own = first === undefined ? [] : [first];
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ApiErrorException(HttpStatus.BAD_REQUEST, validationMessages(errors)),
  });
}
