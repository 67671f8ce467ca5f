import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { SafetyDigestQuery } from '@elearning/contract';
import { Alert, ShellLink } from '@elearning/remote-kit';
import { ClassPicker, listSearch } from '../common/ClassPicker';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Loading } from '../common/Loading';
import { problemOf } from '../common/problem';
import { StackedCell } from '../common/StackedCell';
import { CATEGORY_LABELS, todayIso } from './labels';

const IS_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The conduct tier of one school day (swearing at the tutor, insults, provocation), per student:
 * GET /teacher/safety/digest?date=YYYY-MM-DD&classId=; the day and the class live in the URL.
 */
export function SafetyDigestPage() {
  const { shell, queries } = useConsole();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  // No day asked: the backend's today, in the school's time zone (its answer names the day).
  const query: SafetyDigestQuery = {
    date: IS_DAY.test(asked) ? asked : undefined,
    classId: params.get('classId') ?? undefined,
  };
  const { data, error, isFetching } = useQuery(queries.safetyDigest(query));
  const apply = (next: SafetyDigestQuery) =>
    setParams(listSearch({ date: next.date, classId: next.classId }));

  return (
    <section aria-labelledby="mf-teacher-digest-title">
      <ShellLink shell={shell} to={`${CONSOLE_BASE}/safety`} className="small">
        ← Safety alerts
      </ShellLink>
      <h2 id="mf-teacher-digest-title" className="h4 mt-2 mb-1">
        Conduct digest
      </h2>
      <p className="small text-body-secondary">
        Messages of one day that the tutor redirected: swearing at the tutor, insults about a classmate,
        provocation. No adult was alerted for these.
      </p>
      <ClassPicker
        id="mf-teacher-digest-class"
        value={query.classId}
        onChange={(classId) => apply({ ...query, classId })}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <label htmlFor="mf-teacher-digest-date" className="form-label mb-0 fw-semibold">
          Day
        </label>
        <input
          id="mf-teacher-digest-date"
          type="date"
          className="form-control w-auto"
          value={query.date ?? data?.date ?? ''}
          max={todayIso()}
          onChange={(event) => {
            if (IS_DAY.test(event.target.value)) apply({ ...query, date: event.target.value });
          }}
        />
      </div>
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && data.items.length === 0 ? <p className="text-body-secondary">Nothing on this day.</p> : null}
      {data && data.items.length > 0 ? (
        <table className="table align-middle mf-teacher-stacked" aria-busy={isFetching}>
          <caption className="visually-hidden">Conduct on {data.date}, per student</caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Messages</th>
              <th scope="col">About</th>
              <th scope="col">Last</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.student.id}>
                <StackedCell label="Student">
                  <ShellLink shell={shell} to={`${CONSOLE_BASE}/students/${item.student.id}`}>
                    {item.student.name}
                  </ShellLink>
                </StackedCell>
                <StackedCell label="Messages">{item.count}</StackedCell>
                <StackedCell label="About">
                  {item.categories.map((category) => CATEGORY_LABELS[category] ?? category).join(', ')}
                </StackedCell>
                <StackedCell label="Last">{formatWhen(item.lastAt)}</StackedCell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
