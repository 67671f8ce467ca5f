import type { SecurityEventView } from '@elearning/contract';
import { formatWhen } from '../common/format';

/** What each security event means, in a teacher's words. */
const EVENT_LABELS: Record<string, string> = {
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'limit.refused': 'Refused by a limit',
  logout: 'Logged out',
  'token.revoked': 'Sessions ended',
  'google.link-removed-password': 'Google linked (password removed)',
  'role.changed': 'Role changed',
  'password-reset.requested': 'Password reset link created',
  'password-reset.completed': 'Password reset',
  'ai-quota.reached': "Reached today's AI quota",
  'ai-quota.raised': 'AI quota raised for today',
  'ai-ceiling.reached': "School's AI ceiling reached",
};

/** The student's last security events, newest first. */
export function SecurityEventsTable({ events }: { events: SecurityEventView[] }) {
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
              <td>{EVENT_LABELS[event.type] ?? event.type}</td>
              <td className="small text-body-secondary mf-teacher-wrap">
                {[event.limit, event.method, event.reason].filter(Boolean).join(' · ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
