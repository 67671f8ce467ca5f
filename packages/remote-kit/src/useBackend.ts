import { useCallback, useMemo, useState } from 'react';
import { TEXTS, type ShellApi } from '@elearning/contract';
import { createBackendClient } from './http/backendClient';
import { ApiError, BackendUnreachableError, SessionExpiredError } from './http/errors';

/** The page's backend client; a new one only when the shell changes. */
export function useBackend(shell: Pick<ShellApi, 'config' | 'session'>) {
  return useMemo(() => createBackendClient(shell), [shell]);
}

/**
 * A form's request with its "cannot reach the server" message. `attempt(send, onRefused)` clears
 * the message and runs `send`; a refusal (ApiError) goes to `onRefused` (none: ignored), an expired session is the
 * shell's to handle, and anything else leaves TEXTS.backendDown (or TEXTS.serviceUnavailable for the
 * backend's own 503 with Retry-After) in `problem` for the page to show.
 */
export function useBackendProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useCallback(async (send: () => Promise<void>, onRefused?: (refusal: ApiError) => void) => {
    setProblem(null);
    try {
      await send();
    } catch (error) {
      if (error instanceof ApiError) onRefused?.(error);
      else if (error instanceof BackendUnreachableError) setProblem(error.message);
      else if (!(error instanceof SessionExpiredError)) setProblem(TEXTS.backendDown);
    }
  }, []);
  return { problem, attempt };
}
