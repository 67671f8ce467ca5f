import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/axe';
import { BASE_URL, launchBrowser, openPage } from '../support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ensureAdminAccount } from '../support/teacher';

/**
 * The admins' roster import (docs/classes.md, "Rosters from the school's system"): an admin uploads
 * a OneRoster CSV zip in the console, checks it (dry run), imports it, and finds its class in Classes.
 * The zip is tiny: the gateways cap request bodies (CLIENT_MAX_BODY_SIZE, default 1m).
 */

/** Screenshots at desktop and phone width, to look at (not compared). */
const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'rosters');

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  adminToken = await ensureAdminAccount();
});
afterAll(async () => {
  await browser?.close();
});

const row = (...cells: string[]) => cells.join(',') + '\r\n';

/**
 * A school of its own (ids and emails prefixed with `p`): one class, its teacher, two students, and
 * a student with no email address (a warning: no account can be made).
 */
function rosterZip(p: string, className: string): Buffer {
  const files: Record<string, string> = {
    'manifest.csv':
      row('propertyName', 'value') +
      row('manifest.version', '1.0') +
      row('oneroster.version', '1.2') +
      ['orgs', 'users', 'roles', 'classes', 'enrollments']
        .map((file) => row(`file.${file}`, 'bulk'))
        .join('') +
      row('file.academicSessions', 'absent'),
    'orgs.csv':
      row('sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId') +
      row(`${p}-s1`, 'active', '', `${p} High School`, 'school', '', ''),
    'users.csv':
      row(
        'sourcedId',
        'status',
        'dateLastModified',
        'enabledUser',
        'username',
        'givenName',
        'familyName',
        'email',
      ) +
      row(`${p}-t1`, 'active', '', 'TRUE', `${p}.grace`, 'Grace', 'Hopper', `${p}.grace@school.example`) +
      row(`${p}-u1`, 'active', '', 'TRUE', `${p}.ada`, 'Ada', 'Lovelace', `${p}.ada@school.example`) +
      row(`${p}-u2`, 'active', '', 'TRUE', `${p}.alan`, 'Alan', 'Turing', `${p}.alan@school.example`) +
      row(`${p}-u3`, 'active', '', 'TRUE', `${p}-nomail`, 'No', 'Mail', ''),
    'roles.csv':
      row(
        'sourcedId',
        'status',
        'dateLastModified',
        'userSourcedId',
        'roleType',
        'role',
        'beginDate',
        'endDate',
        'orgSourcedId',
      ) +
      row(`${p}-r1`, 'active', '', `${p}-t1`, 'primary', 'teacher', '', '', `${p}-s1`) +
      row(`${p}-r2`, 'active', '', `${p}-u1`, 'primary', 'student', '', '', `${p}-s1`) +
      row(`${p}-r3`, 'active', '', `${p}-u2`, 'primary', 'student', '', '', `${p}-s1`) +
      row(`${p}-r4`, 'active', '', `${p}-u3`, 'primary', 'student', '', '', `${p}-s1`),
    'classes.csv':
      row('sourcedId', 'status', 'dateLastModified', 'title', 'classType', 'schoolSourcedId', 'subjects') +
      row(`${p}-c1`, 'active', '', className, 'scheduled', `${p}-s1`, 'Mathematics'),
    'enrollments.csv':
      row(
        'sourcedId',
        'status',
        'dateLastModified',
        'classSourcedId',
        'schoolSourcedId',
        'userSourcedId',
        'role',
        'primary',
        'beginDate',
        'endDate',
      ) +
      row(`${p}-e1`, 'active', '', `${p}-c1`, `${p}-s1`, `${p}-t1`, 'teacher', 'true', '', '') +
      row(`${p}-e2`, 'active', '', `${p}-c1`, `${p}-s1`, `${p}-u1`, 'student', '', '', '') +
      row(`${p}-e3`, 'active', '', `${p}-c1`, `${p}-s1`, `${p}-u2`, 'student', '', '', ''),
  };
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
}

/** Every class's name (GET /classes: an admin sees every class). */
async function classNames(): Promise<string[]> {
  const response = await fetch(`${BASE_URL}/api/classes`, { headers: { 'auth-token': adminToken } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { classes: { name: string }[] }).classes.map((item) => item.name);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The counts row of one kind of thing: "Classes 1 0 0". */
const counts = async (page: Page, table: string, kind: string) =>
  (
    await page
      .getByRole('table', { name: table })
      .getByRole('row', { name: new RegExp(`^${kind}`) })
      .getByRole('cell')
      .allTextContents()
  ).join(' ');

test('an admin checks a OneRoster zip (dry run), imports it, and finds its class in Classes', async () => {
  const p = `e2e${Date.now()}`;
  const className = `Maths 7B ${p}`;
  const { page, context, errors } = await openPage(browser);
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/teacher/questions');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Rosters' }).click();
  await page.getByRole('heading', { name: 'Import a roster' }).waitFor();
  await page.waitForURL('**/teacher/admin/rosters');

  await page.getByLabel(/OneRoster CSV zip/).setInputFiles({
    name: 'roster.zip',
    mimeType: 'application/zip',
    buffer: rosterZip(p, className),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const dryRun = 'What an import would do (nothing is written yet)';
  await page.getByRole('heading', { name: dryRun }).waitFor();
  expect(await counts(page, dryRun, 'Classes')).toBe('1 0 0');
  expect(await counts(page, dryRun, 'Teachers')).toBe('1 0 0');
  expect(await counts(page, dryRun, 'Students')).toBe('2 0 0');
  expect(await counts(page, dryRun, 'Enrollments')).toBe('3 0 0');
  const warnings = page.getByRole('region', { name: /warnings?$/ });
  await expect(warnings.getByRole('row', { name: /users\.csv/ }).count()).resolves.toBeGreaterThan(0);
  await checkAtBothWidths(page, join(SHOTS, 'dry-run'));

  // Nothing written yet: the class is not among the classes.
  await expect(classNames()).resolves.not.toContain(className);

  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('button', { name: 'Yes, import' }).click();
  const done = 'What the import did';
  await page.getByRole('heading', { name: done }).waitFor();
  await expect(page.getByRole('status').filter({ hasText: 'The roster is imported' }).count()).resolves.toBe(
    1,
  );
  expect(await counts(page, done, 'Classes')).toBe('1 0 0');
  expect(await counts(page, done, 'Enrollments')).toBe('3 0 0');
  await checkAtBothWidths(page, join(SHOTS, 'imported'));

  // The notice's link: the class is in Classes (an admin sees every class).
  await page.getByRole('status').getByRole('link', { name: 'Classes' }).click();
  await page.waitForURL('**/teacher/classes');
  await page.getByText(className).first().waitFor();
  await expect(classNames()).resolves.toContain(className);
  expect(errors).toEqual([]);
  await context.close();
});
