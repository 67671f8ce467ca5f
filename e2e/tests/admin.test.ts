import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/axe';
import { BASE_URL, launchBrowser, openPage, uniqueEmail } from '../support/browser';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ensureAdminAccount,
  ensureTeacherAccount,
  TEACHER_EMAIL,
  TEACHER_PASSWORD,
} from '../support/teacher';

/**
 * The school administrators' areas of the teachers' console (docs/teachers.md): Teachers, Invite a
 * teacher, Security events, and a teacher's Approve on a student's page.
 */

/** Screenshots of the new pages at desktop and phone width, to look at (not compared). */
const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'admin');
const ADMIN_ONLY = 'This is for school administrators only';
const ADMIN_AREAS = ['Teachers', 'Invite a teacher', 'Security events', 'Rosters'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  await ensureAdminAccount();
  await ensureTeacherAccount();
});
afterAll(async () => {
  await browser?.close();
});

async function api(path: string, body?: unknown, token?: string) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A new student account (never verified, never approved): its id and token. */
async function signUpStudent(label: string, name: string) {
  const email = uniqueEmail(label);
  const created = await api('/auth/createuser', {
    name,
    email,
    phone: '+15550102030',
    password: TEACHER_PASSWORD,
  });
  expect(created.status).toBe(200);
  const me = await api('/auth/me', undefined, created.body.authToken);
  return { email, id: me.body.user.id as string, token: created.body.authToken as string };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

/** The console's areas by name (the Safety area's count of open alerts left out: other tests raise some). */
async function consoleAreas(page: Page): Promise<string[]> {
  const names = await consoleNav(page).getByRole('link').allTextContents();
  return names.map((name) => name.replace(/\d+ open alerts?$/, ''));
}

const check = (page: Page, name: string) => checkAtBothWidths(page, join(SHOTS, name));

test('the admin invites a teacher (link shown once), sees how each got access, demotes one, filters the security events', async () => {
  const inviteeName = `Ina Invited ${Date.now()}`;
  const invitee = await signUpStudent('invited', inviteeName);

  const admin = await openPage(browser);
  await logIn(admin.page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.page.goto('/teacher/questions');
  await admin.page.getByRole('heading', { level: 1, name: "Teachers' console" }).waitFor();
  await consoleNav(admin.page).getByRole('link', { name: 'Security events' }).waitFor();
  await expect(consoleAreas(admin.page)).resolves.toEqual([
    'Questions',
    'Safety',
    'Classes',
    'Contact inbox',
    'Students',
    'Access log',
    ...ADMIN_AREAS,
  ]);

  // Invite a teacher: the link once, in a read-only field; the stack's mail server got it too.
  await consoleNav(admin.page).getByRole('link', { name: 'Invite a teacher' }).click();
  await admin.page.getByRole('heading', { name: 'Invite a teacher' }).waitFor();
  await admin.page.getByLabel("Teacher's email address").fill(invitee.email);
  await admin.page.getByRole('button', { name: 'Create invitation' }).click();
  const linkField = admin.page.getByLabel(/Invitation link \(shown once/);
  await linkField.waitFor();
  await expect(linkField.getAttribute('readonly')).resolves.not.toBeNull();
  const link = new URL(await linkField.inputValue());
  expect(link.pathname).toBe('/invite');
  await admin.page.getByText(`It was also emailed to ${invitee.email}.`).waitFor();
  const invitations = admin.page.getByRole('table');
  const row = invitations.getByRole('row').filter({ hasText: invitee.email });
  await row.getByText(/^Waiting \(valid until /).waitFor();
  await check(admin.page, 'invite');
  // Shown once: after a reload only the list is left.
  await admin.page.reload();
  await row.waitFor();
  await expect(admin.page.getByLabel(/Invitation link/).count()).resolves.toBe(0);

  // The invitee uses the link (signed in with the invited email, as the /invite page does).
  const token = new URLSearchParams(link.hash.slice(1)).get('token');
  const accepted = await api('/auth/invitations/accept', { token }, invitee.token);
  expect(accepted).toMatchObject({ status: 200, body: { role: 'teacher' } });
  await admin.page.reload();
  await row.getByText(`Used by ${inviteeName}`).waitFor();

  // Teachers: who has access and how; the admin has no Demote; the new teacher is demoted.
  await consoleNav(admin.page).getByRole('link', { name: 'Teachers' }).click();
  const staff = admin.page.getByRole('table');
  const adminRow = staff.getByRole('row').filter({ hasText: ADMIN_EMAIL });
  await adminRow.getByText('Listed in the server setting ADMIN_EMAILS').waitFor();
  await adminRow.getByText('Administrator').waitFor();
  await adminRow.getByText('The emailed confirmation link').waitFor();
  await expect(adminRow.getByRole('button').count()).resolves.toBe(0);
  await staff
    .getByRole('row')
    .filter({ hasText: TEACHER_EMAIL })
    .getByText('Teacher', { exact: true })
    .waitFor();
  const newTeacher = staff.getByRole('row').filter({ hasText: invitee.email });
  await newTeacher.getByText('Accepted an invitation').waitFor();
  await newTeacher.getByText('The invitation link').waitFor();
  await newTeacher.getByRole('button', { name: `Demote ${inviteeName}` }).click();
  await newTeacher.getByText(`Make ${inviteeName} a student?`).waitFor();
  await check(admin.page, 'teachers');
  await newTeacher.getByRole('button', { name: 'Yes, demote' }).click();
  await admin.page.getByText(`${inviteeName} is a student now and has been signed out.`).waitFor();
  await newTeacher.waitFor({ state: 'detached' });
  // The backend agrees: the token the invitation gave no longer works.
  expect((await api('/auth/me', undefined, accepted.body.authToken)).status).toBe(401);

  // Security events: the demotion, by the admin; then only one type.
  await consoleNav(admin.page).getByRole('link', { name: 'Security events' }).click();
  const events = admin.page.getByRole('table');
  const demotion = events
    .getByRole('row')
    .filter({ hasText: inviteeName })
    .filter({ hasText: 'Teacher → Student: demoted by an administrator' });
  await demotion.getByText('Role changed').waitFor();
  await demotion.getByText('Mx Admin').waitFor();
  await admin.page.getByLabel('Type of event').selectOption({ label: 'Teacher invitation accepted' });
  await admin.page.waitForURL((url) => url.searchParams.get('type') === 'invitation.accepted');
  // Every row shown is of that type (the unfiltered table had this invitee's acceptance too).
  await admin.page.waitForFunction(() => {
    const types = [...document.querySelectorAll('tbody tr td:nth-child(2)')].map((cell) => cell.textContent);
    return types.length > 0 && types.every((type) => type === 'Teacher invitation accepted');
  });
  await events.getByRole('row').filter({ hasText: inviteeName }).waitFor();
  await check(admin.page, 'security-events');
  expect(admin.errors).toEqual([]);
  await admin.context.close();
});

test('an admin approves a student nobody vouched for (in no class: no teacher sees them); a teacher sees no admin areas and their URLs say no', async () => {
  const student = await signUpStudent('unvouched', 'Una Unverified');
  const admin = await openPage(browser);
  await logIn(admin.page, ADMIN_EMAIL, ADMIN_PASSWORD);

  await admin.page.goto(`/teacher/students/${student.id}`);
  const account = admin.page
    .locator('.card')
    .filter({ has: admin.page.getByRole('heading', { name: 'Account' }) });
  await account.getByText('Approved by a teacher: no').waitFor();
  await account.getByText(/Approving gives them the full daily AI tutor allowance/).waitFor();
  await check(admin.page, 'student');
  await account.getByRole('button', { name: 'Approve' }).click();
  await account.getByText('Approved: Una Unverified now has the full daily AI tutor allowance.').waitFor();
  await account.getByText('Approved by a teacher: yes').waitFor();
  await expect(account.getByRole('button', { name: 'Approve' }).count()).resolves.toBe(0);
  expect((await api('/auth/me', undefined, student.token)).body.user.vouched).toBe(true);
  await admin.context.close();

  // A teacher sees the students of their classes only: this one is not found.
  const teacher = await openPage(browser);
  await logIn(teacher.page, TEACHER_EMAIL, TEACHER_PASSWORD);
  await teacher.page.goto(`/teacher/students/${student.id}`);
  await teacher.page.getByText('Student not found').waitFor();

  // Not an admin: the console lists the teachers' areas only, and an admin URL shows the backend's answer.
  await teacher.page.getByText(/escalations? waiting/).waitFor();
  await expect(consoleAreas(teacher.page)).resolves.toEqual([
    'Questions',
    'Safety',
    'Classes',
    'Contact inbox',
    'Students',
    'Access log',
  ]);
  await teacher.page.goto('/teacher/admin/security-events');
  await teacher.page.getByRole('alert').filter({ hasText: ADMIN_ONLY }).waitFor();
  await expect(teacher.page.getByRole('table').count()).resolves.toBe(0);
  await expect(teacher.page.getByLabel('Type of event').count()).resolves.toBe(0);
  await expect(consoleAreas(teacher.page)).resolves.toEqual([
    'Questions',
    'Safety',
    'Classes',
    'Contact inbox',
    'Students',
    'Access log',
  ]);
  await check(teacher.page, 'teacher-refused');
  await teacher.context.close();
});
