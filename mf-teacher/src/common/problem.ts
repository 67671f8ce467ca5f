import { TEXTS } from '@elearning/contract';
import { ApiError, SessionExpiredError } from '@elearning/remote-kit';

/** What to show for a failed request: the backend's own words, or "cannot reach the server". */
export function problemOf(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof SessionExpiredError) return null; // the shell is taking the teacher to /login
  if (error instanceof ApiError) return error.message;
  return TEXTS.backendDown;
}
