import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AuthService } from '../../auth/auth.service.js';
import { GoogleAuthService } from '../../auth/google/google-auth.service.js';
import { SessionStore } from '../../auth/sessions/session-store.js';
import { ApiErrorException } from '../../common/api-error.js';
import { isUuid } from '../../common/values.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { AccountDeletionStore, type DeletableAccount } from './account-deletion-store.js';

export const WRONG_PASSWORD = 'That is not your password: your account was not deleted';
export const PASSWORD_NEEDED = 'Type your password to delete your account';
export const GOOGLE_SIGN_IN_NEEDED = 'Sign in with Google again to delete your account';
export const OTHER_GOOGLE_ACCOUNT =
  'That Google account is not the one linked to this account: nothing was deleted';
export const STAFF_NOT_DELETED =
  "A teacher's or administrator's account is not deleted here: its role is removed first (a teacher's by the school's administrator, an administrator's by whoever runs the server)";
export const AUTHOR_NOT_DELETED =
  "This account wrote the school's records (a former teacher's replies and notes): it is not deleted here, ask the school's administrator";
export const AUTHOR_KEPT =
  "This account wrote the school's records (a former teacher's replies and notes): it is kept";
export const NO_SUCH_STUDENT = 'No student with this id';

/** Why an account was deleted (the security event's reason). */
export type DeletionCause = 'own-request' | 'school-request' | 'inactivity';

/**
 * Deleting an account the way "Delete my account" does (docs/privacy.md): every session ends
 * first (its tokens get 401 at once, on every replica), then the account and its content go in one
 * transaction with the audit records that outlive it.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly store: AccountDeletionStore,
    private readonly auth: AuthService,
    private readonly google: GoogleAuthService,
    private readonly sessions: SessionStore,
    private readonly events: SecurityEvents,
  ) {}

  /** DELETE /me: the owner proves it is them again (the password, or a fresh Google sign-in). */
  async deleteOwn(userId: string, proof: { password?: string; idToken?: string }): Promise<void> {
    const account = await this.store.account(userId);
    // The token stood a moment ago: the account was deleted meanwhile.
    if (!account) throw new ApiErrorException(HttpStatus.UNAUTHORIZED, 'Your account no longer exists');
    if (account.role !== 'student') throw new ApiErrorException(HttpStatus.CONFLICT, STAFF_NOT_DELETED);
    if (await this.store.authoredSchoolRecords(account.id))
      throw new ApiErrorException(HttpStatus.CONFLICT, AUTHOR_NOT_DELETED);
    await this.assertOwner(account, proof);
    await this.remove(account.id, 'own-request');
  }

  /** DELETE /admin/students/:id, recorded in the access log with the admin and the reason. */
  async deleteStudent(adminId: string, studentId: string, reason: string): Promise<void> {
    const account = isUuid(studentId) ? await this.store.account(studentId) : undefined;
    if (!account || account.role !== 'student')
      throw new ApiErrorException(HttpStatus.NOT_FOUND, NO_SUCH_STUDENT);
    if (await this.store.authoredSchoolRecords(account.id))
      throw new ApiErrorException(HttpStatus.CONFLICT, AUTHOR_KEPT);
    await this.remove(account.id, 'school-request', { adminId, reason });
  }

  /** The retention job's deletion of an account that stopped signing in. */
  async deleteInactive(userId: string): Promise<boolean> {
    if (await this.store.authoredSchoolRecords(userId)) return false;
    return this.remove(userId, 'inactivity');
  }

  private async remove(
    userId: string,
    cause: DeletionCause,
    admin?: { adminId: string; reason: string },
  ): Promise<boolean> {
    await this.sessions.endAllSessions(userId);
    const deleted = await this.store.delete(
      userId,
      { securityEvent: 'account.deleted', userId, reason: cause, actorId: admin?.adminId },
      admin && { adminId: admin.adminId, subject: 'account_deletion', reason: admin.reason },
    );
    // Logged only: its stored copy was written with the deletion (the account is gone now).
    if (deleted) this.events.record('account.deleted', { userId, reason: cause, actorId: admin?.adminId });
    return deleted;
  }

  private async assertOwner(account: DeletableAccount, proof: { password?: string; idToken?: string }) {
    if (account.password_hash !== null) {
      if (!proof.password) throw new ApiErrorException(HttpStatus.BAD_REQUEST, PASSWORD_NEEDED);
      if (!(await this.auth.passwordMatches(proof.password, account.password_hash))) {
        this.events.record('sign-in.failed', {
          userId: account.id,
          method: 'password',
          reason: 'delete-account',
        });
        // 403, not 401: the session stays (a 401 would sign the student out).
        throw new ApiErrorException(HttpStatus.FORBIDDEN, WRONG_PASSWORD);
      }
      return;
    }
    if (!proof.idToken) throw new ApiErrorException(HttpStatus.BAD_REQUEST, GOOGLE_SIGN_IN_NEEDED);
    let uid: string;
    try {
      uid = (await this.google.verify(proof.idToken)).uid;
    } catch (error) {
      // The token refused: same 403 as a wrong password (a 401 would end the session).
      if (error instanceof ApiErrorException && error.getStatus() === HttpStatus.UNAUTHORIZED)
        throw new ApiErrorException(HttpStatus.FORBIDDEN, GOOGLE_SIGN_IN_NEEDED);
      throw error;
    }
    if (uid !== account.google_uid) {
      this.logger.warn('Account deletion refused: the Google ID token is of another Google account');
      throw new ApiErrorException(HttpStatus.FORBIDDEN, OTHER_GOOGLE_ACCOUNT);
    }
  }
}
