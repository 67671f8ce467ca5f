import type { SecurityEventView } from '@elearning/contract';
import { formatWhen } from '../common/format';
import { eventDetails, eventLabel, namesAClass } from '../common/securityEvents';
import { useClassNames } from '../common/useClassNames';

/** The student's last security events, newest first. */
export function SecurityEventsTable({ events }: { events: SecurityEventView[] }) {
  const classNames = useClassNames(namesAClass(events));
  if (events.length === 0) return <p className="text-body-secondary">No security events recorded.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Event</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            <tr key={`${event.at}-${index}`}>
              <td>{formatWhen(event.at)}</td>
              <td>{eventLabel(event.type)}</td>
              <td className="small text-body-secondary mf-teacher-wrap">{eventDetails(event, classNames)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
