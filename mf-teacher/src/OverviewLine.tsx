import { useQuery } from '@tanstack/react-query';
import { useConsole } from './common/console-context';
import { problemOf } from './common/problem';

/** Escalations waiting, contact queries open, questions today: read again after each change. */
export function OverviewLine() {
  const { queries } = useConsole();
  const { data, error } = useQuery(queries.overview());
  const problem = problemOf(error);
  if (problem) return <p className="small text-danger mb-3">{problem}</p>;
  const overview = data?.overview;
  return (
    <p className="mf-teacher-overview mb-3" aria-live="polite">
      {overview ? (
        <>
          <strong>{overview.escalationsWaiting}</strong> escalations waiting ·{' '}
          <strong>{overview.contactOpen}</strong> contact queries open ·{' '}
          <strong>{overview.questionsToday}</strong> questions today
        </>
      ) : (
        ' '
      )}
    </p>
  );
}
