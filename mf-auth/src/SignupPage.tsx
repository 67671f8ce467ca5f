import { useForm } from 'react-hook-form';
import { ROUTES, type CreateUserRequest, type RemotePageProps } from '@elearning/contract';
import { Alert, FormField, NoticeList, ShellLink, useBackend, useBackendProblem } from '@elearning/remote-kit';
import { AuthCard } from './AuthCard';
import { afterSignInPath, comeBackPath, withComeBack } from './authFlow';
import { RememberMe, SubmitButton } from './formControls';
import { StrengthMeter } from './StrengthMeter';
import { useOldestFirstDismissal } from './useOldestFirstDismissal';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './auth.css';

interface SignupForm extends CreateUserRequest {
  /** Shown as required (docs/requirements.md#sign-up); it has no effect on any request. */
  remember: boolean;
}

/**
 * After a password sign-up: the backend emails a link to verify the address (when the school has a
 * mail server; otherwise "Verify my email" says so), and TEACHER_EMAILS / ADMIN_EMAILS promote an
 * account only once its email is verified (packages/contract/src/roles.ts).
 */
export const verifyLinkSent = (email: string) =>
  // The page cannot know whether the school has a mail server: it says what happens when it does.
  `Welcome! If this school sends email, a link to verify your email address is on its way to ${email}: please open it. ` +
  "A teacher's account becomes a teacher's once its email is verified. " +
  'No email? Use "Verify my email" on the Ask Question page, or ask a teacher to approve your account.';
export const VERIFY_HINT =
  "We will email you a link to verify your address. Teachers: your account becomes a teacher's " +
  'once your email is verified.';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

export default function SignupPage({ shell }: RemotePageProps) {
  const { register, handleSubmit, formState, watch } = useForm<SignupForm>({
    defaultValues: { name: '', email: '', phone: '', password: '', remember: false },
  });
  const [warnings, setWarnings] = useOldestFirstDismissal();
  const backend = useBackend(shell);
  const { problem, attempt } = useBackendProblem();

  const onSubmit = ({ name, email, phone, password }: SignupForm) =>
    attempt(
      async () => {
        const account: CreateUserRequest = { name, email, phone, password };
        const { authToken } = await backend.call(ROUTES.createUser, { body: account });
        shell.session.setToken(authToken);
        // Back to an invitation, whose acceptance verifies the email itself: no link to open.
        if (!comeBackPath()) shell.notify(verifyLinkSent(email.trim()), 'info');
        shell.navigate(afterSignInPath());
      },
      (refusal) => setWarnings(refusal.messages),
    );

  return (
    <AuthCard
      shell={shell}
      title="Sign Up"
      switchLink={{ to: withComeBack('/login'), text: 'Have an account? Login' }}
    >
      <NoticeList
        alertClassName="py-2"
        notices={warnings.map((text, i) => ({ id: `${i}-${text}`, text, variant: 'warning' }))}
      />
      {/* POST: should the form ever be submitted without its code (it is prerendered), the password stays out of the address. */}
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
        {FIELDS.map(({ name, ...field }) => (
          <FormField
            key={name}
            id={`mf-auth-signup-${name}`}
            aria-describedby={name === 'password' ? 'mf-auth-signup-strength' : undefined}
            {...field}
            {...register(name)}
          />
        ))}
        {/* Right below the password (the last field), as the student types. */}
        <StrengthMeter
          id="mf-auth-signup-strength"
          password={watch('password')}
          userInputs={[watch('name'), watch('email')]}
        />
        <RememberMe id="mf-auth-signup-remember" {...register('remember')} />
        <Alert text={problem} />
        <SubmitButton busy={formState.isSubmitting}>Sign Up</SubmitButton>
        <p className="small text-secondary mt-3 mb-0">{VERIFY_HINT}</p>
        <p className="small text-secondary mt-2 mb-0">
          What we keep about you, who can read it and how to delete it:{' '}
          <ShellLink shell={shell} to="/privacy">
            Privacy
          </ShellLink>
        </p>
      </form>
    </AuthCard>
  );
}
