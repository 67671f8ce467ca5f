import type { RemoteName } from './remotes';

/** A route whose page is a remote's exposed module. */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
  /** Spec: /question needs a stored token (RequireToken). */
  needsToken?: boolean;
  /**
   * With `needsToken`: a signed-out visitor is sent to /login with this notice and brought back
   * here once they log in or sign up (come-back.ts), instead of landing on /question.
   */
  comeBack?: { notice: string };
}

/**
 * The routes served by a remote's page. One table: the router's routes are made from it, and the
 * shell's entry reads it to start loading the route's remote before React and the router arrive.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'mf_marketing', module: 'HomePage' },
  { path: '/about', remote: 'mf_marketing', module: 'AboutPage' },
  { path: '/privacy', remote: 'mf_marketing', module: 'PrivacyPage' },
  { path: '/question', remote: 'mf_question', module: 'QuestionPage', needsToken: true },
  { path: '/login', remote: 'mf_auth', module: 'LoginPage' },
  { path: '/signup', remote: 'mf_auth', module: 'SignupPage' },
  { path: '/reset-password', remote: 'mf_auth', module: 'ResetPasswordPage' },
  // The emailed links of trusted roles (packages/contract/src/roles.ts): no token needed to open them.
  { path: '/verify-email', remote: 'mf_auth', module: 'VerifyEmailPage' },
  { path: '/invite', remote: 'mf_auth', module: 'InvitePage' },
  { path: '/contact', remote: 'mf_contact', module: 'ContactPage' },
  // A class's join link (docs/classes.md), shown by its teacher; the page reads `code` (useParams).
  {
    path: '/join/:code',
    remote: 'mf_question',
    module: 'JoinPage',
    needsToken: true,
    comeBack: { notice: 'Log in or sign up to join the class: you will come back to it afterwards.' },
  },
];

/** Whether `pathname` is the route's path, a `:name` segment standing for any one non-empty segment. */
function matches(path: string, pathname: string): boolean {
  const want = path.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/**
 * The remote page at `pathname`, if any: as the router matches its routes, without the router
 * (the entry reads it before the router has arrived).
 */
export const remoteRouteAt = (pathname: string): RemoteRoute | undefined =>
  REMOTE_ROUTES.find((route) => matches(route.path, pathname));
