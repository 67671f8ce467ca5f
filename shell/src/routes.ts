import type { RemoteName } from './remotes';

/** A route whose page is a remote's exposed module. */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
  /** Spec: /question needs a stored token (RequireToken). */
  needsToken?: boolean;
}

/**
 * The routes served by a remote's page. One table: the router's routes are made from it, and the
 * shell's entry reads it to start loading the route's remote before React and the router arrive.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'mf_marketing', module: 'HomePage' },
  { path: '/about', remote: 'mf_marketing', module: 'AboutPage' },
  { path: '/question', remote: 'mf_question', module: 'QuestionPage', needsToken: true },
  { path: '/login', remote: 'mf_auth', module: 'LoginPage' },
  { path: '/signup', remote: 'mf_auth', module: 'SignupPage' },
  { path: '/reset-password', remote: 'mf_auth', module: 'ResetPasswordPage' },
  // The emailed links of trusted roles (packages/contract/src/roles.ts): no token needed to open them.
  { path: '/verify-email', remote: 'mf_auth', module: 'VerifyEmailPage' },
  { path: '/invite', remote: 'mf_auth', module: 'InvitePage' },
  { path: '/contact', remote: 'mf_contact', module: 'ContactPage' },
];

/** The remote page at `pathname` (exact match, as the router's routes), if any. */
export const remoteRouteAt = (pathname: string): RemoteRoute | undefined =>
  REMOTE_ROUTES.find((route) => route.path === pathname);
