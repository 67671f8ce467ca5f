import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiErrorException } from '../../common/api-error.js';
import { hashLinkToken, newLinkToken } from '../../common/tokens/single-use-token.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { AuthService } from '../auth.service.js';
import { PasswordStrength } from '../passwords/password-strength.js';
import { SessionStore } from '../sessions/session-store.js';
import { ResetMailer } from './reset-mailer.js';
import { LoginThrottle } from '../login/login-throttle.js';

/** A reset link works once, for this long. */
export const RESET_LINK_MINUTES = 30;
export const RESET_LINK_INVALID = 'This reset link is invalid, used or expired; please ask for a new one';

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
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
    const rows: { id: string; name: string; email: string }[] = await this.db.query(
      'SELECT id, name, email FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    const user = rows[0];
    this.events.record('password-reset.requested', { userId: user?.id, email });
    if (!user || !this.mailer.configured) return;
    const token = await this.createLink(user.id);
    this.mailer.sendResetLink(user.email, user.name, token);
  }

  /** A new single-use token for the account (emailed, or shown once to a teacher). */
  async createLink(userId: string): Promise<string> {
    const token = newLinkToken();
    await this.db.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [hashLinkToken(token), userId, RESET_LINK_MINUTES],
    );
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
    const rows: { user_id: string; name: string; email: string }[] = await this.db.query(
      `SELECT t.user_id, u.name, u.email FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
      [tokenHash],
    );
    const owner = rows[0];
    if (!owner) throw new ApiErrorException(HttpStatus.BAD_REQUEST, RESET_LINK_INVALID);
    // Checked before the token is used up, so a refused password leaves the link working.
    await this.passwords.assertStrong(password, owner);
    const passwordHash = await this.auth.hashPassword(password);
    // The UPDATE decides races: only one request can mark the token used.
    const [used]: [{ user_id: string }[]] = await this.db.query(
      `UPDATE password_reset_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash],
    );
    if (used.length === 0) throw new ApiErrorException(HttpStatus.BAD_REQUEST, RESET_LINK_INVALID);
    await this.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, owner.user_id]);
    // Any other link still out for this account dies with this reset.
    await this.db.query(
      'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [owner.user_id],
    );
    await this.sessions.endAllSessions(owner.user_id);
    // Whoever was guessing the old password locked the account: its owner has just proven otherwise.
    await this.throttle.cleared(owner.email);
    this.events.record('password-reset.completed', { userId: owner.user_id });
    this.events.record('token.revoked', { userId: owner.user_id, reason: 'password-reset' });
  }
}
