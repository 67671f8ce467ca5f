import googleIcon from 'bootstrap-icons/icons/google.svg?raw';
import type { RuntimeConfig } from '@elearning/contract';
import { Icon } from '@elearning/remote-kit';
import { preloadGoogleSignIn } from './google/loadGoogleSignIn';
import { useHydrated } from './useHydrated';

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
  // Prerendered as available (the deployment's Firebase settings are known only in the browser);
  // the render after hydration shows what this deployment has.
  const hydrated = useHydrated();
  const available = hydrated ? Boolean(firebase && onSignIn) : true;
  // The SDK loads when the student reaches for the button, so the first click opens the popup.
  const reach = available && hydrated ? preloadGoogleSignIn : undefined;
  return (
    <div className="d-grid">
      <button
        type="button"
        className="btn btn-outline-secondary d-inline-flex align-items-center justify-content-center gap-2"
        disabled={!available || busy}
        aria-describedby={available ? undefined : 'mf-auth-google-hint'}
        onClick={onSignIn}
        onPointerEnter={reach}
        onFocus={reach}
        onTouchStart={reach}
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
