import { HttpException, HttpStatus } from '@nestjs/common';
import { DATABASE_UNREACHABLE, isDatabaseUnavailable } from '../../database/database-errors.js';
import { type ErrorBody, errorBody } from '../api-error.js';
import { isRedisUnavailable, REDIS_UNAVAILABLE } from '../../redis/redis-errors.js';
import { RetryLaterException } from '../retry-later.exception.js';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Seconds for a Retry-After header (429 and 503). */
  retryAfterSeconds?: number;
}

/** Retry-After of a 503 for an unreachable database: a restart or fail-over takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Messages for the errors Fastify raises itself before a route runs (body parsing, limits). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (limit 100 KB)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
};

function fastifyCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('FST_') ? code : undefined;
}

function messagesOf(response: string | object): string[] {
  if (typeof response === 'string') return [response];
  const body = response as Partial<ErrorBody> & { message?: unknown };
  if (Array.isArray(body.errors)) return body.errors.map((error) => String(error.msg));
  if (Array.isArray(body.message)) return body.message.map(String);
  if (typeof body.message === 'string') return [body.message];
  return ['Request failed'];
}

/**
 * Turns anything thrown into the API's error shape. 4xx keep their status; anything unknown is a
 * 500 with a generic message (details go to the log, never to the client), except a database that
 * or Redis that does not answer: 503 with Retry-After, so clients and gateways know to retry.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  // Nest wraps Fastify's own 4xx errors (body parsing, limits) in an HttpException with the original as cause.
  if (error instanceof HttpException && error.cause !== undefined && fastifyCode(error.cause) !== undefined) {
    return toErrorResponse(error.cause);
  }
  if (error instanceof RetryLaterException) {
    const { retryAfterSeconds } = error;
    return { status: error.getStatus(), body: errorBody(messagesOf(error.getResponse())), retryAfterSeconds };
  }
  if (error instanceof HttpException) {
    return { status: error.getStatus(), body: errorBody(messagesOf(error.getResponse())) };
  }
  const candidate = error as { statusCode?: unknown; code?: unknown; message?: unknown } | null;
  const statusCode = typeof candidate?.statusCode === 'number' ? candidate.statusCode : undefined;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    const known = typeof candidate?.code === 'string' ? FASTIFY_MESSAGES[candidate.code] : undefined;
    const message = known ?? (typeof candidate?.message === 'string' ? candidate.message : 'Bad request');
    return { status: statusCode, body: errorBody([message]) };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: errorBody([DATABASE_UNREACHABLE]),
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  if (isRedisUnavailable(error)) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: errorBody([REDIS_UNAVAILABLE]),
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: errorBody(['Something went wrong on our side; please try again']),
  };
}
