import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { AccountStore } from '../accounts/account-store.js';
import type { EmailVerifiedBy, Role } from '../entities/user.entity.js';
import { SessionStore } from '../sessions/session-store.js';
import { listedRole } from './role-lists.js';

/**
 * Every change of a role and every email verification goes through here: a role change is stored
 * with its source, recorded as `role.changed` (with who did it) and ends the account's earlier
 * sessions (their tokens were issued for the old role).
 */
@Injectable()
export class AccountRoles {
  constructor(
    private readonly accounts: AccountStore,
    private readonly sessions: SessionStore,
    private readonly events: SecurityEvents,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /**
   * Gives the role TEACHER_EMAILS / ADMIN_EMAILS name for a verified account. Answers the account's
   * token version after it (raised when the role changed), or undefined when nothing changed.
   */
  async applyRoleLists(userId: string): Promise<number | undefined> {
    const account = await this.accounts.standing(userId);
    if (!account) return undefined;
    const listed = listedRole(account, this.config);
    if (!listed) return undefined;
    return this.setRole(userId, listed.role, listed.source);
  }

  /**
   * Sets the role and its source; the new token version when it changed, undefined when the account
   * already had it. (Only the admins' demotion sets 'student' here: its source is what the role
   * lists then respect, role-lists.ts.)
   */
  async setRole(userId: string, role: Role, source: string, actorId?: string): Promise<number | undefined> {
    const previous = await this.accounts.setRole(userId, role, source);
    if (previous === undefined) return undefined;
    this.events.record('role.changed', { userId, actorId, reason: `${previous} -> ${role} (${source})` });
    return this.sessions.endAllSessions(userId);
  }

  /** The email is proven to be the owner's: stored (once) and recorded, then the role lists apply. */
  async emailVerified(userId: string, by: EmailVerifiedBy, actorId?: string): Promise<number | undefined> {
    if (await this.accounts.markEmailVerified(userId, by))
      this.events.record('email.verified', { userId, actorId, reason: by });
    return this.applyRoleLists(userId);
  }
}
