import type { Role } from '@elearning/contract';

const ROLE_LABELS: Record<Role, string> = { student: 'Student', teacher: 'Teacher', admin: 'Administrator' };

export const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

/**
 * How an account became a teacher or an administrator (users.role_source; docs/teachers.md,
 * "Who is a teacher"), in a school administrator's words.
 */
const ROLE_SOURCES: Record<string, string> = {
  TEACHER_EMAILS: 'Listed in the server setting TEACHER_EMAILS',
  ADMIN_EMAILS: 'Listed in the server setting ADMIN_EMAILS',
  invitation: 'Accepted an invitation',
  cli: 'Added by the server operator',
  'cli --verified': 'Added by the server operator, who confirmed the email',
  admin: 'Set by an administrator',
  oneroster: "Imported with the school's roster (OneRoster)",
};

export const roleSourceLabel = (source: string | null) =>
  source === null ? 'Not recorded (made a teacher before this was kept)' : (ROLE_SOURCES[source] ?? source);

/** How the account's email was proven to be its owner's (users.email_verified_by). */
const VERIFIED_BY: Record<string, string> = {
  google: 'Google sign-in',
  'email-link': 'The emailed confirmation link',
  invitation: 'The invitation link',
  operator: 'The server operator',
};

export const emailVerifiedByLabel = (by: string | null) =>
  by === null ? 'Not confirmed' : (VERIFIED_BY[by] ?? by);
