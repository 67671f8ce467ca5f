import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcrypt';
import { QueryFailedError, type Repository } from 'typeorm';
import { ApiErrorException } from '../common/api-error.js';
import { ConcurrencyLimiter } from '../common/concurrency/concurrency-limiter.js';
import { type RateLimit, throwIfRefused } from '../common/rate-limit/rate-limit.js';
import { RateLimiterFactory } from '../common/rate-limit/rate-limiter.factory.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { SecurityEvents } from '../security-events/security-events.service.js';
import { SIGN_IN_UNAVAILABLE } from './auth-rate-limit.guard.js';
import type { CreateUserDto } from './dto/create-user.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import { User } from './entities/user.entity.js';
import type { AuthenticatedUser } from './jwt.strategy.js';
import { PasswordStrength } from './passwords/password-strength.js';
import { SessionStore } from './sessions/session-store.js';
import { roleAtSignIn } from './roles/teacher-emails.js';

export const EMAIL_TAKEN = 'A user with this email already exists';
export const INVALID_LOGIN = 'Invalid email or password';
const UNIQUE_VIOLATION = '23505';

/** 429 once an account had too many failed logins, from whatever addresses. */
export function tooManyFailedLoginsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed logins for this account: please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`;
}

/**
 * What a token carries: the user id as `sub` (and, like the seed, as user.id), its own id `jti`
 * (logout revokes it) and the account's token version `tv` (raised to end every earlier session).
 */
export interface TokenPayload {
  sub: string;
  user: { id: string };
  jti: string;
  tv: number;
}

/** The key of an account in the per-account limit: its email as the unique index compares it. */
const accountKey = (email: string) => email.trim().toLowerCase().slice(0, 320);

@Injectable()
export class AuthService {
  /** Compared against for unknown emails so both failure paths cost one bcrypt compare. */
  private readonly dummyHash: Promise<string>;
  /** bcrypt work is queued (BCRYPT_CONCURRENCY at a time) so a login storm cannot starve other requests. */
  private readonly bcryptSlots: ConcurrencyLimiter;
  /**
   * Failed logins per account from any address: a fixed window from the first failure, so the
   * owner is never delayed longer than one window; a successful login clears it. Fails closed
   * while Redis is down, like the other sign-in limits.
   */
  private readonly failedLogins: RateLimit;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    limits: RateLimiterFactory,
    private readonly sessions: SessionStore,
    private readonly passwords: PasswordStrength,
    private readonly events: SecurityEvents,
  ) {
    this.bcryptSlots = new ConcurrencyLimiter(config.bcryptConcurrency);
    this.dummyHash = bcrypt.hash('not-a-real-password', config.bcryptRounds);
    this.failedLogins = limits.create({
      name: 'login-failures-account',
      points: config.loginFailures.perAccount,
      durationSeconds: config.loginFailures.windowMinutes * 60,
      whenRedisDown: 'closed',
    });
  }

  async createUser(dto: CreateUserDto): Promise<string> {
    await this.passwords.assertStrong(dto.password, dto);
    const passwordHash = await this.hashPassword(dto.password);
    try {
      const result = await this.users.insert({
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        passwordHash,
        role: roleAtSignIn(dto.email, 'student', this.config.teacherEmails),
      });
      const userId = String(result.identifiers[0]?.id);
      this.events.record('sign-in.succeeded', { userId, method: 'password', reason: 'sign-up' });
      return await this.signToken(userId, 0);
    } catch (error) {
      // The unique index on lower(email) decides races; no check-then-insert.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      ) {
        throw new ApiErrorException(HttpStatus.CONFLICT, EMAIL_TAKEN);
      }
      throw error;
    }
  }

  async login(dto: LoginDto): Promise<string> {
    const account = accountKey(dto.email);
    const attempt = await this.failedLogins.attempt(account);
    if (!attempt.decision.allowed) {
      this.events.record('limit.refused', { limit: 'login-failures-account', email: dto.email });
      throwIfRefused(attempt.decision, tooManyFailedLoginsMessage, SIGN_IN_UNAVAILABLE);
    }
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email: dto.email })
      .getOne();
    const hash = user?.passwordHash ?? (await this.dummyHash);
    const matches = await this.bcryptSlots.run(() => bcrypt.compare(dto.password, hash));
    // A Google-only account has no password: same answer as a wrong one (no account enumeration).
    if (!user || !user.passwordHash || !matches) {
      this.events.record('sign-in.failed', { userId: user?.id, email: dto.email, method: 'password' });
      throw new ApiErrorException(HttpStatus.UNAUTHORIZED, INVALID_LOGIN);
    }
    await this.failedLogins.reset(account);
    await this.applyTeacherEmails(user);
    this.events.record('sign-in.succeeded', { userId: user.id, method: 'password' });
    return this.signToken(user.id, user.tokenVersion);
  }

  /**
   * Promotes the account if its email is in TEACHER_EMAILS (sign-in by password or Google). A role
   * change ends the account's earlier sessions (their tokens were issued for the old role).
   */
  async applyTeacherEmails(user: Pick<User, 'id' | 'email' | 'role' | 'tokenVersion'>): Promise<void> {
    const role = roleAtSignIn(user.email, user.role, this.config.teacherEmails);
    if (role === user.role) return;
    await this.users.update({ id: user.id }, { role });
    this.events.record('role.changed', {
      userId: user.id,
      reason: `${user.role} -> ${role} (TEACHER_EMAILS)`,
    });
    user.role = role;
    user.tokenVersion = await this.sessions.endAllSessions(user.id);
  }

  /** Ends the session of this token (POST /auth/logout). */
  async logout(user: AuthenticatedUser): Promise<void> {
    await this.sessions.revoke(user.jti, user.expiresAt);
    this.events.record('logout', { userId: user.id });
    this.events.record('token.revoked', { userId: user.id, reason: 'logout' });
  }

  /** bcrypt, queued with every other bcrypt operation. */
  hashPassword(password: string): Promise<string> {
    return this.bcryptSlots.run(() => bcrypt.hash(password, this.config.bcryptRounds));
  }

  signToken(userId: string, tokenVersion: number): Promise<string> {
    const payload: TokenPayload = { sub: userId, user: { id: userId }, jti: randomUUID(), tv: tokenVersion };
    return this.jwt.signAsync(payload);
  }
}
