import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentStandingView } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { tokens } from './usage';

/**
 * Whether someone vouched for the student (docs/teachers.md): a confirmed email or a teacher's
 * approval gives the full daily AI tutor allowance; until then the account has a small one. A
 * teacher who knows the student approves them here (POST /teacher/students/:id/approve).
 */
export function StudentStanding({
  studentId,
  name,
  standing,
}: {
  studentId: string;
  name: string;
  standing: StudentStandingView;
}) {
  const { api, queries } = useConsole();
  const queryClient = useQueryClient();
  const { data: school } = useQuery(queries.schoolAiUsage());
  const approve = useMutation({
    mutationFn: () => api.approveStudent(studentId),
    // The student's page and the list: the allowance (limitTokens) changes with the approval.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teacherKeys.students.all }),
  });
  const fullAllowance = school ? ` (${tokens(school.school.perStudentTokens)} tokens a day)` : '';
  return (
    <div>
      <ul className="list-unstyled mb-2">
        <li>
          Email: <strong>{standing.emailVerified ? 'confirmed' : 'not confirmed'}</strong>
        </li>
        <li>
          Approved by a teacher: <strong>{standing.approved ? 'yes' : 'no'}</strong>
        </li>
      </ul>
      <div aria-live="polite">
        <Alert
          text={approve.isSuccess ? `Approved: ${name} now has the full daily AI tutor allowance.` : null}
          variant="success"
          className="py-2 mb-2"
        />
      </div>
      {standing.emailVerified || standing.approved ? (
        <p className="small text-body-secondary mb-0">
          {name} has the full daily AI tutor allowance{fullAllowance}.
        </p>
      ) : (
        <>
          <p className="small text-body-secondary" id="mf-teacher-approve-hint">
            Until their email is confirmed or a teacher approves them, {name} has only a small daily AI tutor
            allowance. Approving gives them the full daily AI tutor allowance{fullAllowance}: approve a
            student you know.
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={approve.isPending}
            aria-describedby="mf-teacher-approve-hint"
            onClick={() => approve.mutate()}
          >
            {approve.isPending ? 'Approving…' : 'Approve'}
          </button>
        </>
      )}
      <Alert text={problemOf(approve.error)} className="py-2 mt-2 mb-0" />
    </div>
  );
}
