/** Where a student goes once logged in or signed up (spec). */
export const AFTER_LOGIN_PATH = '/question';
/** Spec: while sign-up warnings are shown, the oldest goes every 5000 ms. */
export const SIGNUP_ALERT_DISMISS_MS = 5000;
