import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { maskEmail } from '../../security-events/security-events.service.js';

/** Sends the password reset link through SMTP_URL (nodemailer); without it, nothing is sent. */
@Injectable()
export class ResetMailer implements OnApplicationShutdown {
  private readonly logger = new Logger(ResetMailer.name);
  private readonly transport: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedConfig) {
    this.transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined;
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  /** The page of the link: /reset-password on the app's public URL. */
  resetLink(token: string): string {
    return `${this.config.mail.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  }

  /** Best effort, in the background: the HTTP answer must not depend on whether an account exists. */
  sendResetLink(to: string, name: string, token: string): void {
    if (!this.transport) return;
    const link = this.resetLink(token);
    this.transport
      .sendMail({
        from: this.config.mail.from,
        to,
        subject: 'Reset your E-learning password',
        text:
          `Hello ${name},\n\nSomeone (we hope you) asked to reset the password of your E-learning account.\n` +
          `Open this link within 30 minutes to choose a new one (it works once):\n\n${link}\n\n` +
          `If you did not ask for it, ignore this email: your password stays as it is.\n`,
      })
      .catch((error: unknown) =>
        this.logger.error(`Could not send the reset email to ${maskEmail(to)}: ${(error as Error).message}`),
      );
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
