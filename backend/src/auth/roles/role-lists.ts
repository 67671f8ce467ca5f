import type { Role } from '../entities/user.entity.js';

/** TEACHER_EMAILS and ADMIN_EMAILS, lower case (the config). */
export interface RoleLists {
  teacherEmails: readonly string[];
  adminEmails: readonly string[];
}

const RANK: Record<Role, number> = { student: 0, teacher: 1, admin: 2 };

/**
 * The role source kept on a student an administrator demoted in the console: the lists no longer
 * promote that account (the admin's decision stands until an invitation or the operator's CLI makes
 * it a teacher again).
 */
export const DEMOTED_BY_ADMIN = 'admin';

/**
 * The role the lists give an account, with its source, or undefined when they change nothing. Only
 * a verified email counts: anyone can sign up with a teacher's address, only its owner can prove
 * it. The lists only promote (`npm run teacher -- remove` and the admins' page demote), so a
 * teacher promoted another way stays one, and a teacher an admin demoted is not promoted again.
 */
export function listedRole(
  account: { email: string; role: Role; emailVerified: boolean; roleSource: string | null },
  lists: RoleLists,
): { role: Role; source: string } | undefined {
  if (!account.emailVerified) return undefined;
  if (account.role === 'student' && account.roleSource === DEMOTED_BY_ADMIN) return undefined;
  const email = account.email.trim().toLowerCase();
  const listed: { role: Role; source: string } | undefined = lists.adminEmails.includes(email)
    ? { role: 'admin', source: 'ADMIN_EMAILS' }
    : lists.teacherEmails.includes(email)
      ? { role: 'teacher', source: 'TEACHER_EMAILS' }
      : undefined;
  return listed && RANK[listed.role] > RANK[account.role] ? listed : undefined;
}
