import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import personCircle from 'bootstrap-icons/icons/person-circle.svg?raw';
import type { NoticeVariant, ShellApi } from '@elearning/contract';
import { Alert, Icon, SessionExpiredError, ShellLink } from '@elearning/remote-kit';
import { questionKeys } from '../api/queryKeys';
import type { AccountApi } from '../api/accountApi';
import { DataDownload } from './DataDownload';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export const ALREADY_VERIFIED = 'Your email is already verified.';
export const linkSentText = (email: string) =>
  `We sent a link to ${email}: open it to verify your email (it works once).`;

/** What the last "Verify my email" said: sent, already verified, or the server's refusal (503, 429). */
function outcomeOf(
  data: { emailVerified: boolean } | undefined,
  error: unknown,
  email: string,
): { text: string; variant: NoticeVariant } | null {
  if (error) {
    // An expired session is the shell's to show: it is taking the student to /login.
    if (error instanceof SessionExpiredError) return null;
    return { text: error instanceof Error ? error.message : String(error), variant: 'warning' };
  }
  if (!data) return null;
  return data.emailVerified
    ? { text: ALREADY_VERIFIED, variant: 'info' }
    : { text: linkSentText(email), variant: 'success' };
}

/**
 * The account menu at the top of the page: who is signed in, whether the email is verified, and
 * "Verify my email" while it is not (an account nobody vouched for has a small daily AI allowance;
 * a listed teacher becomes one only once the email is verified); "Download my data" and "Delete my
 * account" (docs/privacy.md). Hidden while /auth/me cannot be read: the page works without it.
 */
export function AccountMenu({ api, shell }: { api: AccountApi; shell: ShellApi }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  // Open, it covers the page below it: Escape or a press elsewhere closes it, as a menu does.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!button.current?.contains(target) && !dropdown.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);
  const { data: user } = useQuery({ queryKey: questionKeys.account, queryFn: () => api.me() });
  const send = useMutation({
    mutationFn: () => api.sendVerificationEmail(),
    onSuccess: ({ emailVerified }) => {
      // Verified meanwhile (another tab, another device): read the account and the allowance again.
      if (emailVerified) {
        void queryClient.invalidateQueries({ queryKey: questionKeys.account });
        void queryClient.invalidateQueries({ queryKey: questionKeys.usageTodayAll });
      }
    },
  });
  if (!user) return null;
  const { name, email, emailVerified } = user;
  const outcome = outcomeOf(send.data, send.error, email);

  // A fragment in the page header's flex row: the button beside the heading; the panel drops down
  // over the page below it, and on a phone takes a line of its own (never wider than the screen).
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-2"
        aria-expanded={open}
        aria-controls="mf-question-account-panel"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon svg={personCircle} className="mf-question-icon" />
        Your account
        {emailVerified ? null : <span className="badge text-bg-warning">Email not verified</span>}
      </button>
      <div ref={dropdown} className="w-100 mf-question-account-dropdown" hidden={!open}>
        <div id="mf-question-account-panel" className="card shadow-sm ms-auto mf-question-account-panel">
          <div className="card-body p-3">
            <p className="mb-1 fw-semibold">{name}</p>
            <p className="small text-body-secondary mb-2 text-break">{email}</p>
            {emailVerified ? (
              <p className="small mb-0">Your email is verified.</p>
            ) : (
              <>
                <p className="small mb-2">
                  Your email is not verified yet: verify it for the full daily time with the AI tutor.
                </p>
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  disabled={send.isPending}
                  onClick={() => send.mutate()}
                >
                  {send.isPending && (
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  )}
                  Verify my email
                </button>
              </>
            )}
            <div aria-live="polite">
              <Alert
                text={outcome?.text ?? null}
                variant={outcome?.variant}
                className="py-2 mt-2 mb-0 small"
              />
            </div>
            <hr className="my-3" />
            <p className="small fw-semibold mb-2">Your data</p>
            <div className="d-flex flex-wrap gap-2">
              <DataDownload api={api} />
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => {
                  setOpen(false);
                  setDeleting(true);
                }}
              >
                Delete my account
              </button>
            </div>
            <p className="small text-body-secondary mt-2 mb-0">
              <ShellLink shell={shell} to="/privacy">
                What we keep and why
              </ShellLink>
            </p>
          </div>
        </div>
      </div>
      {deleting ? (
        <DeleteAccountDialog
          api={api}
          shell={shell}
          onClose={() => setDeleting(false)}
          returnFocusTo={button}
        />
      ) : null}
    </>
  );
}
