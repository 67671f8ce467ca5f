/** Exact texts from the product spec that more than one slice shows, and the session's storage key. */
export const TOKEN_KEY = 'token';
export const TEXTS = {
  loginOk: 'You are successful login.',
  loginFailed: 'You can not login.',
  loginFirst: 'Login first',
  googleOk: 'Successfully Logined...',
  contactOk: 'Your query has been successfully submitted.',
  waiting: 'Waiting for response',
  backendDown: 'Cannot reach the server. Check your connection and try again.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
