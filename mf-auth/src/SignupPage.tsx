import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AFTER_LOGIN_PATH,
  TEXTS,
  type AuthResponse,
  type CreateUserRequest,
  type ErrorResponse,
  type RemotePageProps,
} from '@elearning/contract';
import { BackendUnreachableError, postJson } from './api';
import { AuthFooter } from './AuthFooter';
import { ShellLink } from './ShellLink';
import { useOldestFirstDismissal } from './useOldestFirstDismissal';
import './auth.css';

interface SignupForm extends CreateUserRequest {
  /** Shown as in the spec; it has no effect on any request. */
  remember: boolean;
}

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

export default function SignupPage({ shell }: RemotePageProps) {
  const { register, handleSubmit, formState } = useForm<SignupForm>({
    defaultValues: { name: '', email: '', phone: '', password: '', remember: false },
  });
  const [warnings, setWarnings] = useOldestFirstDismissal();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async ({ name, email, phone, password }: SignupForm) => {
    setProblem(null);
    try {
      const result = await postJson<AuthResponse | ErrorResponse>(`${shell.config.apiBase}/auth/createuser`, {
        name,
        email,
        phone,
        password,
      });
      if (result.success) {
        shell.session.setToken(result.authToken);
        shell.navigate(AFTER_LOGIN_PATH);
      } else {
        setWarnings((result.errors ?? []).map((error) => error.msg));
      }
    } catch (error) {
      setProblem(error instanceof BackendUnreachableError ? error.message : TEXTS.backendDown);
    }
  };

  return (
    <div className="mf-auth py-5">
      <div className="container">
        <div className="card mf-auth-card shadow-sm border-0 mx-auto">
          <div className="card-body p-4 p-sm-5">
            <h1 className="h3 fw-bold text-center mb-4">Sign Up</h1>
            <div aria-live="polite">
              {warnings.map((message, i) => (
                <div key={`${i}-${message}`} className="alert alert-warning py-2" role="alert">
                  {message}
                </div>
              ))}
            </div>
            <form onSubmit={handleSubmit(onSubmit)} noValidate>
              {FIELDS.map((field) => (
                <div className="mb-3" key={field.name}>
                  <label htmlFor={`mf-auth-signup-${field.name}`} className="form-label">
                    {field.label}
                  </label>
                  <input
                    id={`mf-auth-signup-${field.name}`}
                    type={field.type}
                    className="form-control"
                    autoComplete={field.autoComplete}
                    required
                    {...register(field.name)}
                  />
                </div>
              ))}
              <div className="form-check mb-3">
                <input
                  id="mf-auth-signup-remember"
                  type="checkbox"
                  className="form-check-input"
                  {...register('remember')}
                />
                <label htmlFor="mf-auth-signup-remember" className="form-check-label">
                  Remember me
                </label>
              </div>
              {problem && (
                <div className="alert alert-danger py-2" role="alert">
                  {problem}
                </div>
              )}
              <div className="d-grid">
                <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
                  {formState.isSubmitting && (
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  )}
                  Sign Up
                </button>
              </div>
            </form>
            <p className="text-center mt-4 mb-0">
              <ShellLink shell={shell} to="/login">
                Have an account? Login
              </ShellLink>
            </p>
          </div>
        </div>
        <AuthFooter />
      </div>
    </div>
  );
}
