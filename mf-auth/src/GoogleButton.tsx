import googleIcon from 'bootstrap-icons/icons/google.svg?raw';
import type { RuntimeConfig } from '@elearning/contract';
import { Icon } from '@elearning/remote-kit';

interface GoogleButtonProps {
  firebase: RuntimeConfig['firebase'];
  /** Wired by the Google sign-in work; without it (or without Firebase config) the button is disabled. */
  onSignIn?: () => void;
  busy?: boolean;
  label?: string;
}

export function GoogleButton({
  firebase,
  onSignIn,
  busy = false,
  label = 'Sign in with Google',
}: GoogleButtonProps) {
  const available = Boolean(firebase && onSignIn);
  return (
    <div className="d-grid">
      <button
        type="button"
        className="btn btn-outline-secondary d-inline-flex align-items-center justify-content-center gap-2"
        disabled={!available || busy}
        aria-describedby={available ? undefined : 'mf-auth-google-hint'}
        onClick={onSignIn}
      >
        <Icon svg={googleIcon} />
        {label}
      </button>
      {!available && (
        <small id="mf-auth-google-hint" className="text-secondary mt-1 text-center">
          Google sign-in is not configured on this server.
        </small>
      )}
    </div>
  );
}
