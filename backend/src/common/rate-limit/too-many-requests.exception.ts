import { HttpStatus } from '@nestjs/common';
import { RetryLaterException } from '../retry-later.exception.js';

/** 429 in the API's error shape; the exception filter adds `Retry-After: <seconds>`. */
export class TooManyRequestsException extends RetryLaterException {
  constructor(message: string, retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, message, retryAfterSeconds);
  }
}
