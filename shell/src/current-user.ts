import { useCallback, useEffect, useState } from 'react';
import type { MeResponse, Role, ShellApi } from '@elearning/contract';

/** Who the stored token stands for, as GET /auth/me says (none: no token). */
export type CurrentUserState =
  { status: 'none' | 'loading' | 'unreachable' } | { status: 'ready'; me: MeResponse };

/** An admin is also a teacher everywhere (packages/contract/src/support.ts, Role). */
export const isTeacherRole = (role: Role): boolean => role === 'teacher' || role === 'admin';

export type FetchMe = (shell: Pick<ShellApi, 'config' | 'session'>) => Promise<MeResponse>;

/**
 * The backend client lives in a chunk of its own, loaded only when a token is stored: a visitor's
 * first view (Home, 150 KB budget) does not carry it.
 */
export const fetchMeLazily: FetchMe = async (shell) => (await import('./fetch-me')).fetchMe(shell);

/**
 * The signed-in account (role, unseen replies), read again whenever the token or the page changes
 * and when a remote asks (`refresh`). A 401 ends the session through the backend client.
 */
export function useCurrentUser(
  shell: Pick<ShellApi, 'config' | 'session'>,
  token: string | null,
  pathname: string,
  fetchMe: FetchMe,
) {
  const [state, setState] = useState<CurrentUserState>({ status: token ? 'loading' : 'none' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!token) return setState({ status: 'none' });
    let current = true;
    // Keep showing what is known while it is read again (no flicker of the Teacher item).
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    fetchMe(shell).then(
      (me) => current && setState({ status: 'ready', me }),
      () => current && setState({ status: 'unreachable' }),
    );
    return () => {
      current = false;
    };
  }, [shell, token, pathname, round, fetchMe]);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { state, refresh };
}
