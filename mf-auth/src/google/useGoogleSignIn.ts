import { useCallback, useEffect, useRef, useState } from 'react';
import { ROUTES, TEXTS, type AuthResponse, type ShellApi } from '@elearning/contract';
import { ApiError, useBackend } from '@elearning/remote-kit';
import { afterSignInPath } from '../authFlow';
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
  const backend = useBackend(shell);

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
          throw Object.assign(new Error(GOOGLE_SIGN_IN_MESSAGES.notLoaded), {
            cause: error,
            notLoaded: true,
          });
        });
        idToken = await getGoogleIdToken(firebase);
      } catch (error) {
        const notLoaded = typeof error === 'object' && error !== null && 'notLoaded' in error;
        return fail(notLoaded ? GOOGLE_SIGN_IN_MESSAGES.notLoaded : messageForFirebaseError(error), error);
      }
      let result: AuthResponse;
      try {
        result = await backend.call(ROUTES.googleLogin, { body: { idToken } });
      } catch (error) {
        if (error instanceof ApiError)
          return fail(error.messages[0] || GOOGLE_SIGN_IN_MESSAGES.failed, error);
        return fail(TEXTS.backendDown, error);
      }
      if (typeof result.authToken !== 'string' || result.authToken === '') {
        return fail(GOOGLE_SIGN_IN_MESSAGES.failed, result);
      }
      shell.session.setToken(result.authToken);
      shell.notify(TEXTS.googleOk, 'success');
      shell.navigate(afterSignInPath());
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, [firebase, shell, backend]);

  return { signIn: firebase ? () => void run() : undefined, busy, problem };
}
