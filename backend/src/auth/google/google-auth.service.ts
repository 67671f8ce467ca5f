import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, QueryFailedError, type Repository } from 'typeorm';
import { ApiErrorException } from '../../common/api-error.js';
import { AuthService } from '../auth.service.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { User } from '../entities/user.entity.js';
import { SessionStore } from '../sessions/session-store.js';
import { AccountRoles } from '../roles/account-roles.service.js';
import { FirebaseTokenVerifier, type VerifiedGoogleIdentity } from './firebase-token-verifier.js';
import {
  GOOGLE_MESSAGES,
  GoogleKeysUnavailableError,
  GoogleSignInNotConfiguredError,
  GoogleTokenRejectedError,
} from './google-sign-in.errors.js';

const UNIQUE_VIOLATION = '23505';
/** users.name is varchar(100). */
const NAME_MAX = 100;

@Injectable()
export class GoogleAuthService {
  private readonly logger = new Logger(GoogleAuthService.name);

  constructor(
    private readonly verifier: FirebaseTokenVerifier,
    private readonly auth: AuthService,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionStore,
    private readonly events: SecurityEvents,
    private readonly roles: AccountRoles,
  ) {}

  /** Verifies the Firebase ID token and answers with our own auth token for that person. */
  async login(idToken: string): Promise<string> {
    const identity = await this.verify(idToken);
    const user = await this.findOrCreateByVerifiedEmail(identity);
    // Google proved the email (email_verified, the google.com provider): TEACHER_EMAILS may apply.
    const tokenVersion = (await this.roles.emailVerified(user.id, 'google')) ?? user.tokenVersion;
    this.events.record('sign-in.succeeded', { userId: user.id, method: 'google' });
    return this.auth.signToken(user.id, tokenVersion);
  }

  /** The Google identity of a Firebase ID token (sign-in, and proving it again before a deletion). */
  async verify(idToken: string): Promise<VerifiedGoogleIdentity> {
    try {
      return await this.verifier.verify(idToken);
    } catch (error) {
      if (error instanceof GoogleTokenRejectedError) {
        this.logger.warn(`Google ID token refused: ${error.reason}`);
        throw new ApiErrorException(HttpStatus.UNAUTHORIZED, error.publicMessage);
      }
      if (error instanceof GoogleSignInNotConfiguredError) {
        throw new ApiErrorException(HttpStatus.SERVICE_UNAVAILABLE, GOOGLE_MESSAGES.notConfigured);
      }
      if (error instanceof GoogleKeysUnavailableError) {
        this.logger.error(
          `Google signing keys unavailable: ${String((error.cause as Error | undefined)?.message ?? error.cause)}`,
        );
        throw new ApiErrorException(HttpStatus.SERVICE_UNAVAILABLE, GOOGLE_MESSAGES.unavailable);
      }
      throw error;
    }
  }

  /**
   * The user for a verified Google identity: the one already linked to this Firebase uid, else the
   * one with this email (case-insensitive; a password account gets linked, never duplicated), else
   * a new password-less account. The unique indexes on lower(email) and google_uid decide races:
   * a concurrent insert makes ours fail and we read the winner.
   */
  async findOrCreateByVerifiedEmail(identity: VerifiedGoogleIdentity, attempt = 1): Promise<User> {
    const linked = await this.users.findOne({ where: { googleUid: identity.uid } });
    if (linked) return linked;

    const byEmail = await this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: identity.email })
      .getOne();
    if (byEmail) {
      // Google has verified that this person owns the email: link (or re-link, when the Firebase
      // account was recreated and has a new uid) the existing account. Sign-up never verified the
      // email, so its password may belong to someone who registered another person's address:
      // linking drops it (docs/decisions/0002-google-account-linking.md).
      if (byEmail.googleUid !== identity.uid) {
        const hadPassword = await this.users.exists({
          where: { id: byEmail.id, passwordHash: Not(IsNull()) },
        });
        await this.users.update({ id: byEmail.id }, { googleUid: identity.uid, passwordHash: null });
        byEmail.googleUid = identity.uid;
        byEmail.passwordHash = null;
        if (hadPassword) {
          // Whoever signed up with this address may hold a token: every earlier session ends.
          byEmail.tokenVersion = await this.sessions.endAllSessions(byEmail.id);
          this.events.record('google.link-removed-password', { userId: byEmail.id });
          this.events.record('token.revoked', { userId: byEmail.id, reason: 'google-link' });
        }
      }
      return byEmail;
    }

    try {
      const result = await this.users.insert({
        name: displayName(identity),
        email: identity.email,
        phone: '',
        passwordHash: null,
        googleUid: identity.uid,
      });
      const id = String(result.identifiers[0]?.id);
      return await this.users.findOneOrFail({ where: { id } });
    } catch (error) {
      const isRace =
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
      if (isRace && attempt < 3) return this.findOrCreateByVerifiedEmail(identity, attempt + 1);
      throw error;
    }
  }
}

/** The Google account's name, else the email's local part. */
function displayName(identity: VerifiedGoogleIdentity): string {
  const name = identity.name ?? identity.email.split('@')[0] ?? identity.email;
  return Array.from(name).slice(0, NAME_MAX).join('');
}
