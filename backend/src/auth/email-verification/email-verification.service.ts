import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { VerificationSentResponse, VerifyEmailResponse } from '@elearning/contract';
import { ApiErrorException } from '../../common/api-error.js';
import { pleaseWait, type RateLimit, throwIfRefused } from '../../common/rate-limit/rate-limit.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limiter.factory.js';
import { hashLinkToken, newLinkToken } from '../../common/tokens/single-use-token.js';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { MailerService } from '../../mail/mailer.service.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { AccountStore } from '../accounts/account-store.js';
import { TOKEN_INVALID } from '../jwt-auth.guard.js';
import { AccountRoles } from '../roles/account-roles.service.js';
import { EmailVerificationStore } from './email-verification-store.js';

/** A verification link works once, for this long. */
export const VERIFY_LINK_HOURS = 48;
export const VERIFY_LINK_INVALID =
  'This verification link is invalid, used or expired: send a new one from your account menu ("Verify my email")';
export const VERIFY_NOT_AVAILABLE =
  'Email verification is not available at this school (no mail server is configured): ask a teacher to approve your account';
/** Links a signed-in account may ask for in 15 minutes (nobody floods an inbox). */
const SENDS_PER_WINDOW = 3;

/**
 * Proves that an account's email is its owner's with an emailed single-use link (SMTP_URL):
 * sent after a password sign-up and again on request; using it verifies the email, and then
 * TEACHER_EMAILS / ADMIN_EMAILS apply (AccountRoles).
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger(EmailVerificationService.name);
  private readonly sends: RateLimit;

  constructor(
    private readonly store: EmailVerificationStore,
    private readonly accounts: AccountStore,
    private readonly roles: AccountRoles,
    private readonly mailer: MailerService,
    private readonly events: SecurityEvents,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    limits: RateLimiterFactory,
  ) {
    this.sends = limits.create({
      name: 'verify-email-account',
      points: SENDS_PER_WINDOW,
      durationSeconds: 15 * 60,
      whenRedisDown: 'open',
    });
  }

  /** After a sign-up by password: in the background, when a mail server is configured. */
  sendAfterSignUp(userId: string): void {
    if (this.config.smtpUrl === undefined) return;
    void this.send(userId).catch((error: unknown) =>
      this.logger.warn(`Verification email not sent: ${(error as Error).message}`),
    );
  }

  /** "Verify my email": a new link by email (503 without a mail server, 429 when asked too often). */
  async resend(userId: string): Promise<VerificationSentResponse> {
    const account = await this.accounts.standing(userId);
    if (!account) throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
    if (account.emailVerified) return { success: true, emailVerified: true };
    if (this.config.smtpUrl === undefined)
      throw new ApiErrorException(HttpStatus.SERVICE_UNAVAILABLE, VERIFY_NOT_AVAILABLE);
    const decision = await this.sends.consume(userId);
    if (!decision.allowed) this.events.record('limit.refused', { userId, limit: 'verify-email-account' });
    throwIfRefused(decision, (seconds) => `Several links were sent already: ${pleaseWait(seconds)}`);
    const sent = await this.send(userId);
    if (!sent)
      throw new ApiErrorException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'The email could not be sent just now: please try again in a few minutes',
      );
    return { success: true, emailVerified: false };
  }

  /** Uses a link's token: the email is verified; the role lists may promote the account. */
  async verify(token: string): Promise<VerifyEmailResponse> {
    const userId = await this.store.use(hashLinkToken(token));
    if (!userId) throw new ApiErrorException(HttpStatus.BAD_REQUEST, VERIFY_LINK_INVALID);
    const changed = await this.roles.emailVerified(userId, 'email-link');
    const account = await this.accounts.standing(userId);
    return { success: true, role: account?.role ?? 'student', signInAgain: changed !== undefined };
  }

  private async send(userId: string): Promise<boolean> {
    const account = await this.accounts.standing(userId);
    if (!account || account.emailVerified) return false;
    const token = newLinkToken();
    await this.store.create(hashLinkToken(token), userId, account.email, VERIFY_LINK_HOURS);
    const link = `${this.config.publicUrl}/verify-email#token=${token}`;
    const result = await this.mailer.send({
      to: account.email,
      subject: 'Verify your E-learning email',
      text:
        `Hello ${account.name},\n\nPlease confirm that this is your email address by opening this link ` +
        `within ${VERIFY_LINK_HOURS} hours (it works once):\n\n${link}\n\n` +
        `If you did not create an E-learning account, ignore this email.\n`,
    });
    if (result.sent) this.events.record('email.verification-sent', { userId });
    return result.sent;
  }
}
