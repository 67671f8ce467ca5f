import type { Role } from '../entities/user.entity.js';

/**
 * TEACHER_EMAILS (lower case, from the config): an account with one of these emails is a teacher
 * from its next sign-up or sign-in, by password or Google. Leaving the list does not demote
 * (`npm run teacher -- remove <email>` does), so a teacher promoted by the CLI stays one.
 */
export function roleAtSignIn(email: string, current: Role, teacherEmails: readonly string[]): Role {
  return teacherEmails.includes(email.trim().toLowerCase()) ? 'teacher' : current;
}
