import type { Role, SecurityEventView } from '@elearning/contract';

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
export const eventDetails = (event: Pick<SecurityEventView, 'limit' | 'method' | 'reason'>) =>
  [event.limit, event.method, event.reason].filter(Boolean).join(' · ') || '—';

const ROLE_LABELS: Record<Role, string> = { student: 'Student', teacher: 'Teacher', admin: 'Administrator' };

export const roleLabel = (role: Role) => ROLE_LABELS[role] ?? role;
