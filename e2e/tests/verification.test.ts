import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { InvitationCreatedResponse } from '@elearning/contract';
import { checkAtBothWidths } from '../support/axe';
import { BASE_URL, launchBrowser, openPage, TARGET, uniqueEmail } from '../support/browser';
import { INVITATION_SUBJECT, linkIn, VERIFY_SUBJECT, waitForMail } from '../support/mail';
import { signUpTeacherEmail } from '../support/staff.mjs';
import { studentOnQuestionPage } from '../support/student';
import { ensureAdminAccount } from '../support/teacher';

/*
 * Trusted roles in Chromium against the real backend and a real mail server (support/mailbox.mjs):
 * a teacher's listed address becomes a teacher only once the emailed link is opened; "Verify my
 * email" sends another; a student nobody vouched for is told about the small allowance; an admin's
 * invitation is accepted by a visitor who signs up through it. axe on every new page, screenshots
 * at desktop and phone width (looked at, not compared).
 */

const SHOTS = join(__dirname, '..', '..', '.cache', 'screenshots', 'verification');
const PASSWORD = 'Verify#Harbor-2026';
const LINK_INVALID = /This verification link is invalid, used or expired/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** Chromium logs each 4xx response as a console error; the pages' own errors are what count. */
const pageErrors = (errors: string[]) => errors.filter((error) => !/status of (400|401|403)/.test(error));

const check = (page: Page, name: string) => checkAtBothWidths(page, join(SHOTS, `${TARGET}-${name}`));

/**
 * Opens an emailed link in the browser. The mail's origin is the backend's PUBLIC_URL, which
 * cannot name the stack's free ports: the same path and fragment on the gateway under test.
 */
const openLink = (page: Page, link: URL) => page.goto(`${link.pathname}${link.hash}`);

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a listed teacher signs up: told to verify, refused at /teacher/ until the emailed link is opened, then a teacher', async () => {
  const email = signUpTeacherEmail(TARGET);
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto('/signup');
    await page.getByText('We will email you a link to verify your address.').waitFor();
    await page.getByLabel('Name').fill('Tess Teacher');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone').fill('+15550102030');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/question');
    await page
      .getByRole('alert')
      .filter({ hasText: `a link to verify your email address is on its way to ${email}` })
      .filter({ hasText: "A teacher's account becomes a teacher's once its email is verified." })
      .waitFor();

    // A listed address is no teacher before its email is verified.
    await page.goto('/teacher/');
    await page.getByRole('heading', { level: 1, name: 'For teachers only' }).waitFor();
    await expect(nav(page).getByRole('link', { name: 'Teacher' }).count()).resolves.toBe(0);

    // "Verify my email" on the account menu sends a second link.
    await page.goto('/question');
    await page.getByRole('button', { name: 'Your account Email not verified' }).click();
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `We sent a link to ${email}` })
      .waitFor();
    await check(page, 'account-menu');
    const second = await waitForMail(email, VERIFY_SUBJECT, { count: 2 });
    const link = linkIn(second, '/verify-email');

    await openLink(page, link);
    await page.getByText('Your email is verified.').waitFor();
    await page.getByText("Your account is now a teacher's account. Please log in again to use it.").waitFor();
    // The token left the address bar at once.
    expect(page.url()).toBe(`${BASE_URL}/verify-email`);
    await check(page, 'verified-teacher');

    // The promotion ended the sign-up's session: log in again, and the console opens.
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    await logIn(page, email);
    await page.waitForURL('**/question');
    await nav(page).getByRole('link', { name: 'Teacher' }).click();
    await page.getByRole('heading', { level: 1, name: "Teachers' console" }).waitFor();

    // A link works once.
    await openLink(page, link);
    await page.getByRole('alert').filter({ hasText: LINK_INVALID }).waitFor();
    expect(page.url()).toBe(`${BASE_URL}/verify-email`);
    await check(page, 'used-link');
    expect(pageErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a student nobody vouched for is told about the small allowance; the emailed link gives the full one', async () => {
  const name = `Vera Unverified ${Date.now()}`;
  const { page, email, errors, close } = await studentOnQuestionPage(browser, name);
  try {
    const notice = page.locator('.mf-question-time-left');
    await notice.getByText(/small daily allowance with the AI tutor until your email is verified/).waitFor();
    await check(page, 'small-allowance');
    const mail = await waitForMail(email, VERIFY_SUBJECT);
    await openLink(page, linkIn(mail, '/verify-email'));
    await page.getByText('Your email is verified.').waitFor();
    await page.getByText('Your account now has the full daily time with the AI tutor.').waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await check(page, 'verified-student');

    // Still signed in (a student's verification changes no role): the notice is gone.
    await page.getByRole('link', { name: 'Go to Ask Question' }).click();
    await page.waitForURL('**/question');
    await page.getByRole('button', { name: 'Your account', exact: true }).waitFor();
    await expect(notice.getByText(/small daily allowance/).count()).resolves.toBe(0);
    expect(pageErrors(errors)).toEqual([]);
  } finally {
    await close();
  }
});

test('an invitation: a signed-out visitor signs up with the invited email through /invite, accepts, and is a teacher', async () => {
  const adminToken = await ensureAdminAccount();
  const email = uniqueEmail('invited');
  const created = await fetch(`${BASE_URL}/api/admin/invitations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'auth-token': adminToken },
    body: JSON.stringify({ email }),
  });
  expect(created.status).toBe(200);
  const invitation = (await created.json()) as InvitationCreatedResponse;
  const link = new URL(invitation.link);
  expect(link.pathname).toBe('/invite');
  // Also emailed, with the same link.
  expect(invitation.emailed).toBe(true);
  expect(linkIn(await waitForMail(email, INVITATION_SUBJECT), '/invite').href).toBe(link.href);

  const { context, page, errors } = await openPage(browser);
  try {
    await openLink(page, link);
    await page.getByRole('heading', { level: 1, name: 'Teacher invitation' }).waitFor();
    await page.getByText('You have been invited to teach on E-Learning.').waitFor();
    expect(page.url()).toBe(`${BASE_URL}/invite`);
    await check(page, 'invite-signed-out');

    await page.getByRole('link', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/signup?next=%2Finvite');
    await page.getByLabel('Name').fill('Ivy Invited');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone').fill('+15550102030');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // Back on the invitation, signed in.
    await page.waitForURL('**/invite');
    await page.getByRole('button', { name: 'Accept the invitation' }).waitFor();
    await check(page, 'invite-signed-in');
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.getByText("Invitation accepted. Your account is now a teacher's account.").waitFor();
    await check(page, 'invite-accepted');

    // The new token is stored: the console opens at once, and the navigation has Teacher.
    await page.getByRole('link', { name: "Open the teachers' console" }).click();
    await page.getByRole('heading', { level: 1, name: "Teachers' console" }).waitFor();
    await nav(page).getByRole('link', { name: 'Teacher' }).waitFor();

    // The link worked once.
    const again = await fetch(`${BASE_URL}/api/auth/invitations/accept`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'auth-token': (await page.evaluate(() => localStorage.getItem('token'))) ?? '',
      },
      body: JSON.stringify({ token: new URLSearchParams(link.hash.slice(1)).get('token') }),
    });
    expect(again.status).toBe(400);
    expect(pageErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
