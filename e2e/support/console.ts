import type { Page } from 'playwright-core';
import { BASE_URL, uniqueEmail } from './browser';

/** The backend's JSON answer; each caller reads the fields it checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any };

/** A call of the backend through the gateway (`/api`) with an account's token. */
export async function api(
  path: string,
  token: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<Answer> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'auth-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Logs in through the Login page and waits to be taken away from it. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A new student who joined the class with its code (typed in lower case: case does not matter). */
export async function studentInClass(name: string, joinCode: string): Promise<{ token: string }> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const created = await fetch(`${BASE_URL}/api/auth/createuser`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, phone: '+15550102030', password: 'Secret#Harbor-2026' }),
  });
  expect(created.status).toBe(200);
  const token = (await created.json()).authToken as string;
  expect((await api('/classes/join', token, { joinCode: joinCode.toLowerCase() })).status).toBe(200);
  return { token };
}
