import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { AccessLogEntryView, AccessSubject } from '@elearning/contract';
import { Alert, ShellLink } from '@elearning/remote-kit';
import { ClassPicker, listSearch } from '../common/ClassPicker';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Loading } from '../common/Loading';
import { KeysetPager } from '../common/KeysetPager';
import { problemOf } from '../common/problem';

const SUBJECTS = {
  question: 'a question',
  contact_query: 'a contact query',
  safety_alert: 'a safety alert',
  data_export: "downloaded a student's data",
  account_deletion: "deleted a student's account",
  student: "the student's page",
} as const satisfies Record<AccessSubject, string>;

/** Where an opening links to: the question, the alert or the student; the rest have no page of their own. */
const SUBJECT_PAGES: Partial<Record<AccessSubject, string>> = {
  question: 'questions',
  safety_alert: 'safety',
  student: 'students',
};

function Opened({ entry }: { entry: AccessLogEntryView }) {
  const { shell } = useConsole();
  const page = SUBJECT_PAGES[entry.subject];
  return (
    <>
      {page ? (
        <ShellLink shell={shell} to={`${CONSOLE_BASE}/${page}/${entry.subjectId}`}>
          {SUBJECTS[entry.subject]}
        </ShellLink>
      ) : (
        SUBJECTS[entry.subject]
      )}
      {entry.reason ? <div className="small text-body-secondary">Reason: {entry.reason}</div> : null}
    </>
  );
}

/** Whose data it was; a link to that student's record alone (the safeguarding lead's usual next step). */
function StudentCell({
  entry,
  filtered,
  classId,
}: {
  entry: AccessLogEntryView;
  filtered: boolean;
  classId: string | undefined;
}) {
  const { shell } = useConsole();
  if (entry.studentId === null) return <span className="text-body-secondary">no account</span>;
  if (filtered) return <>{entry.studentName}</>;
  return (
    <ShellLink
      shell={shell}
      to={`${CONSOLE_BASE}/access-log?${listSearch({ classId, student: entry.studentId })}`}
    >
      {entry.studentName}
    </ShellLink>
  );
}

/**
 * Who opened which student's question or contact query, and when: the teacher's students (an
 * admin: every student), the class picked, or one student (read-only; ?classId=&student=<id>), paged
 * by cursor (common/KeysetPager.tsx).
 */
export function AccessLogPage() {
  const { shell, queries } = useConsole();
  const [params, setParams] = useSearchParams();
  const classId = params.get('classId') ?? undefined;
  const student = params.get('student') ?? undefined;
  const page = Number(params.get('page')) || 1;
  const after = params.get('after') ?? undefined;
  const { data, error, isFetching, isPlaceholderData } = useQuery(
    queries.accessLog({ student, classId, page, after }),
  );
  const oneStudentName = student
    ? data?.items.find((entry) => entry.studentId === student)?.studentName
    : null;
  return (
    <section aria-labelledby="mf-teacher-log-title">
      <h2 id="mf-teacher-log-title" className="h4 mb-1">
        Access log
      </h2>
      <p className="small text-body-secondary">
        Every time a teacher opens a student&apos;s question, a contact query or a safety alert, it is
        recorded here, and so is an admin&apos;s download or deletion of a student&apos;s data, with the
        reason. Nobody can change this record.{' '}
        {student ? (
          <>
            {oneStudentName ? `Showing ${oneStudentName}'s record.` : "Showing one student's record."}{' '}
            <ShellLink
              shell={shell}
              to={`${CONSOLE_BASE}/access-log${classId ? `?${listSearch({ classId })}` : ''}`}
            >
              Show everyone&apos;s
            </ShellLink>
          </>
        ) : null}
      </p>
      <ClassPicker
        id="mf-teacher-log-class"
        value={classId}
        onChange={(next) => setParams(listSearch({ classId: next, student }))}
      />
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && data.items.length === 0 ? <p className="text-body-secondary">Nothing recorded yet.</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Teacher</th>
                <th scope="col">Student</th>
                <th scope="col">Opened</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatWhen(entry.createdAt)}</td>
                  <td>
                    {entry.teacher.name}
                    {/* On its own line: the table fits a phone's width with the student's column. */}
                    <span className="d-block text-body-secondary small mf-teacher-wrap">
                      {entry.teacher.email}
                    </span>
                  </td>
                  <td>
                    <StudentCell entry={entry} filtered={student !== undefined} classId={classId} />
                  </td>
                  <td>
                    <Opened entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <KeysetPager
          label="Access log pages"
          position={{ page, after }}
          nextCursor={data.nextCursor}
          busy={isPlaceholderData}
          total={data.total}
          totalCapped={data.totalCapped}
          noun="entries"
          onPage={(next) => setParams(listSearch({ classId, student, ...next }))}
        />
      ) : null}
    </section>
  );
}
