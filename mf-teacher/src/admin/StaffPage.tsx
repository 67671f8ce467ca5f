import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMemberView } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { useConsole } from '../common/console-context';
import { Loading } from '../common/Loading';
import { StackedCell } from '../common/StackedCell';
import { problemOf } from '../common/problem';
import { emailVerifiedByLabel, roleLabel, roleSourceLabel } from '../common/accountLabels';
import { AdminSection } from './AdminSection';

/**
 * Administrators only (GET /admin/teachers): every teacher and administrator, how they became
 * one and how their email was confirmed; a teacher can be made a student again here (an
 * administrator only by the server operator: docs/teachers.md).
 */
export function StaffPage() {
  const { queries } = useConsole();
  const { data, error, isFetching } = useQuery(queries.staff());
  const [done, setDone] = useState<string | null>(null);
  return (
    <AdminSection id="mf-teacher-staff-title" title="Teachers" error={error}>
      <p className="small text-body-secondary">
        Everyone who can open this console, and how they got access. Demoting a teacher makes them a student
        at once, takes them off their classes and signs them out everywhere; it lasts even if their email is
        in the server setting TEACHER_EMAILS. A class&apos;s only teacher is demoted once another teacher is
        added to it. Administrators are removed by the server operator.
      </p>
      <div aria-live="polite">
        <Alert text={done} variant="success" className="py-2 mb-3" />
      </div>
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && data.staff.length === 0 ? <p className="text-body-secondary">No teachers yet.</p> : null}
      {data && data.staff.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle mf-teacher-stacked">
            <caption className="visually-hidden">Teachers and administrators, by name</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">How they became one</th>
                <th scope="col">Email confirmed by</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.staff.map((member) => (
                <tr key={member.id}>
                  <StackedCell label="Name">{member.name}</StackedCell>
                  <StackedCell label="Email">{member.email}</StackedCell>
                  <StackedCell label="Role">{roleLabel(member.role)}</StackedCell>
                  <StackedCell label="How they became one">{roleSourceLabel(member.roleSource)}</StackedCell>
                  <StackedCell label="Email confirmed by">
                    {emailVerifiedByLabel(member.emailVerifiedBy)}
                  </StackedCell>
                  {member.role === 'teacher' ? (
                    <StackedCell className="mf-teacher-actions">
                      <DemoteButton member={member} onDemoted={setDone} />
                    </StackedCell>
                  ) : (
                    // Nothing to do here for an administrator; on a phone, no empty line.
                    <StackedCell className="d-none d-sm-table-cell">
                      <span className="small text-body-secondary">—</span>
                    </StackedCell>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminSection>
  );
}

/** Demote, then a confirmation in the same place (a role change cannot be undone from here). */
function DemoteButton({ member, onDemoted }: { member: StaffMemberView; onDemoted(text: string): void }) {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const toggled = useRef(false);
  const demoteButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  // Keyboard users stay where they were: on "Yes, demote" when asked, back on Demote after Cancel.
  useEffect(() => {
    if (!toggled.current) return;
    (confirming ? yesButton : demoteButton).current?.focus();
  }, [confirming]);
  const ask = (value: boolean) => {
    toggled.current = true;
    setConfirming(value);
  };
  const demote = useMutation({
    mutationFn: () => api.demote(member.id),
    onSuccess: () => {
      onDemoted(`${member.name} is a student now and has been signed out.`);
      // The list, and the security events (role.changed), change.
      void queryClient.invalidateQueries({ queryKey: teacherKeys.admin.all });
    },
  });
  if (!confirming)
    return (
      <button
        ref={demoteButton}
        type="button"
        className="btn btn-outline-danger btn-sm"
        aria-label={`Demote ${member.name}`}
        onClick={() => ask(true)}
      >
        Demote
      </button>
    );
  return (
    <div role="group" aria-label={`Demote ${member.name}?`} className="mf-teacher-confirm">
      <p className="small mb-1">Make {member.name} a student? They lose the console at once.</p>
      <div className="d-flex flex-wrap gap-1">
        <button
          ref={yesButton}
          type="button"
          className="btn btn-danger btn-sm"
          disabled={demote.isPending}
          onClick={() => demote.mutate()}
        >
          {demote.isPending ? 'Demoting…' : 'Yes, demote'}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={demote.isPending}
          onClick={() => {
            demote.reset();
            ask(false);
          }}
        >
          Cancel
        </button>
      </div>
      <Alert text={problemOf(demote.error)} className="py-1 px-2 mt-1 mb-0 small" />
    </div>
  );
}
