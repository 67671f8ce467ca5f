/** Google sign-in is not configured on this server (no FIREBASE_PROJECT_ID). */
export class GoogleSignInNotConfiguredError extends Error {
  constructor() {
    super('Google sign-in is not configured');
    this.name = 'GoogleSignInNotConfiguredError';
  }
}

/**
 * The ID token was refused. `publicMessage` is safe to show to the student; `reason` says
 * precisely why (for the server log only: it must not help someone forging tokens).
 */
export class GoogleTokenRejectedError extends Error {
  constructor(
    readonly publicMessage: string,
    readonly reason: string,
  ) {
    super(`${publicMessage} (${reason})`);
    this.name = 'GoogleTokenRejectedError';
  }
}

/** Google's signing keys could not be fetched: not the student's fault, try again later. */
export class GoogleKeysUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Google sign-in is temporarily unavailable', { cause });
    this.name = 'GoogleKeysUnavailableError';
  }
}

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not configured',
  invalidToken: 'Google sign-in failed: invalid sign-in token',
  expiredToken: 'Google sign-in expired, please sign in with Google again',
  unverifiedEmail: 'Your Google account email address is not verified',
  notGoogle: 'Only sign-in with a Google account is accepted here',
  unavailable: 'Google sign-in is temporarily unavailable, please try again later',
} as const;
