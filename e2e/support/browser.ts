import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

/** Which way the suite reaches the app: 'direct' (the Node gateway of `npm start`) or 'nginx'
 * (the images' gateway configuration); set per jest project (`globals.E2E_TARGET`). */
export const TARGET: 'direct' | 'nginx' =
  (globalThis as { E2E_TARGET?: string }).E2E_TARGET === 'nginx' ? 'nginx' : 'direct';

function baseUrl(): string {
  if (TARGET === 'nginx') {
    if (process.env.E2E_NGINX_URL) return process.env.E2E_NGINX_URL;
    throw new Error(`the nginx pass has no gateway: ${process.env.E2E_NGINX_ERROR ?? 'E2E_NGINX_URL is not set'}`);
  }
  return process.env.E2E_BASE_URL || 'http://localhost:8080';
}

export const BASE_URL = baseUrl().replace(/\/$/, '');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A fresh context (own localStorage) with its page errors collected. */
export async function openPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Stops or restarts serving one remote through the gateway's test hook (only when the suite started the app). */
export async function setRemoteDown(segment: string, down: boolean): Promise<boolean> {
  if (process.env.E2E_TEST_HOOKS !== '1' || TARGET !== 'direct') return false;
  const response = await fetch(`${BASE_URL}/__test__/remotes/${segment}/${down ? 'down' : 'up'}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`test hook answered ${response.status}`);
  return true;
}
