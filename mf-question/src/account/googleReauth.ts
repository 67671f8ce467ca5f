import type { FirebaseWebConfig } from '@elearning/contract';

/** What the student reads when the new Google sign-in does not succeed (nothing was deleted). */
export const GOOGLE_AGAIN_MESSAGES = {
  cancelled: 'Google sign-in was cancelled. Your account was not deleted.',
  popupBlocked: 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  failed: 'Google sign-in did not work (check your connection). Your account was not deleted.',
} as const;

export class GoogleAgainError extends Error {}

function messageOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'].includes(code))
    return GOOGLE_AGAIN_MESSAGES.cancelled;
  if (code === 'auth/popup-blocked') return GOOGLE_AGAIN_MESSAGES.popupBlocked;
  return GOOGLE_AGAIN_MESSAGES.failed;
}

/**
 * A fresh Google ID token for the account (the Firebase SDK loaded on demand); a failure is a
 * GoogleAgainError with the words to show.
 */
export async function signInWithGoogleAgain(config: FirebaseWebConfig): Promise<string> {
  try {
    const { getGoogleIdToken } = await import(
      /* webpackChunkName: "firebase-google-sign-in-again" */ '@elearning/remote-kit/google-id-token'
    );
    return await getGoogleIdToken(config);
  } catch (error) {
    throw new GoogleAgainError(messageOf(error));
  }
}
