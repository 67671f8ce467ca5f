import { HttpStatus } from '@nestjs/common';
import { ApiErrorException } from './api-error.js';

/** An error the client should retry: the exception filter adds `Retry-After: <seconds>`. */
export class RetryLaterException extends ApiErrorException {
  constructor(
    status: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, message);
  }
}

/** 503 in the API's error shape, with Retry-After: a dependency is briefly unavailable. */
export class ServiceUnavailableException extends RetryLaterException {
  constructor(message: string, retryAfterSeconds: number) {
    super(HttpStatus.SERVICE_UNAVAILABLE, message, retryAfterSeconds);
  }
}

/** Seconds for a Retry-After header: whole seconds, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
