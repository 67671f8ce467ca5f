import { ShellLink } from '@elearning/remote-kit';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { shortWhen } from './labels';
import { useOpenAlerts } from './useOpenAlerts';

/**
 * On every console page while an urgent alert the teacher may see is open: the newest one's student
 * and time, linked to the alert, and how many are open. It goes when they are acknowledged.
 */
export function SafetyBanner() {
  const { shell } = useConsole();
  const { newestUrgent, urgentTotal, error } = useOpenAlerts();
  const problem = problemOf(error);
  return (
    <>
      {newestUrgent ? (
        <div className="alert alert-danger mf-teacher-safety-banner mb-3" role="alert">
          <strong>Urgent safety alert:</strong> {newestUrgent.student.name},{' '}
          {shortWhen(newestUrgent.createdAt)}
          {' — '}
          <ShellLink shell={shell} to={`${CONSOLE_BASE}/safety/${newestUrgent.id}`} className="alert-link">
            open it
          </ShellLink>
          {urgentTotal > 1 ? (
            <>
              {' · '}
              <ShellLink shell={shell} to={`${CONSOLE_BASE}/safety?tier=urgent`} className="alert-link">
                {urgentTotal} urgent alerts open
              </ShellLink>
            </>
          ) : null}
        </div>
      ) : null}
      {/* Not a silent failure: the teacher must know the console cannot tell them of alerts now. */}
      {problem ? (
        <p className="small text-danger mb-3">Safety alerts could not be checked: {problem}</p>
      ) : null}
    </>
  );
}

/** The Safety entry's count of open alerts (urgent and concern); nothing when there are none. */
export function SafetyNavCount() {
  const { openTotal } = useOpenAlerts();
  if (openTotal === 0) return null;
  return (
    <span className="badge rounded-pill text-bg-danger ms-1" data-testid="safety-count">
      {openTotal}
      <span className="visually-hidden"> open {openTotal === 1 ? 'alert' : 'alerts'}</span>
    </span>
  );
}
