import { useCallback, useEffect, useState } from 'react';
import { TEXTS } from '@elearning/contract';
import { ApiError, SessionExpiredError } from '@elearning/remote-kit';

/** What to show for a failed request: the backend's own words, or "cannot reach the server". */
export function problemOf(error: unknown): string | null {
  if (error instanceof SessionExpiredError) return null; // the shell is taking the teacher to /login
  if (error instanceof ApiError) return error.message;
  return TEXTS.backendDown;
}

/** Loads `load()` now and whenever `key` changes; `reload` loads again. Stale answers are dropped. */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ data: T | null; problem: string | null; loading: boolean }>({
    data: null,
    problem: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, problem: null }));
    load().then(
      (data) => current && setState({ data, problem: null, loading: false }),
      (error: unknown) => current && setState({ data: null, problem: problemOf(error), loading: false }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says when its request changes.
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
