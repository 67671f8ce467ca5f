import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, ShellLink } from '@elearning/remote-kit';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { Loading } from '../common/Loading';
import { problemOf } from '../common/problem';
import { RaiseQuotaForm } from './RaiseQuotaForm';
import { ResetLinkBox } from './ResetLinkBox';
import { SecurityEventsTable } from './SecurityEventsTable';
import { StudentDataActions } from './StudentDataActions';
import { StudentStanding } from './StudentStanding';
import { usageText } from './usage';

/**
 * One student: whether someone vouched for them (and Approve), AI use today and a one-day raise, a
 * reset link, the last security events; for an admin, the student's data (download, delete).
 */
export function StudentDetail() {
  const { id = '' } = useParams();
  const { shell, queries } = useConsole();
  const { data, error, isFetching } = useQuery(queries.student(id));
  const { data: me } = useQuery(queries.me());
  const usage = data?.usage;
  return (
    <section aria-labelledby="mf-teacher-student-title">
      <p className="mb-2">
        <ShellLink shell={shell} to={`${CONSOLE_BASE}/students`}>
          ← All students
        </ShellLink>
      </p>
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {usage ? (
        <>
          <h2 id="mf-teacher-student-title" className="h4 mb-1 mf-teacher-wrap">
            {usage.student.name}
          </h2>
          <p className="text-body-secondary mf-teacher-wrap">{usage.student.email}</p>
          {data?.standing ? (
            <div className="card shadow-sm mb-4">
              <div className="card-body">
                <h3 className="h5">Account</h3>
                <StudentStanding
                  key={usage.student.id}
                  studentId={usage.student.id}
                  name={usage.student.name}
                  standing={data.standing}
                />
              </div>
            </div>
          ) : null}
          <div className="card shadow-sm mb-4">
            <div className="card-body">
              <h3 className="h5">AI tutor today</h3>
              <p>
                Tokens used: <strong>{usageText(usage)}</strong>
              </p>
              <RaiseQuotaForm studentId={usage.student.id} />
            </div>
          </div>
          <div className="card shadow-sm mb-4">
            <div className="card-body">
              <h3 className="h5">Password reset link</h3>
              <ResetLinkBox key={usage.student.id} studentId={usage.student.id} />
            </div>
          </div>
          <h3 className="h5">Last security events</h3>
          <SecurityEventsTable events={data?.events ?? []} />
          {me?.user.role === 'admin' ? (
            <div className="card shadow-sm mt-4 mb-4 border-danger-subtle">
              <div className="card-body">
                <h3 className="h5">Student&apos;s data (administrators)</h3>
                <StudentDataActions
                  key={usage.student.id}
                  studentId={usage.student.id}
                  name={usage.student.name}
                />
              </div>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
