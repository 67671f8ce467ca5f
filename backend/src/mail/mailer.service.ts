import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
}
export type MailResult = { sent: true } | { sent: false; reason: string };

export const NO_SMTP = 'Not emailed: no mail server is configured (SMTP_URL)';
export const SMTP_FAILED = 'Not emailed: the mail server could not be reached or refused the message';

/** Sends email through SMTP_URL with nodemailer; without it, says so instead of sending. */
@Injectable()
export class MailerService implements OnModuleDestroy {
  private readonly logger = new Logger(MailerService.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedConfig) {
    // Short timeouts: a teacher is waiting for the answer; a slow mail server must not hang the console.
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: 5_000,
          greetingTimeout: 5_000,
          socketTimeout: 10_000,
        })
      : null;
  }

  async send(email: Email): Promise<MailResult> {
    if (!this.transport) return { sent: false, reason: NO_SMTP };
    try {
      await this.transport.sendMail({ from: this.config.smtpFrom, ...email });
      return { sent: true };
    } catch (error) {
      // The error's message only (no addresses or body in the log).
      this.logger.warn(`Email not sent: ${(error as Error).message}`);
      return { sent: false, reason: SMTP_FAILED };
    }
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
