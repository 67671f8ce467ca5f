import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { problemOf } from '../common/problem';

/**
 * A password reset link for a student without email: created on demand, shown once here (the
 * server keeps only its hash) for the teacher to copy and give to the student. Creating it is a
 * security event, so the student's page is read again.
 */
export function ResetLinkBox({ studentId }: { studentId: string }) {
  const { api, shell } = useConsole();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => api.resetLink(studentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teacherKeys.students.detail(studentId) }),
  });
  const link = create.data;
  const copy = () => {
    if (!link) return;
    navigator.clipboard.writeText(link.link).then(
      () => shell.notify('Reset link copied.', 'success'),
      () => shell.notify('Could not copy: select the link and copy it by hand.', 'warning'),
    );
  };
  return (
    <div>
      <p className="small text-body-secondary">
        For a student who forgot their password and gets no email. The link works once, for 30 minutes, and
        ends the student&apos;s other sessions when used.
      </p>
      {link ? (
        <div aria-live="polite">
          <label htmlFor="mf-teacher-reset-link" className="form-label fw-semibold">
            Reset link (shown once: copy it now)
          </label>
          <div className="input-group">
            <input
              id="mf-teacher-reset-link"
              className="form-control font-monospace"
              readOnly
              value={link.link}
              onFocus={(event) => event.target.select()}
              aria-describedby="mf-teacher-reset-link-hint"
            />
            <button type="button" className="btn btn-outline-primary" onClick={copy}>
              Copy
            </button>
          </div>
          <div id="mf-teacher-reset-link-hint" className="form-text">
            Valid until {formatWhen(link.expiresAt)}. It is not stored anywhere you can see it again.
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {create.isPending ? 'Creating…' : 'Create a password reset link'}
        </button>
      )}
      <Alert text={problemOf(create.error)} className="py-2 mt-2 mb-0" />
    </div>
  );
}
