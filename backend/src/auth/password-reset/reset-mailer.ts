import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { MailerService } from '../../mail/mailer.service.js';

/** Emails the password reset link through SMTP_URL (the support module's mailer); without it, nothing. */
@Injectable()
export class ResetMailer implements OnApplicationShutdown {
  private readonly logger = new Logger(ResetMailer.name);
  private readonly mailer: MailerService;

  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedConfig) {
    this.mailer = new MailerService(config);
  }

  get configured(): boolean {
    return this.config.smtpUrl !== undefined;
  }

  /**
   * The page of the link: /reset-password on the app's public URL, the token in the fragment, which
   * browsers never send to a server (so no gateway log or Referer keeps it); the page removes it
   * from the address bar at once.
   */
  resetLink(token: string): string {
    return `${this.config.publicUrl}/reset-password#token=${encodeURIComponent(token)}`;
  }

  /** In the background: the HTTP answer must not depend on whether an account exists. */
  sendResetLink(to: string, name: string, token: string): void {
    void this.mailer
      .send({
        to,
        subject: 'Reset your E-learning password',
        text:
          `Hello ${name},\n\nSomeone (we hope you) asked to reset the password of your E-learning account.\n` +
          `Open this link within 30 minutes to choose a new one (it works once):\n\n${this.resetLink(token)}\n\n` +
          `If you did not ask for it, ignore this email: your password stays as it is.\n`,
      })
      .then((result) => {
        if (!result.sent) this.logger.warn(`Reset email not sent: ${result.reason}`);
      });
  }

  onApplicationShutdown(): void {
    this.mailer.onModuleDestroy();
  }
}
