import { useConsole } from './common/console-context';
import { useLoad } from './common/useLoad';

/** Escalations waiting, contact queries open, questions today: reloaded after each change. */
export function OverviewLine({ version }: { version: number }) {
  const { api } = useConsole();
  const { data, problem } = useLoad(() => api.overview(), String(version));
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
