import { HttpStatus } from '@nestjs/common';
import { ApiErrorException } from '../api-error.js';

/** 429 in the API's error shape; the exception filter adds `Retry-After: <seconds>`. */
export class TooManyRequestsException extends ApiErrorException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, message);
  }
}
