import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AFTER_LOGIN_PATH, TEXTS, type AuthResponse, type ErrorResponse, type LoginRequest, type RemotePageProps } from '@elearning/contract';
import { BackendUnreachableError, postJson } from './api';
import { AuthFooter } from './AuthFooter';
import { GoogleButton } from './GoogleButton';
import { useGoogleSignIn } from './google/useGoogleSignIn';
import { ShellLink } from './ShellLink';
import './auth.css';

interface LoginForm extends LoginRequest {
  /** Shown as in the spec; it has no effect on any request. */
  remember: boolean;
}

export default function LoginPage({ shell }: RemotePageProps) {
  const { register, handleSubmit, formState } = useForm<LoginForm>({ defaultValues: { email: '', password: '', remember: false } });
  const [problem, setProblem] = useState<string | null>(null);
  const google = useGoogleSignIn(shell);

  const onSubmit = async ({ email, password }: LoginForm) => {
    setProblem(null);
    try {
      const result = await postJson<AuthResponse | ErrorResponse>(`${shell.config.apiBase}/auth/login`, { email, password });
      if (result.success) {
        shell.session.setToken(result.authToken);
        shell.notify(TEXTS.loginOk, 'success');
        shell.navigate(AFTER_LOGIN_PATH);
      } else {
        shell.notify(TEXTS.loginFailed, 'danger');
      }
    } catch (error) {
      setProblem(error instanceof BackendUnreachableError ? error.message : TEXTS.backendDown);
    }
  };

  return (
    <div className="mf-auth py-5">
      <header className="container text-center mb-4">
        <p className="text-uppercase text-primary fw-semibold small mb-1">Welcome back</p>
        <p className="text-secondary mb-0">Log in to ask questions and follow your answers.</p>
      </header>
      <div className="container">
        <div className="card mf-auth-card shadow-sm border-0 mx-auto">
          <div className="card-body p-4 p-sm-5">
            <h1 className="h3 fw-bold text-center mb-4">Login</h1>
            <form onSubmit={handleSubmit(onSubmit)} noValidate>
              <div className="mb-3">
                <label htmlFor="mf-auth-login-email" className="form-label">Email address</label>
                <input id="mf-auth-login-email" type="email" className="form-control" autoComplete="email" required {...register('email')} />
              </div>
              <div className="mb-3">
                <label htmlFor="mf-auth-login-password" className="form-label">Password</label>
                <input id="mf-auth-login-password" type="password" className="form-control" autoComplete="current-password" required {...register('password')} />
              </div>
              <div className="form-check mb-3">
                <input id="mf-auth-login-remember" type="checkbox" className="form-check-input" {...register('remember')} />
                <label htmlFor="mf-auth-login-remember" className="form-check-label">Remember me</label>
              </div>
              {problem && <div className="alert alert-danger py-2" role="alert">{problem}</div>}
              <div className="d-grid mb-3">
                <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
                  {formState.isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                  Login
                </button>
              </div>
            </form>
            <GoogleButton firebase={shell.config.firebase} onSignIn={google.signIn} busy={google.busy} />
            {google.problem && (
              <div className="alert alert-warning py-2 mt-3 mb-0" role="alert">
                {google.problem}
              </div>
            )}
            <p className="text-center mt-4 mb-0">
              <ShellLink shell={shell} to="/signup">Not have account? SignUp</ShellLink>
            </p>
          </div>
        </div>
        <AuthFooter />
      </div>
    </div>
  );
}
