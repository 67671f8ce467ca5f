import { useState } from 'react';
import { ROUTES, type RemotePageProps, type Role } from '@elearning/contract';
import { Alert, ShellLink, useBackend, useBackendProblem } from '@elearning/remote-kit';
import { AuthCard } from './AuthCard';
import { withComeBack } from './authFlow';
import { takeLinkToken } from './linkToken';
import { useLinkArrivals } from './useLinkArrivals';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './auth.css';

/**
 * The invitation's token while the invited person signs up or logs in and comes back (sessionStorage:
 * this tab only, gone when it closes; never sent anywhere but to the accept call).
 */
export const INVITATION_KEY = 'mf-auth-invitation';
export const TEACHERS_CONSOLE_PATH = '/teacher/';

export const NO_INVITATION =
  'This page opens from the invitation link your school administrator sent you. Ask them for a new one if it is lost.';

export function acceptedText(role: Role): string {
  return role === 'admin'
    ? "Invitation accepted. Your account is a school administrator's, which includes the teachers' console."
    : "Invitation accepted. Your account is now a teacher's account.";
}

/** The link's token, kept for the way back from Sign Up or Login. */
function invitationToken(): string | null {
  const fromLink = takeLinkToken();
  try {
    if (fromLink) sessionStorage.setItem(INVITATION_KEY, fromLink);
    return fromLink ?? sessionStorage.getItem(INVITATION_KEY);
  } catch {
    return fromLink; // storage refused (private mode): this visit only
  }
}

function forgetInvitation() {
  try {
    sessionStorage.removeItem(INVITATION_KEY);
  } catch {
    // nothing kept
  }
}

/**
 * /invite#token=...: an admin's teacher invitation (packages/contract/src/roles.ts). Signed out, it
 * explains and offers Sign Up / Log in, which come back here; signed in, "Accept the invitation"
 * makes the account a teacher with a verified email. Accepting ends the account's earlier sessions,
 * so the answer's new token replaces the stored one. Another link opened in the same tab starts
 * again with its token.
 */
export default function InvitePage({ shell }: RemotePageProps) {
  return <Invitation key={useLinkArrivals()} shell={shell} />;
}

function Invitation({ shell }: RemotePageProps) {
  const [token] = useState(invitationToken);
  const backend = useBackend(shell);
  const { problem, attempt } = useBackendProblem();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<Role | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = shell.session.getToken() !== null;

  const accept = () => {
    if (!token) return;
    setBusy(true);
    setRefusal(null);
    void attempt(
      async () => {
        const result = await backend.call(ROUTES.acceptInvitation, { body: { token }, authenticated: true });
        shell.session.setToken(result.authToken);
        forgetInvitation();
        setAccepted(result.role);
      },
      (refused) => {
        // 403: another account is signed in; the link still works for the invited address.
        if (refused.status !== 403) forgetInvitation();
        setRefusal(refused.message);
      },
    ).finally(() => setBusy(false));
  };

  return (
    <AuthCard shell={shell} title="Teacher invitation">
      {!token ? (
        <Alert text={NO_INVITATION} variant="info" />
      ) : accepted ? (
        <>
          <Alert text={acceptedText(accepted)} variant="success" />
          <p className="text-center mb-0">
            <ShellLink shell={shell} to={TEACHERS_CONSOLE_PATH} className="btn btn-primary">
              Open the teachers' console
            </ShellLink>
          </p>
        </>
      ) : (
        <>
          <p>
            You have been invited to teach on <span className="text-nowrap">E-Learning</span>.
          </p>
          {signedIn ? (
            <>
              <p className="text-secondary">
                Your account becomes a teacher's account and you will see the teachers' console. The
                invitation works once, for the email address it was sent to.
              </p>
              <Alert text={problem ?? refusal} />
              <div className="d-grid">
                <button type="button" className="btn btn-primary" disabled={busy} onClick={accept}>
                  {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                  Accept the invitation
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="text-secondary">
                To accept it, sign up or log in with the email address the invitation was sent to. You will
                come back to this page afterwards.
              </p>
              <div className="d-grid gap-2 d-sm-flex justify-content-sm-center">
                <ShellLink shell={shell} to={withComeBack('/signup', '/invite')} className="btn btn-primary">
                  Sign Up
                </ShellLink>
                <ShellLink
                  shell={shell}
                  to={withComeBack('/login', '/invite')}
                  className="btn btn-outline-primary"
                >
                  Log in
                </ShellLink>
              </div>
            </>
          )}
        </>
      )}
    </AuthCard>
  );
}
