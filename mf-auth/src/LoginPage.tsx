import { useForm } from 'react-hook-form';
import { ROUTES, TEXTS, type LoginRequest, type RemotePageProps } from '@elearning/contract';
import { Alert, FormField, ShellLink, useBackend, useBackendProblem } from '@elearning/remote-kit';
import { AuthCard } from './AuthCard';
import { afterSignInPath, withComeBack } from './authFlow';
import { RememberMe, SubmitButton } from './formControls';
import { GoogleButton } from './GoogleButton';
import { useGoogleSignIn } from './google/useGoogleSignIn';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './auth.css';

interface LoginForm extends LoginRequest {
  /** Shown as required (docs/requirements.md#login); it has no effect on any request. */
  remember: boolean;
}

export default function LoginPage({ shell }: RemotePageProps) {
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    defaultValues: { email: '', password: '', remember: false },
  });
  const backend = useBackend(shell);
  const { problem, attempt } = useBackendProblem();
  const google = useGoogleSignIn(shell);

  const onSubmit = ({ email, password }: LoginForm) =>
    attempt(
      async () => {
        const { authToken } = await backend.call(ROUTES.login, { body: { email, password } });
        shell.session.setToken(authToken);
        shell.notify(TEXTS.loginOk, 'success');
        shell.navigate(afterSignInPath());
      },
      // Spec: a refused login says "You can not login."; a limit (429) says how long to wait.
      (refusal) => shell.notify(refusal.status === 429 ? refusal.message : TEXTS.loginFailed, 'danger'),
    );

  const intro = (
    <header className="container text-center mb-4">
      <p className="text-uppercase text-primary fw-semibold small mb-1">Welcome back</p>
      <p className="text-secondary mb-0">Log in to ask questions and follow your answers.</p>
    </header>
  );
  return (
    <AuthCard
      shell={shell}
      title="Login"
      intro={intro}
      switchLink={{ to: withComeBack('/signup'), text: 'Not have account? SignUp' }}
    >
      {/* POST: should the form ever be submitted without its code (it is prerendered), the password stays out of the address. */}
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormField
          id="mf-auth-login-email"
          label="Email address"
          type="email"
          autoComplete="email"
          {...register('email')}
        />
        <FormField
          id="mf-auth-login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
        <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-3">
          <RememberMe id="mf-auth-login-remember" className="mb-0" {...register('remember')} />
          <ShellLink shell={shell} to="/reset-password">
            Forgot password?
          </ShellLink>
        </div>
        <Alert text={problem} />
        <SubmitButton busy={formState.isSubmitting} className="mb-3">
          Login
        </SubmitButton>
      </form>
      <GoogleButton firebase={shell.config.firebase} onSignIn={google.signIn} busy={google.busy} />
      <Alert text={google.problem} variant="warning" className="py-2 mt-3 mb-0" />
    </AuthCard>
  );
}
