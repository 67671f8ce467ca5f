// A real mail server for the browser suite: npm smtp-server on 127.0.0.1, which the backend sends
// to through SMTP_URL (verification links, invitations, contact replies), keeping every mail it
// receives. The test files run in jest's workers, not in this process, so they read the mails
// through a small HTTP endpoint on loopback (E2E_MAILBOX_URL; support/mail.ts), as they script the
// fake model through E2E_FAKE_MODEL_CONTROL.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * Recipients in this domain are refused (550), as a real mail server refuses an unknown address:
 * the console's "not emailed" path (mailto) stays testable with a mail server configured.
 */
export const REFUSED_DOMAIN = 'refused.e2e.example';

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
function decodeHeader(value) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset, encoding, text) => {
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintableBytes(text.replace(/_/g, ' '));
    return new TextDecoder(charset).decode(bytes);
  });
}

function quotedPrintableBytes(text) {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? unfolded.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

/**
 * The parts of a received message a test reads: its subject and its text, decoded. The backend
 * sends plain-text mails (nodemailer: one part, quoted-printable when a line is long).
 */
export function parseMessage(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { subject: decodeHeader(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}

/**
 * Starts the SMTP server and its HTTP endpoint, both on 127.0.0.1.
 * `GET /mails?to=<address>`: the mails received for that address (all without `to`), oldest first,
 * as `{ from, to, subject, text, receivedAt }`.
 * @returns {Promise<{ smtpUrl: string, smtpPort: number, url: string, stop(): Promise<void> }>}
 */
export async function startMailbox() {
  /** @type {{ from: string, to: string[], subject: string, text: string, receivedAt: string }[]} */
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        const refusal = Object.assign(new Error('No such user here'), { responseCode: 550 });
        callback(refusal);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', resolve);
  });
  const smtpPort = smtp.server.address().port;

  const reader = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    if (req.method !== 'GET' || url.pathname !== '/mails') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to ? received.filter((mail) => mail.to.includes(to)) : received;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await new Promise((resolve, reject) => {
    reader.once('error', reject);
    reader.listen(0, '127.0.0.1', resolve);
  });

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    smtpPort,
    url: `http://127.0.0.1:${reader.address().port}`,
    stop: async () => {
      reader.closeAllConnections();
      await new Promise((resolve) => reader.close(() => resolve()));
      await new Promise((resolve) => smtp.close(() => resolve()));
    },
  };
}
