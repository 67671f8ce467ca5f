import { useCallback, useEffect, useRef, useState } from 'react';
import { AFTER_LOGIN_PATH, TEXTS, type AuthResponse, type ErrorResponse, type ShellApi } from '@elearning/contract';
import { BackendUnreachableError, apiUrl, postJson } from '@elearning/remote-kit';
import { GOOGLE_SIGN_IN_MESSAGES, messageForFirebaseError } from './googleSignInMessages';
import { loadGoogleSignIn, preloadGoogleSignInWhenIdle } from './loadGoogleSignIn';

export interface GoogleSignIn {
  /** undefined when Firebase is not configured (the button is then shown disabled). */
  signIn: (() => void) | undefined;
  busy: boolean;
  /** Why the last attempt failed, for the student; null when there is nothing to say. */
  problem: string | null;
}

/**
 * Google sign-in: Firebase popup -> ID token -> POST {apiBase}/auth/google -> our own token.
 * Stores the token only on `{success: true}`; every failure leaves the session untouched.
 */
export function useGoogleSignIn(shell: ShellApi): GoogleSignIn {
  const firebase = shell.config.firebase;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const cancelPreload = firebase ? preloadGoogleSignInWhenIdle() : undefined;
    return () => {
      mounted.current = false;
      cancelPreload?.();
    };
  }, [firebase]);

  const run = useCallback(async () => {
    if (!firebase) return;
    setBusy(true);
    setProblem(null);
    const fail = (message: string, cause: unknown) => {
      console.warn('Google sign-in failed:', cause);
      if (mounted.current) setProblem(message);
    };
    try {
      let idToken: string;
      try {
        const { getGoogleIdToken } = await loadGoogleSignIn().catch((error: unknown) => {
          throw Object.assign(new Error(GOOGLE_SIGN_IN_MESSAGES.notLoaded), { cause: error, notLoaded: true });
        });
        idToken = await getGoogleIdToken(firebase);
      } catch (error) {
        const notLoaded = typeof error === 'object' && error !== null && 'notLoaded' in error;
        return fail(notLoaded ? GOOGLE_SIGN_IN_MESSAGES.notLoaded : messageForFirebaseError(error), error);
      }
      let result: AuthResponse | ErrorResponse;
      try {
        result = await postJson<AuthResponse | ErrorResponse>(apiUrl(shell.config.apiBase, '/auth/google'), { idToken });
      } catch (error) {
        return fail(error instanceof BackendUnreachableError ? error.message : TEXTS.backendDown, error);
      }
      if (result.success === true && typeof result.authToken === 'string' && result.authToken !== '') {
        shell.session.setToken(result.authToken);
        shell.notify(TEXTS.googleOk, 'success');
        shell.navigate(AFTER_LOGIN_PATH);
        return;
      }
      const message = result.success === false ? result.errors?.[0]?.msg : undefined;
      fail(message || GOOGLE_SIGN_IN_MESSAGES.failed, result);
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, [firebase, shell]);

  return { signIn: firebase ? () => void run() : undefined, busy, problem };
}
