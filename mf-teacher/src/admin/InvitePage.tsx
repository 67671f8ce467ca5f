import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationCreatedResponse } from '@elearning/contract';
import { Alert, FormField } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Loading } from '../common/Loading';
import { StackedCell } from '../common/StackedCell';
import { problemOf } from '../common/problem';
import { AdminSection } from './AdminSection';
import { invitationState } from './labels';

/**
 * Administrators only: an invitation is a single-use link, valid 7 days, that makes the account
 * with that email a teacher (POST /admin/invitations). The link is shown once here (the server
 * keeps only its hash) and emailed when the server can send email; below, the latest invitations.
 */
export function InvitePage() {
  const { api, queries } = useConsole();
  // The list below reads the same: a refusal there means this account is not an administrator.
  const { error: invitationsError } = useQuery(queries.invitations());
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const invite = useMutation({
    mutationFn: (address: string) => api.invite(address),
    onSuccess: () => {
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: teacherKeys.admin.invitations });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim());
  };
  return (
    <AdminSection id="mf-teacher-invite-title" title="Invite a teacher" error={invitationsError}>
      <p className="small text-body-secondary">
        The person opens the link, then signs up or logs in with this email address, and becomes a teacher.
        The link works once, for 7 days.
      </p>
      <form className="row g-2 align-items-end mb-3" onSubmit={submit}>
        <FormField
          id="mf-teacher-invite-email"
          label="Teacher's email address"
          className="col-12 col-md-6"
          type="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="col-12 col-md-auto">
          <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
            {invite.isPending ? 'Creating…' : 'Create invitation'}
          </button>
        </div>
      </form>
      <Alert text={problemOf(invite.error)} />
      <div aria-live="polite">{invite.data ? <CreatedInvitation created={invite.data} /> : null}</div>
      <RecentInvitations />
    </AdminSection>
  );
}

/** The new link, shown once to copy, and whether it was emailed too. */
function CreatedInvitation({ created }: { created: InvitationCreatedResponse }) {
  const { shell } = useConsole();
  const { invitation, link, emailed } = created;
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => shell.notify('Invitation link copied.', 'success'),
      () => shell.notify('Could not copy: select the link and copy it by hand.', 'warning'),
    );
  };
  return (
    <div className="card shadow-sm mb-4">
      <div className="card-body">
        <h3 className="h5 mf-teacher-wrap">Invitation for {invitation.email}</h3>
        <label htmlFor="mf-teacher-invite-link" className="form-label fw-semibold">
          Invitation link (shown once: copy it now)
        </label>
        <div className="input-group">
          <input
            id="mf-teacher-invite-link"
            className="form-control font-monospace"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            aria-describedby="mf-teacher-invite-link-hint"
          />
          <button type="button" className="btn btn-outline-primary" onClick={copy}>
            Copy
          </button>
        </div>
        <div id="mf-teacher-invite-link-hint" className="form-text">
          Valid until {formatWhen(invitation.expiresAt)}, once. It is not stored anywhere you can see it
          again.
        </div>
        <p className="mt-3 mb-0 mf-teacher-wrap">
          {emailed
            ? `It was also emailed to ${invitation.email}.`
            : 'It was not emailed (this server does not send email): give or send the link to the teacher yourself.'}
        </p>
      </div>
    </div>
  );
}

/** The latest 100 invitations, newest first: waiting, used (by whom) or expired. */
function RecentInvitations() {
  const { queries } = useConsole();
  const { data, error, isFetching } = useQuery(queries.invitations());
  return (
    <>
      <h3 className="h5">Recent invitations</h3>
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && data.invitations.length === 0 ? (
        <p className="text-body-secondary">No invitations yet.</p>
      ) : null}
      {data && data.invitations.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle mf-teacher-stacked">
            <caption className="visually-hidden">The latest invitations, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Invited by</th>
                <th scope="col">Created</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {data.invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <StackedCell label="Email">{invitation.email}</StackedCell>
                  <StackedCell label="Invited by">{invitation.invitedBy ?? '—'}</StackedCell>
                  <StackedCell label="Created">{formatWhen(invitation.createdAt)}</StackedCell>
                  <StackedCell label="State">{invitationState(invitation)}</StackedCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
