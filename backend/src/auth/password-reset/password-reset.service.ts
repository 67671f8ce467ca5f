import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiErrorException } from '../../common/api-error.js';
import { hashLinkToken, newLinkToken } from '../../common/tokens/single-use-token.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { AccountStore } from '../accounts/account-store.js';
import { AuthService } from '../auth.service.js';
import { PasswordStrength } from '../passwords/password-strength.js';
import { SessionStore } from '../sessions/session-store.js';
import { PasswordResetStore } from './password-reset-store.js';
import { ResetMailer } from './reset-mailer.js';
import { LoginThrottle } from '../login/login-throttle.js';

/** A reset link works once, for this long. */
export const RESET_LINK_MINUTES = 30;
export const RESET_LINK_INVALID = 'This reset link is invalid, used or expired; please ask for a new one';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly links: PasswordResetStore,
    private readonly accounts: AccountStore,
    private readonly auth: AuthService,
    private readonly passwords: PasswordStrength,
    private readonly sessions: SessionStore,
    private readonly mailer: ResetMailer,
    private readonly events: SecurityEvents,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Emails a single-use link when an account uses this email (and SMTP_URL is set); the caller
   * answers the same either way, so the answer tells nobody whether the email has an account.
   */
  async requestReset(email: string): Promise<void> {
    const user = await this.accounts.standingByEmail(email);
    this.events.record('password-reset.requested', { userId: user?.id, email });
    if (!user || !this.mailer.configured) return;
    const token = await this.createLink(user.id);
    this.mailer.sendResetLink(user.email, user.name, token);
  }

  /** A new single-use token for the account (emailed, or shown once to a teacher). */
  async createLink(userId: string): Promise<string> {
    const token = newLinkToken();
    await this.links.create(hashLinkToken(token), userId, RESET_LINK_MINUTES);
    return token;
  }

  /**
   * A link a teacher copies for a student (no email needed): the same single-use, 30-minute link
   * the email carries. Shown once: only its hash is stored.
   */
  async createLinkForTeacher(userId: string, teacherId: string): Promise<{ link: string; expiresAt: Date }> {
    const token = await this.createLink(userId);
    this.events.record('password-reset.requested', { userId, actorId: teacherId, reason: 'teacher' });
    return {
      link: this.mailer.resetLink(token),
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    };
  }

  /** Sets the new password (the sign-up rule applies) and ends every earlier session of the account. */
  async reset(token: string, password: string): Promise<void> {
    const tokenHash = hashLinkToken(token);
    const owner = await this.links.owner(tokenHash);
    if (!owner) throw new ApiErrorException(HttpStatus.BAD_REQUEST, RESET_LINK_INVALID);
    // Checked before the token is used up, so a refused password leaves the link working.
    await this.passwords.assertStrong(password, owner);
    const passwordHash = await this.auth.hashPassword(password);
    // Only one request can use the token up (a race's loser gets the same 400).
    if ((await this.links.use(tokenHash)) === undefined)
      throw new ApiErrorException(HttpStatus.BAD_REQUEST, RESET_LINK_INVALID);
    await this.accounts.setPasswordHash(owner.userId, passwordHash);
    // Any other link still out for this account dies with this reset.
    await this.links.useAllOf(owner.userId);
    await this.sessions.endAllSessions(owner.userId);
    // Whoever was guessing the old password locked the account: its owner has just proven otherwise.
    await this.throttle.cleared(owner.email);
    this.events.record('password-reset.completed', { userId: owner.userId });
    this.events.record('token.revoked', { userId: owner.userId, reason: 'password-reset' });
  }
}
