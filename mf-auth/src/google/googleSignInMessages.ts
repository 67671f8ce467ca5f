/** What the student reads when Google sign-in does not succeed (docs/requirements.md#google-sign-in: the original only logged to the console). */
export const GOOGLE_SIGN_IN_MESSAGES = {
  cancelled: 'Google sign-in was cancelled. Nothing was changed.',
  popupBlocked: 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  network: 'Could not reach Google sign-in. Check your connection and try again.',
  notLoaded: 'Google sign-in could not be loaded. Check your connection and try again.',
  failed: 'Google sign-in failed. Please try again.',
} as const;

/** Maps a Firebase Auth error code (`auth/...`) to a message for the student. */
export function messageForFirebaseError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
    case 'auth/user-cancelled':
      return GOOGLE_SIGN_IN_MESSAGES.cancelled;
    case 'auth/popup-blocked':
      return GOOGLE_SIGN_IN_MESSAGES.popupBlocked;
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return GOOGLE_SIGN_IN_MESSAGES.network;
    default:
      return GOOGLE_SIGN_IN_MESSAGES.failed;
  }
}
