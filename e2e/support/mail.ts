import type { VerifyEmailResponse } from '@elearning/contract';
import { BASE_URL } from './browser';

/** A mail the stack's mail server received (support/mailbox.mjs), decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

export const VERIFY_SUBJECT = /Verify your E-learning email/;
export const INVITATION_SUBJECT = /You are invited to teach on E-learning/;

function mailboxUrl(): string {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url)
    throw new Error(
      'E2E_MAILBOX_URL is not set: the suite did not start the mail server (support/mailbox.mjs)',
    );
  return url;
}

/** Every mail received for `email` so far, oldest first. */
export async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl()}/mails?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`reading the mailbox failed: HTTP ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits until `email` has received `count` mails whose subject matches, and returns the last of
 * them (the backend sends after answering, so a mail comes a moment after the request).
 */
export async function waitForMail(
  email: string,
  subject: RegExp,
  { count = 1, timeoutMs = 15_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = (await mailsTo(email)).filter((mail) => subject.test(mail.subject));
    if (matching.length >= count) return matching[count - 1];
    if (Date.now() > deadline)
      throw new Error(
        `${email} received ${matching.length} of ${count} mails matching ${subject} in ${timeoutMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link to `path` in a mail (`<PUBLIC_URL>/verify-email#token=...`, `<PUBLIC_URL>/invite#token=...`). */
export function linkIn(mail: ReceivedMail, path: '/verify-email' | '/invite'): URL {
  const match = new RegExp(`https?://\\S+${path}#token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}

/** The token of a mail's link. */
export const tokenOf = (link: URL): string => new URLSearchParams(link.hash.slice(1)).get('token') ?? '';

/**
 * Verifies `email`'s account the way its owner does: the link the backend mailed at sign-up (the
 * `count`-th verification mail), its token POSTed as the `/verify-email` page does.
 */
export async function verifyByMail(email: string, count = 1): Promise<VerifyEmailResponse> {
  const mail = await waitForMail(email, VERIFY_SUBJECT, { count });
  const response = await fetch(`${BASE_URL}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: tokenOf(linkIn(mail, '/verify-email')) }),
  });
  if (response.status !== 200)
    throw new Error(`POST /auth/verify-email: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as VerifyEmailResponse;
}
