import type { ErrorResponse } from '@elearning/contract';
import { HttpException } from '@nestjs/common';

/** The one error body of the API: `{ success: false, errors: [{ msg }] }`, one msg per problem. */
export type ErrorBody = ErrorResponse;

export function errorBody(messages: string[]): ErrorBody {
  return { success: false, errors: messages.map((msg) => ({ msg })) };
}

/** Throw this from services/pipes to answer with a 4xx and these exact messages. */
export class ApiErrorException extends HttpException {
  constructor(status: number, messages: string[] | string) {
    super(errorBody(Array.isArray(messages) ? messages : [messages]), status);
  }
}
