import { TEXTS } from '@elearning/contract';

/** The backend could not be reached, or answered something that is not our JSON. */
export class BackendUnreachableError extends Error {
  constructor(cause?: unknown) {
    super(TEXTS.backendDown, { cause });
    this.name = 'BackendUnreachableError';
  }
}

/**
 * The backend answered 503 with Retry-After: it is up but a dependency (the database, Redis) is
 * briefly down. Handled as unreachable (retryable, the page's problem line) with its own text.
 */
export class ServiceUnavailableError extends BackendUnreachableError {
  constructor(
    readonly retryAfterSeconds: number | undefined,
    cause?: unknown,
  ) {
    super(cause);
    this.message = TEXTS.serviceUnavailable;
    this.name = 'ServiceUnavailableError';
  }
}

/** The backend refused the session's token (401); the shell has been told (`session.expire`). */
export class SessionExpiredError extends Error {
  constructor() {
    super(TEXTS.sessionExpired);
    this.name = 'SessionExpiredError';
  }
}

/**
 * The backend refused the request: a 4xx/5xx, or `{ success: false }`. `messages` are its
 * `errors[].msg`; the message joins them, or says the status when the body had none.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    /** The response's Retry-After, when it had one (429: when the limit lets the request through). */
    readonly retryAfterSeconds?: number,
  ) {
    super(messages.length > 0 ? messages.join(' ') : `The server answered with an error (${status}).`);
    this.name = 'ApiError';
  }
}

/** A request that may succeed if sent again: 409 (still streaming), 429 (rate limit), 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 409 || status === 429 || status >= 500;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** `errors[].msg` of the API's error shape (or a framework's single `message`). */
export function errorMessagesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors)) {
    return errors
      .map((item) => (typeof item === 'object' && item !== null ? (item as { msg?: unknown }).msg : item))
      .filter((msg): msg is string => typeof msg === 'string' && msg.length > 0);
  }
  return typeof message === 'string' && message ? [message] : [];
}

/** Longer than this, a "Retry" button is no help: a daily quota, not a per-minute limit. */
const RETRY_SOON_SECONDS = 60;

/**
 * Whether the page should offer Retry for a refused request: a retryable status, and for 429 a
 * Retry-After short enough to wait (the per-minute limits, too many answers at once), not a daily
 * quota that resets at midnight.
 */
export function canRetrySoon(error: ApiError): boolean {
  if (!isRetryableStatus(error.status)) return false;
  return error.status !== 429 || (error.retryAfterSeconds ?? 0) <= RETRY_SOON_SECONDS;
}
