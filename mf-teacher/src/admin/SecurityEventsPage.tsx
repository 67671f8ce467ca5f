import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Loading } from '../common/Loading';
import { StackedCell } from '../common/StackedCell';
import { problemOf } from '../common/problem';
import { roleLabel } from '../common/accountLabels';
import { eventDetails, eventLabel, KNOWN_EVENT_TYPES, namesAClass } from '../common/securityEvents';
import { useClassNames } from '../common/useClassNames';
import { AdminSection } from './AdminSection';

/**
 * Administrators only: the whole school's security events, newest first, 50 at a time
 * (GET /admin/security-events); ?type= keeps the filter in the URL.
 */
export function SecurityEventsPage() {
  const { queries } = useConsole();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') || undefined;
  const { data, error, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(
    queries.securityEvents(type),
  );
  const events = data?.pages.flatMap((page) => page.events) ?? [];
  const types = data?.pages[0]?.types ?? KNOWN_EVENT_TYPES;
  const classNames = useClassNames(namesAClass(events));
  return (
    <AdminSection id="mf-teacher-events-title" title="Security events" error={error}>
      <p className="small text-body-secondary">
        Sign-ins, refusals by a limit, role changes, invitations, approvals, password resets and AI quotas for
        every account in the school, newest first. Passwords, links and message texts are never recorded.
      </p>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-12 col-md-5">
          <label htmlFor="mf-teacher-events-type" className="form-label">
            Type of event
          </label>
          <select
            id="mf-teacher-events-type"
            className="form-select"
            value={type ?? ''}
            onChange={(event) => setParams(event.target.value ? { type: event.target.value } : {})}
          >
            <option value="">All events</option>
            {types.map((value) => (
              <option key={value} value={value}>
                {eventLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && events.length === 0 ? <p className="text-body-secondary">No events recorded.</p> : null}
      {events.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle mf-teacher-stacked">
            <caption className="visually-hidden">Security events, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">Account</th>
                <th scope="col">Details</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <StackedCell label="When" className="text-nowrap">
                    {formatWhen(event.at)}
                  </StackedCell>
                  <StackedCell label="Event">{eventLabel(event.type)}</StackedCell>
                  <StackedCell label="Account">
                    {event.account.name}{' '}
                    <span className="text-body-secondary small">({roleLabel(event.account.role)})</span>
                    <span className="d-block text-body-secondary small">{event.account.email}</span>
                  </StackedCell>
                  <StackedCell label="Details">
                    <span className="small text-body-secondary">{eventDetails(event, classNames)}</span>
                  </StackedCell>
                  <StackedCell label="By">{event.actorName ?? '—'}</StackedCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <div className="d-flex align-items-center gap-2 mt-2">
          <span className="small text-body-secondary" aria-live="polite">
            {events.length === 1 ? '1 event shown' : `${events.length} events shown`}
            {hasNextPage ? '' : events.length > 0 ? ': that is all' : ''}
          </span>
          {hasNextPage ? (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          ) : null}
        </div>
      ) : null}
    </AdminSection>
  );
}
