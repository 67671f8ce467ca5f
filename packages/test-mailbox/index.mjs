/**
 * A real mail server for tests: npm smtp-server on 127.0.0.1, which the backend sends to through
 * SMTP_URL (verification links, password resets, invitations, contact replies). It keeps every
 * mail it receives, raw and decoded, in `received`. Only the mail server is a stand-in: the
 * backend's nodemailer transport runs over real SMTP.
 * Plain ESM JavaScript (types in index.d.mts) so Node, jest and the browser suite import it as it is.
 */
import { SMTPServer } from 'smtp-server';

/**
 * Recipients in this domain are refused (550), as a real mail server refuses an unknown address:
 * the "not emailed" paths stay testable with a mail server configured.
 */
export const REFUSED_DOMAIN = 'refused.example';

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
 * @param {string} raw
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

/** @returns {Promise<import('./index.d.mts').Mailbox>} */
export async function startMailbox() {
  /** @type {import('./index.d.mts').ReceivedMail[]} */
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          ...parseMessage(raw),
          raw,
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
  let stopping;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    smtpPort,
    received,
    mailsTo: (email) => received.filter((mail) => mail.to.includes(email.toLowerCase())),
    stop: () => (stopping ??= new Promise((resolve) => smtp.close(() => resolve()))),
  };
}
