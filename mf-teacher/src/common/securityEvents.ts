import type { SecurityEventView } from '@elearning/contract';
import { emailVerifiedByLabel, roleLabel, roleSourceLabel } from './accountLabels';

/**
 * What each security event means, in a school's words (the types: backend/src/security-events/
 * security-events.service.ts). A type missing here is shown as it is named.
 */
const EVENT_LABELS: Record<string, string> = {
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'limit.refused': 'Refused by a limit',
  logout: 'Logged out',
  'token.revoked': 'Sessions ended',
  'google.link-removed-password': 'Google linked (password removed)',
  'role.changed': 'Role changed',
  'email.verification-sent': 'Email confirmation link sent',
  'email.verified': 'Email confirmed',
  'invitation.created': 'Teacher invitation created',
  'invitation.accepted': 'Teacher invitation accepted',
  'student.approved': 'Student approved by a teacher',
  'password-reset.requested': 'Password reset link created',
  'password-reset.completed': 'Password reset',
  'ai-quota.reached': "Reached today's AI quota",
  'ai-quota.raised': 'AI quota raised for today',
  'ai-ceiling.reached': "School's AI ceiling reached",
};

/** For the type filter until the server's own list (GET /admin/security-events `types`) arrives. */
export const KNOWN_EVENT_TYPES = Object.keys(EVENT_LABELS);

export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type;

/** Which limit, how and why, as recorded (never a value or a secret); a dash when nothing was. */
export const eventDetails = (event: Pick<SecurityEventView, 'type' | 'limit' | 'method' | 'reason'>) =>
  [event.limit, event.method, event.reason && reasonText(event.type, event.reason)]
    .filter(Boolean)
    .join(' · ') || '—';

/**
 * A role change is recorded as "student -> teacher (invitation)" and an email confirmation by how
 * (backend/src/auth/roles/account-roles.service.ts): said in words; other reasons as recorded.
 */
function reasonText(type: string, reason: string): string {
  if (type === 'email.verified') return emailVerifiedByLabel(reason);
  const change = type === 'role.changed' ? /^(\w+) -> (\w+) \((.+)\)$/.exec(reason) : null;
  if (!change) return reason;
  const [, from, to, source] = change;
  const how = to === 'student' ? (REMOVED_BY[source] ?? source) : lowerFirst(roleSourceLabel(source));
  return `${roleLabel(from)} → ${roleLabel(to)}: ${how}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Who took a teacher's role away (the sources of AccountRoles.setRole and the role command). */
const REMOVED_BY: Record<string, string> = {
  admin: 'demoted by an administrator',
  cli: 'removed by the server operator',
  'cli --verified': 'removed by the server operator',
};
