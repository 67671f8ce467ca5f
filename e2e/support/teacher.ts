import type { MeResponse, Role } from '@elearning/contract';
import { BASE_URL } from './browser';
import { mailsTo, verifyByMail, VERIFY_SUBJECT } from './mail';
import { ADMIN_EMAIL, TEACHER_EMAIL } from './staff.mjs';

/** The stacks start the backend with TEACHER_EMAILS / ADMIN_EMAILS listing these (support/staff.mjs). */
export { ADMIN_EMAIL, TEACHER_EMAIL };
export const TEACHER_PASSWORD = 'Teach#Secret12';
export const ADMIN_PASSWORD = 'Admin#Harbor-2026';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the fields it checks
async function call(path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function logIn(email: string, password: string): Promise<string> {
  const login = await call('/auth/login', { email, password });
  expect(login.status).toBe(200);
  return login.body.authToken as string;
}

/**
 * A listed staff account, made the way a real teacher or admin becomes one (docs/security.md,
 * "Who is a teacher"): a password sign-up (a student), then the email verified with the link the
 * backend mailed to the stack's mail server (support/mailbox.mjs), after which TEACHER_EMAILS /
 * ADMIN_EMAILS promote it. Several test files need it, so 409 (another file made it already) is
 * as good as 200; an account left unverified by an earlier failure asks for a new link
 * ("Verify my email"). Returns a token of a session started after the promotion.
 */
async function ensureStaffAccount(
  email: string,
  password: string,
  name: string,
  role: Role,
): Promise<string> {
  const created = await call('/auth/createuser', { name, email, phone: '+15550102030', password });
  expect([200, 409]).toContain(created.status);
  const token = created.status === 200 ? (created.body.authToken as string) : await logIn(email, password);
  const me = await call('/auth/me', undefined, token);
  expect(me.status).toBe(200);
  if ((me.body as MeResponse).user.role === role) return token;

  // The link mailed at sign-up, or a new one ("Verify my email") when that one was used or lost.
  let count = 1;
  if (created.status !== 200) {
    count = (await mailsTo(email)).filter((sent) => VERIFY_SUBJECT.test(sent.subject)).length + 1;
    const sent = await call('/auth/verify-email/send', {}, token);
    expect(sent.status).toBe(200);
  }
  expect(await verifyByMail(email, count)).toMatchObject({ role, signInAgain: true });
  // The promotion ended the account's earlier sessions.
  return logIn(email, password);
}

/** The teachers' journeys' teacher (TEACHER_EMAIL), a teacher with a verified email; a fresh token. */
export function ensureTeacherAccount(): Promise<string> {
  return ensureStaffAccount(TEACHER_EMAIL, TEACHER_PASSWORD, 'Ms Head', 'teacher');
}

/** The school's admin (ADMIN_EMAIL), verified the same way; a fresh token (for /api/admin/*). */
export function ensureAdminAccount(): Promise<string> {
  return ensureStaffAccount(ADMIN_EMAIL, ADMIN_PASSWORD, 'Mx Admin', 'admin');
}

/** The class of the teachers' journeys' teacher that their students join. */
export const TEACHERS_CLASS = "Ms Head's class";

/**
 * Puts the student (their token) in the class of TEACHER_EMAIL, made on first use: a teacher's
 * console shows the students of their classes only (docs/classes.md).
 */
export async function joinTeachersClass(studentToken: string): Promise<void> {
  const teacher = await ensureTeacherAccount();
  const listed = await call('/classes', undefined, teacher);
  expect(listed.status).toBe(200);
  const existing = (
    listed.body.classes as { name: string; archived: boolean; joinCode: string | null }[]
  ).find((one) => one.name === TEACHERS_CLASS && !one.archived);
  const joinCode =
    existing?.joinCode ?? (await call('/classes', { name: TEACHERS_CLASS }, teacher)).body.class.joinCode;
  const joined = await call('/classes/join', { joinCode }, studentToken);
  expect(joined.status).toBe(200);
}
