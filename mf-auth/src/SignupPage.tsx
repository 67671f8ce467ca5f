import { useForm } from 'react-hook-form';
import type { AuthResponse, CreateUserRequest, RemotePageProps } from '@elearning/contract';
import { Alert, FormField, NoticeList, useBackend, useBackendProblem } from '@elearning/remote-kit';
import { AuthCard } from './AuthCard';
import { AFTER_LOGIN_PATH } from './authFlow';
import { RememberMe, SubmitButton } from './formControls';
import { useOldestFirstDismissal } from './useOldestFirstDismissal';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
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
  const backend = useBackend(shell);
  const { problem, attempt } = useBackendProblem();

  const onSubmit = ({ name, email, phone, password }: SignupForm) =>
    attempt(
      async () => {
        const account: CreateUserRequest = { name, email, phone, password };
        const { authToken } = await backend.post<AuthResponse>('/auth/createuser', account);
        shell.session.setToken(authToken);
        shell.navigate(AFTER_LOGIN_PATH);
      },
      (refusal) => setWarnings(refusal.messages),
    );

  return (
    <AuthCard shell={shell} title="Sign Up" switchLink={{ to: '/login', text: 'Have an account? Login' }}>
      <NoticeList
        alertClassName="py-2"
        notices={warnings.map((text, i) => ({ id: `${i}-${text}`, text, variant: 'warning' }))}
      />
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        {FIELDS.map(({ name, ...field }) => (
          <FormField key={name} id={`mf-auth-signup-${name}`} {...field} {...register(name)} />
        ))}
        <RememberMe id="mf-auth-signup-remember" {...register('remember')} />
        <Alert text={problem} />
        <SubmitButton busy={formState.isSubmitting}>Sign Up</SubmitButton>
      </form>
    </AuthCard>
  );
}
