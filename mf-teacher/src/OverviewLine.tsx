import { useQuery } from '@tanstack/react-query';
import { useConsole } from './common/console-context';
import { plural } from './common/format';
import { problemOf } from './common/problem';

/** How often the overview line is read again while the console is open (and visible). */
export const OVERVIEW_REFRESH_MS = 30_000;

/**
 * Escalations waiting, contact queries open, questions today: read again after each change, every
 * 30 seconds and when the teacher comes back to the window (students ask while the teacher watches
 * the live view or another tab); the overview is not recorded in the access log.
 */
export function OverviewLine() {
  const { queries } = useConsole();
  const { data, error } = useQuery({
    ...queries.overview(),
    refetchInterval: OVERVIEW_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const problem = problemOf(error);
  if (problem) return <p className="small text-danger mb-3">{problem}</p>;
  const overview = data?.overview;
  return (
    <p className="mf-teacher-overview mb-3" aria-live="polite">
      {overview ? (
        <>
          <strong>{overview.escalationsWaiting}</strong> {plural(overview.escalationsWaiting, 'escalation')}{' '}
          waiting · <strong>{overview.contactOpen}</strong>{' '}
          {plural(overview.contactOpen, 'contact query', 'contact queries')} open ·{' '}
          <strong>{overview.questionsToday}</strong> {plural(overview.questionsToday, 'question')} today
        </>
      ) : (
        ' '
      )}
    </p>
  );
}
