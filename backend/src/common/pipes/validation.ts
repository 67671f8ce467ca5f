import { HttpStatus, ValidationPipe } from '@nestjs/common';
import type { ValidationError, ValidatorOptions } from 'class-validator';
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

/** class-validator's options for every body: the ValidationPipe's and the lean path's (same errors). */
export const VALIDATOR_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
} as const satisfies ValidatorOptions;

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new ApiErrorException(HttpStatus.BAD_REQUEST, validationMessages(errors)),
  });
}
