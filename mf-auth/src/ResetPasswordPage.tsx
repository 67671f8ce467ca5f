import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ROUTES, type ForgotPasswordRequest, type RemotePageProps } from '@elearning/contract';
import { Alert, FormField, useBackend, useBackendProblem } from '@elearning/remote-kit';
import { AuthCard } from './AuthCard';
import { takeLinkTokenOrQueryToken } from './linkToken';
import { useLinkArrivals } from './useLinkArrivals';
import { SubmitButton } from './formControls';
import { StrengthMeter } from './StrengthMeter';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './auth.css';

export const RESET_LINK_SENT =
  'If an account uses this email, a link to choose a new password is on its way. It works once, within 30 minutes.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please log in with the new one.';

/**
 * /reset-password: without a token, "Forgot password?" (send me a link); with the link's token,
 * choose a new password (the sign-up rule, with its strength meter). Success ends every earlier
 * session of the account and leads to /login.
 */
export default function ResetPasswordPage({ shell }: RemotePageProps) {
  // Another link opened in the same tab (another account's) starts again with its token, so a new
  // password never goes to the account of the link before it.
  return <ResetPassword key={useLinkArrivals()} shell={shell} />;
}

function ResetPassword({ shell }: RemotePageProps) {
  // Taken from the address bar once (the emailed link is /reset-password#token=..., linkToken.ts).
  const [token] = useState(takeLinkTokenOrQueryToken);
  return token ? <NewPasswordForm shell={shell} token={token} /> : <ForgotPasswordForm shell={shell} />;
}

function ForgotPasswordForm({ shell }: RemotePageProps) {
  const { register, handleSubmit, formState } = useForm<ForgotPasswordRequest>({
    defaultValues: { email: '' },
  });
  const backend = useBackend(shell);
  const { problem, attempt } = useBackendProblem();
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = ({ email }: ForgotPasswordRequest) =>
    attempt(
      async () => {
        setRefusal(null);
        await backend.call(ROUTES.forgotPassword, { body: { email } });
        setSent(true);
      },
      (refused) => setRefusal(refused.message),
    );

  return (
    <AuthCard shell={shell} title="Forgot password?" switchLink={{ to: '/login', text: 'Back to Login' }}>
      <p className="text-secondary">
        Enter the email of your account: we will send you a link to choose a new password.
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormField
          id="mf-auth-forgot-email"
          label="Email address"
          type="email"
          autoComplete="email"
          {...register('email')}
        />
        <Alert text={problem ?? refusal} />
        <Alert text={sent ? RESET_LINK_SENT : null} variant="success" />
        <SubmitButton busy={formState.isSubmitting}>Send reset link</SubmitButton>
      </form>
    </AuthCard>
  );
}

function NewPasswordForm({ shell, token }: RemotePageProps & { token: string }) {
  const { register, handleSubmit, formState, watch } = useForm<{ password: string }>({
    defaultValues: { password: '' },
  });
  const backend = useBackend(shell);
  const { problem, attempt } = useBackendProblem();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = ({ password }: { password: string }) =>
    attempt(
      async () => {
        setRefusal(null);
        await backend.call(ROUTES.resetPassword, { body: { token, password } });
        shell.notify(PASSWORD_CHANGED, 'success');
        shell.navigate('/login');
      },
      (refused) => setRefusal(refused.message),
    );

  return (
    <AuthCard
      shell={shell}
      title="Choose a new password"
      switchLink={{ to: '/login', text: 'Back to Login' }}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormField
          id="mf-auth-reset-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          aria-describedby="mf-auth-reset-strength"
          {...register('password')}
        />
        <StrengthMeter id="mf-auth-reset-strength" password={watch('password')} userInputs={[]} />
        <Alert text={problem ?? refusal} />
        <SubmitButton busy={formState.isSubmitting}>Set new password</SubmitButton>
      </form>
    </AuthCard>
  );
}
