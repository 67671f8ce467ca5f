import { useEffect, useRef, useState } from 'react';
import { ROUTES, type RemotePageProps, type Role, type VerifyEmailResponse } from '@elearning/contract';
import { Alert, ShellLink, useBackend, useBackendProblem } from '@elearning/remote-kit';
import { AuthCard } from './AuthCard';
import { AFTER_LOGIN_PATH } from './authFlow';
import { takeLinkToken } from './linkToken';
import { useLinkArrivals } from './useLinkArrivals';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './auth.css';

export const EMAIL_VERIFIED = 'Your email is verified.';
export const NO_LINK =
  'This page opens from the link in the email we sent you to verify your address. ' +
  'To get a new one, log in and use "Verify my email" on the Ask Question page.';

/** What a verification that changed the role says: the sessions ended (signInAgain), so log in again. */
export function promotedText(role: Role): string {
  const account = role === 'admin' ? "a school administrator's account" : "a teacher's account";
  return `Your account is now ${account}. Please log in again to use it.`;
}

type Outcome =
  { state: 'verifying' } | { state: 'no-link' } | { state: 'verified'; result: VerifyEmailResponse };

/**
 * /verify-email#token=...: the link emailed after a sign-up or from "Verify my email". The token is
 * taken from the fragment (and the address bar) as the page opens and sent once; it works once, so
 * the page never sends it again. Needs no session: the link may be opened on another device. Another
 * link opened in the same tab starts a new verification with its token.
 */
export default function VerifyEmailPage({ shell }: RemotePageProps) {
  return <Verification key={useLinkArrivals()} shell={shell} />;
}

function Verification({ shell }: RemotePageProps) {
  const backend = useBackend(shell);
  const { problem, attempt } = useBackendProblem();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeLinkToken();
    if (!token) {
      setOutcome({ state: 'no-link' });
      return;
    }
    void attempt(
      async () => {
        const result = await backend.call(ROUTES.verifyEmail, { body: { token } });
        setOutcome({ state: 'verified', result });
      },
      (refused) => setRefusal(refused.message),
    );
  }, [attempt, backend]);

  const failed = problem ?? refusal;
  const signedIn = shell.session.getToken() !== null;
  return (
    <AuthCard shell={shell} title="Verify your email">
      <div aria-live="polite">
        {outcome.state === 'verifying' && !failed ? (
          <p className="text-center text-secondary" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            Verifying your email…
          </p>
        ) : null}
        <Alert text={failed} />
        <Alert text={outcome.state === 'no-link' ? NO_LINK : null} variant="info" />
        {outcome.state === 'verified' ? (
          <>
            <Alert text={EMAIL_VERIFIED} variant="success" />
            {outcome.result.signInAgain ? (
              <p>{promotedText(outcome.result.role)}</p>
            ) : outcome.result.role === 'student' ? (
              <p>Your account now has the full daily time with the AI tutor.</p>
            ) : null}
          </>
        ) : null}
      </div>
      {outcome.state !== 'verifying' || failed ? (
        <p className="text-center mt-4 mb-0">
          {signedIn && !(outcome.state === 'verified' && outcome.result.signInAgain) ? (
            <ShellLink shell={shell} to={AFTER_LOGIN_PATH} className="btn btn-primary">
              Go to Ask Question
            </ShellLink>
          ) : (
            <ShellLink shell={shell} to="/login" className="btn btn-primary">
              Log in
            </ShellLink>
          )}
        </p>
      ) : null}
    </AuthCard>
  );
}
