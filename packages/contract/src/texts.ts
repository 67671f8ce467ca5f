/** Exact texts and constants from the product spec. */
export const TOKEN_KEY = 'token';
export const TEXTS = {
  loginOk: 'You are successful login.',
  loginFailed: 'You can not login.',
  loginFirst: 'Login first',
  googleOk: 'Successfully Logined...',
  contactOk: 'Your query has been successfully submitted.',
  waiting: 'Waiting for response',
  backendDown: 'Cannot reach the server. Check your connection and try again.',
} as const;
export const SIGNUP_ALERT_DISMISS_MS = 5000;
export const TYPING_MS_PER_CHAR = 40;
export const GOOGLE_POPUP = { width: 500, height: 600 } as const;
export const AFTER_LOGIN_PATH = '/question';
