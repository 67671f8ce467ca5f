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
  'class.created': 'Class created',
  'class.joined': 'Joined a class',
  'class.code_rotated': "Class's join code changed",
  'roster.imported': 'Roster imported',
  'data.exported': 'Data downloaded',
  'account.deleted': 'Account deleted',
  'account.inactivity-warned': 'Warned of deletion for inactivity',
};

/** For the type filter until the server's own list (GET /admin/security-events `types`) arrives. */
export const KNOWN_EVENT_TYPES = Object.keys(EVENT_LABELS);

export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type;

/** Class ids and names (GET /classes: a teacher's own classes, every class for an admin). */
export type ClassNames = ReadonlyMap<string, string>;

/**
 * Which limit, how and why, as recorded (never a value or a secret); a dash when nothing was. A
 * class is named when it is in `classNames`.
 */
export const eventDetails = (
  event: Pick<SecurityEventView, 'type' | 'limit' | 'method' | 'reason'>,
  classNames: ClassNames = new Map(),
) =>
  [event.limit, event.method, event.reason && reasonText(event.type, event.reason, classNames)]
    .filter(Boolean)
    .join(' · ') || '—';

/** The class events record the class as `class:<id>` (backend/src/classes/classes.service.ts). */
const CLASS_REASON = /^class:(.+)$/;

/** Whether the events name a class, so its name is worth reading. */
export const namesAClass = (events: readonly Pick<SecurityEventView, 'reason'>[]) =>
  events.some((event) => event.reason !== null && CLASS_REASON.test(event.reason));

/** The other reasons the backend records, by event type, in words. */
const REASONS: Record<string, Record<string, string>> = {
  'sign-in.succeeded': { 'sign-up': 'new account' },
  'sign-in.failed': { 'delete-account': 'wrong password when deleting the account' },
  'token.revoked': {
    logout: 'logged out',
    'password-reset': 'password reset',
    'google-link': 'Google sign-in linked',
  },
  'password-reset.requested': { teacher: 'link made by a teacher' },
  'ai-quota.raised': { teacher: 'by a teacher' },
  'data.exported': {
    'own-request': 'by the account holder',
    'school-request': "by an administrator, at a parent's request",
  },
  'account.deleted': {
    'own-request': 'by the account holder',
    'school-request': 'by an administrator',
    inactivity: 'inactive for too long',
  },
};

/**
 * A role change is recorded as "student -> teacher (invitation)", an email confirmation by how
 * (backend/src/auth/roles/account-roles.service.ts), a class by its id: said in words; other
 * reasons as recorded.
 */
function reasonText(type: string, reason: string, classNames: ClassNames): string {
  if (type === 'email.verified') return emailVerifiedByLabel(reason);
  const classId = CLASS_REASON.exec(reason)?.[1];
  if (classId) {
    const name = classNames.get(classId);
    return name ? `Class: ${name}` : 'A class not on your list';
  }
  const said = REASONS[type]?.[reason];
  if (said) return said;
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
