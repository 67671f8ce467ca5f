import { useCallback, useState } from 'react';
import { TEXTS } from '@elearning/contract';

/**
 * The "cannot reach the server" message of a form. `attempt(send)` clears it and runs the
 * request; if the request throws (postJson throws only BackendUnreachableError), `problem`
 * holds TEXTS.backendDown for the page to show.
 */
export function useBackendProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useCallback(async (send: () => Promise<void>) => {
    setProblem(null);
    try {
      await send();
    } catch {
      setProblem(TEXTS.backendDown);
    }
  }, []);
  return { problem, attempt };
}
