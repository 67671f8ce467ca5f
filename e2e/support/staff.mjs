// The staff accounts of the browser suite, in one place for the stacks (which put them in
// TEACHER_EMAILS / ADMIN_EMAILS: support/stack.mjs, support/images-stack.mjs) and the test files.
// A listed address is promoted only once its email is verified (docs/security.md, "Who is a
// teacher"): support/teacher.ts verifies it through the stack's real mail server.

/** The teachers' journeys' teacher (support/teacher.ts). */
export const TEACHER_EMAIL = process.env.E2E_TEACHER_EMAIL || 'teacher@e2e.school.example';
/** The admin that creates invitations (support/teacher.ts, ensureAdminAccount). */
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL || 'admin@e2e.school.example';

/**
 * A listed teacher's address that tests/verification.test.ts signs up in the browser, one per
 * pass (both passes share one backend, and an address signs up once).
 * @param {'direct' | 'nginx'} target
 */
export const signUpTeacherEmail = (target) => `new-teacher.${target}@e2e.school.example`;

/** What the backend is started with. */
export function staffEnv() {
  return {
    TEACHER_EMAILS: [TEACHER_EMAIL, signUpTeacherEmail('direct'), signUpTeacherEmail('nginx')].join(','),
    ADMIN_EMAILS: ADMIN_EMAIL,
  };
}
