import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, ShellLink } from '@elearning/remote-kit';
import { ClassPicker, listSearch } from '../common/ClassPicker';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Loading } from '../common/Loading';
import { Pager } from '../common/Pager';
import { problemOf } from '../common/problem';

const SUBJECTS = {
  question: 'a question',
  contact_query: 'a contact query',
  safety_alert: 'a safety alert',
} as const;

/**
 * Who opened which student's question or contact query, and when: the teacher's students (an
 * admin: every student), the class picked, or one student (read-only; ?classId=&student=<id>).
 */
export function AccessLogPage() {
  const { shell, queries } = useConsole();
  const [params, setParams] = useSearchParams();
  const classId = params.get('classId') ?? undefined;
  const student = params.get('student') ?? undefined;
  const page = Number(params.get('page')) || 1;
  const { data, error, isFetching } = useQuery(queries.accessLog({ student, classId, page }));
  return (
    <section aria-labelledby="mf-teacher-log-title">
      <h2 id="mf-teacher-log-title" className="h4 mb-1">
        Access log
      </h2>
      <p className="small text-body-secondary">
        Every time a teacher opens a student&apos;s question or a contact query, it is recorded here. Nobody
        can change this record.{' '}
        {student ? (
          <>
            Showing one student&apos;s record.{' '}
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
                <th scope="col">Opened</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatWhen(entry.createdAt)}</td>
                  <td>
                    {entry.teacher.name}{' '}
                    <span className="text-body-secondary small">{entry.teacher.email}</span>
                  </td>
                  <td>
                    {entry.subject === 'contact_query' ? (
                      SUBJECTS.contact_query
                    ) : (
                      <ShellLink
                        shell={shell}
                        to={`${CONSOLE_BASE}/${entry.subject === 'question' ? 'questions' : 'safety'}/${entry.subjectId}`}
                      >
                        {SUBJECTS[entry.subject]}
                      </ShellLink>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          label="Access log pages"
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(next) => setParams(listSearch({ classId, student, page: next }))}
        />
      ) : null}
    </section>
  );
}
