/** A mail as the server received it: the envelope, the decoded subject and text, the raw message. */
export interface ReceivedMail {
  /** The envelope's sender (MAIL FROM). */
  from: string;
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  /** The Subject header, decoded (RFC 2047). */
  subject: string;
  /** The body, decoded (quoted-printable or base64), with `\n` line ends. */
  text: string;
  /** The message as sent: headers and encoded body. */
  raw: string;
  /** ISO time it arrived. */
  receivedAt: string;
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  smtpUrl: string;
  smtpPort: number;
  /** Every mail received so far, oldest first (the array grows as mails arrive). */
  received: ReceivedMail[];
  /** The mails received for `email` (any case), oldest first. */
  mailsTo(email: string): ReceivedMail[];
  /** Stops listening (idempotent). */
  stop(): Promise<void>;
}

/** Recipients in this domain are refused with 550, as a real server refuses an unknown address. */
export declare const REFUSED_DOMAIN: string;

/** Subject and text of a raw plain-text message, decoded. */
export declare function parseMessage(raw: string): { subject: string; text: string };

/** Starts the SMTP server on 127.0.0.1 on a free port. */
export declare function startMailbox(): Promise<Mailbox>;
