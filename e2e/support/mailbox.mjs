// The browser suite's mail server: @elearning/test-mailbox (a real SMTP server on 127.0.0.1, the
// same one the backend's e2e specs use), which the backend sends to through SMTP_URL (verification
// links, invitations, contact replies). The test files run in jest's workers, not in this process,
// so they read the mails through a small HTTP endpoint on loopback (E2E_MAILBOX_URL;
// support/mail.ts), as they script the fake model through E2E_FAKE_MODEL_CONTROL.
import http from 'node:http';
import { startMailbox as startSmtpMailbox } from '@elearning/test-mailbox';

export { REFUSED_DOMAIN } from '@elearning/test-mailbox';

/**
 * Starts the SMTP server and its HTTP endpoint, both on 127.0.0.1.
 * `GET /mails?to=<address>`: the mails received for that address (all without `to`), oldest first,
 * as `{ from, to, subject, text, receivedAt }`.
 * @returns {Promise<{ smtpUrl: string, smtpPort: number, url: string, stop(): Promise<void> }>}
 */
export async function startMailbox() {
  const mailbox = await startSmtpMailbox();
  const reader = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    if (req.method !== 'GET' || url.pathname !== '/mails') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const to = url.searchParams.get('to');
    const mails = (to ? mailbox.mailsTo(to) : mailbox.received).map(
      ({ from, to, subject, text, receivedAt }) => ({ from, to, subject, text, receivedAt }),
    );
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  try {
    await new Promise((resolve, reject) => {
      reader.once('error', reject);
      reader.listen(0, '127.0.0.1', resolve);
    });
  } catch (error) {
    await mailbox.stop();
    throw error;
  }

  return {
    smtpUrl: mailbox.smtpUrl,
    smtpPort: mailbox.smtpPort,
    url: `http://127.0.0.1:${reader.address().port}`,
    stop: async () => {
      reader.closeAllConnections();
      await new Promise((resolve) => reader.close(() => resolve()));
      await mailbox.stop();
    },
  };
}
