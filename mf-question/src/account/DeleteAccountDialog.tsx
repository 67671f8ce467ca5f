import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DeleteMyAccountRequest, ShellApi } from '@elearning/contract';
import { Alert, FormField, SessionExpiredError } from '@elearning/remote-kit';
import type { AccountApi } from '../api/accountApi';
import { GoogleAgainError, signInWithGoogleAgain } from './googleReauth';
import { useDialogFocus } from './useDialogFocus';

/** Shown on Home once the account is gone (the shell's notice survives the navigation). */
export const ACCOUNT_DELETED = 'Your account and everything in it have been deleted. Goodbye!';

type Proof = { kind: 'password'; password: string } | { kind: 'google' };

/**
 * "Delete my account": a modal dialog with the warning, the password again (or, for an account
 * without one, a new Google sign-in), then DELETE /me. Once deleted the session ends here too and
 * the student lands on Home with a notice. Escape, Cancel or the backdrop close it without a call.
 */
export function DeleteAccountDialog({
  api,
  shell,
  onClose,
  returnFocusTo,
}: {
  api: AccountApi;
  shell: ShellApi;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const firebase = shell.config.firebase;
  const remove = useMutation({
    mutationFn: async (proof: Proof) => {
      const request: DeleteMyAccountRequest =
        proof.kind === 'password'
          ? { password: proof.password }
          : { idToken: await signInWithGoogleAgain(firebase!) };
      await api.deleteMyAccount(request);
    },
    onSuccess: () => {
      shell.session.clear();
      shell.notify(ACCOUNT_DELETED, 'success');
      shell.navigate('/');
    },
    onError: (error) => {
      // The session ended meanwhile: the shell is taking the student to /login already.
      if (error instanceof SessionExpiredError) onClose();
    },
  });
  const close = () => {
    if (!remove.isPending) onClose();
  };
  useDialogFocus(dialog, { initial: passwordField, returnTo: returnFocusTo, onEscape: close });
  // The page behind stays still while the dialog is open, as Bootstrap's own modal does.
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);
  const problem =
    remove.error && !(remove.error instanceof SessionExpiredError)
      ? remove.error instanceof GoogleAgainError || remove.error instanceof Error
        ? remove.error.message
        : String(remove.error)
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ kind: 'password', password });
  };

  return (
    <>
      <div className="modal-backdrop show" aria-hidden="true" onClick={close} />
      <div
        ref={dialog}
        className="modal d-block mf-question-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mf-question-delete-title"
        aria-describedby="mf-question-delete-warning"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="modal-dialog modal-dialog-centered modal-dialog-scrollable">
          <div className="modal-content">
            <div className="modal-header">
              <h2 id="mf-question-delete-title" className="modal-title h5">
                Delete your account?
              </h2>
              <button type="button" className="btn-close" aria-label="Close" onClick={close} />
            </div>
            <div className="modal-body">
              <div id="mf-question-delete-warning" className="alert alert-danger py-2">
                <p className="fw-semibold mb-1">This cannot be undone.</p>
                <p className="mb-0 small">
                  Your account is deleted at once with your conversations, questions and answers, your
                  questions to teachers and their replies, and your contact messages. You are signed out
                  everywhere. Want a copy? Use “Download my data” first.
                </p>
              </div>
              <form id="mf-question-delete-form" onSubmit={submit} noValidate>
                <FormField
                  ref={passwordField}
                  id="mf-question-delete-password"
                  label="Your password"
                  type="password"
                  autoComplete="current-password"
                  className="mb-2"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  disabled={remove.isPending}
                />
              </form>
              {firebase ? (
                <div className="mt-3">
                  <p className="small text-body-secondary mb-2">
                    No password? (You signed up with Google.) Sign in with Google again and your account is
                    deleted.
                  </p>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ kind: 'google' })}
                  >
                    Sign in with Google again
                  </button>
                </div>
              ) : null}
              <div aria-live="assertive">
                <Alert text={problem} variant="warning" className="py-2 mt-3 mb-0 small" />
              </div>
            </div>
            <div className="modal-footer">
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={close}
                disabled={remove.isPending}
              >
                Cancel
              </button>
              <button
                type="submit"
                form="mf-question-delete-form"
                className="btn btn-danger"
                disabled={remove.isPending || password === ''}
              >
                {remove.isPending ? (
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                ) : null}
                Delete my account
              </button>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
