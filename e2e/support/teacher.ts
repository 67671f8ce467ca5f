import { BASE_URL } from './browser';

/** The stack starts the backend with TEACHER_EMAILS set to this (support/stack.mjs). */
export const TEACHER_EMAIL = process.env.E2E_TEACHER_EMAIL || 'teacher@e2e.school.example';
export const TEACHER_PASSWORD = 'Teach#Secret12';

/**
 * The teacher's account: made a teacher at sign-up by TEACHER_EMAILS. Several test files need it,
 * so 409 (another file made it already) is as good as 200.
 */
export async function ensureTeacherAccount(): Promise<void> {
  const created = await fetch(`${BASE_URL}/api/auth/createuser`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Ms Head',
      email: TEACHER_EMAIL,
      phone: '+15550102030',
      password: TEACHER_PASSWORD,
    }),
  });
  expect([200, 409]).toContain(created.status);
}
