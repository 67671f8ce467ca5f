/** Where a student goes once logged in or signed up (spec). */
export const AFTER_LOGIN_PATH = '/question';
/** Spec: while sign-up warnings are shown, the oldest goes every 5000 ms. */
export const SIGNUP_ALERT_DISMISS_MS = 5000;

/**
 * Pages that send a visitor to Login or Sign Up and take them back afterwards (`?next=`): the
 * invitation page, so an invited teacher signs up and accepts in one go. Only these paths, never
 * an address from the query: a link must not be able to send someone elsewhere after signing in.
 */
const COMES_BACK: ReadonlySet<string> = new Set(['/invite']);

/** The page to come back to after signing in, when the visitor was sent here by one (none while prerendering). */
export function comeBackPath(
  search = typeof window === 'undefined' ? '' : window.location.search,
): string | null {
  const next = new URLSearchParams(search).get('next');
  return next !== null && COMES_BACK.has(next) ? next : null;
}

/** Where to go after a login or sign-up: back to the page that sent the visitor, else /question (docs/requirements.md#login). */
export const afterSignInPath = (): string => comeBackPath() ?? AFTER_LOGIN_PATH;

/** `path` (Login, Sign Up) carrying the page to come back to, when there is one. */
export function withComeBack(path: string, next = comeBackPath()): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
