// The request never got an HTTP answer (server down, offline, CORS refused), or no JSON came back.
export { BackendUnreachableError, isAbortError } from '@elearning/remote-kit';

/** The server said the token is missing, invalid or expired (HTTP 401). */
export class UnauthorizedError extends Error {
  constructor(message = 'Your session has expired. Please log in again.') {
    super(message);
    this.name = 'UnauthorizedError';
  }
}

/** A 4xx/5xx answer from the server; `message` is the server's own text when it sent one. */
export class ApiHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }
}

/** A request that may succeed if sent again: 409 (still streaming), 429 (rate limit), 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 409 || status === 429 || status >= 500;
}

/** Reads `{errors:[{msg}]}` from a failed response; falls back to a generic text. */
export async function errorFromResponse(response: Response): Promise<Error> {
  if (response.status === 401) return new UnauthorizedError();
  let message = `The server answered with an error (${response.status}).`;
  try {
    const body: unknown = await response.json();
    const messages = extractMessages(body);
    if (messages.length > 0) message = messages.join(' ');
  } catch {
    // Not JSON: keep the generic message.
  }
  return new ApiHttpError(message, response.status);
}

function extractMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    return errors
      .map((item) => (typeof item === 'object' && item !== null ? (item as { msg?: unknown }).msg : item))
      .filter((msg): msg is string => typeof msg === 'string' && msg.length > 0);
  }
  const single = (body as { message?: unknown }).message;
  return typeof single === 'string' ? [single] : [];
}
