import { TEXTS } from '@elearning/contract';
import { ApiError, SessionExpiredError } from '@elearning/remote-kit';

/** What to show for a failed request: the backend's own words, or "cannot reach the server". */
export function problemOf(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof SessionExpiredError) return null; // the shell is taking the teacher to /login
  if (error instanceof ApiError) return error.message;
  return TEXTS.backendDown;
}

/**
 * The backend refused this account (403: an administrators' page opened by a teacher): the page
 * then shows only the backend's words, none of its forms or filters.
 */
export const isRefused = (error: unknown) => error instanceof ApiError && error.status === 403;
