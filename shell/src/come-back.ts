/**
 * A page the guard sent a signed-out visitor away from and that is worth coming back to (the
 * class join link): remembered in this tab while the visitor logs in or signs up, then the
 * navigation the login or sign-up page asks for once signed in goes there instead. Only a path the
 * shell's own guard remembered, never one from the address: a link cannot send someone elsewhere
 * after signing in. Storage may be refused (private mode): then the visitor lands on /question.
 */
const KEY = 'shell.comeBack';
/** Long enough to sign up and read the verification mail, short enough not to surprise later. */
export const COME_BACK_MAX_AGE_MS = 60 * 60 * 1000;

/** Where a visitor signs in: leaving for any other page forgets the page to come back to. */
const SIGN_IN_PAGES: ReadonlySet<string> = new Set(['/login', '/signup', '/reset-password']);

export function rememberComeBack(path: string, now = Date.now()) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage refused: the visitor lands on /question after signing in.
  }
}

/** The remembered page, if it is still fresh. */
function remembered(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (typeof saved?.path !== 'string' || typeof saved.at !== 'number') return null;
    return now - saved.at <= COME_BACK_MAX_AGE_MS ? saved.path : null;
  } catch {
    return null;
  }
}

export function forgetComeBack() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * Where a navigation asked for at `from` goes: a signed-in visitor leaving a sign-in page goes to
 * the remembered page (once), every other navigation where it was asked to.
 */
export function afterSignIn(from: string, to: string, signedIn: boolean): string {
  if (!signedIn || !SIGN_IN_PAGES.has(from)) return to;
  const path = remembered();
  if (path === null) return to;
  forgetComeBack();
  return path;
}

/** On each page change: a visitor who went elsewhere than a sign-in page gave up on coming back. */
export function forgetComeBackUnlessAt(pathname: string) {
  if (SIGN_IN_PAGES.has(pathname)) return;
  const path = remembered();
  if (path !== null && path !== pathname) forgetComeBack();
}
