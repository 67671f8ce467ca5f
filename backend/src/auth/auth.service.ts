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
import type { AuthenticatedUser } from './auth-token.js';
import { PasswordStrength } from './passwords/password-strength.js';
import { SessionStore } from './sessions/session-store.js';
import { LoginDevices } from './login/login-device.js';
import { LoginThrottle } from './login/login-throttle.js';
import { AccountRoles } from './roles/account-roles.service.js';
import { clientAddressKey } from '../common/rate-limit/client-address.js';

export const EMAIL_TAKEN = 'A user with this email already exists';
export const INVALID_LOGIN = 'Invalid email or password';
const UNIQUE_VIOLATION = '23505';

export function tooManySignUpsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many new accounts from your network: please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or ask your teacher`;
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

/** Where a sign-in comes from: the client address and the browser's cookies (LoginDevices). */
export interface SignInContext {
  ip: string;
  cookieHeader?: string;
}

@Injectable()
export class AuthService {
  /** Compared against for unknown emails so both failure paths cost one bcrypt compare. */
  private readonly dummyHash: Promise<string>;
  /** bcrypt work is queued (BCRYPT_CONCURRENCY at a time) so a login storm cannot starve other requests. */
  private readonly bcryptSlots: ConcurrencyLimiter;
  /** New accounts per client address per hour (SIGNUPS_PER_ADDRESS_PER_HOUR): account farms. */
  private readonly signUps: RateLimit;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    limits: RateLimiterFactory,
    private readonly sessions: SessionStore,
    private readonly passwords: PasswordStrength,
    private readonly events: SecurityEvents,
    private readonly throttle: LoginThrottle,
    private readonly devices: LoginDevices,
    private readonly roles: AccountRoles,
  ) {
    this.bcryptSlots = new ConcurrencyLimiter(config.bcryptConcurrency);
    this.dummyHash = bcrypt.hash('not-a-real-password', config.bcryptRounds);
    this.signUps = limits.create({
      name: 'sign-ups-address',
      points: config.signupsPerAddressPerHour,
      durationSeconds: 60 * 60,
      whenRedisDown: 'closed',
    });
  }

  /**
   * A new student account. Never a teacher at sign-up: TEACHER_EMAILS and ADMIN_EMAILS apply once
   * the email is verified (the emailed link, sent here when SMTP_URL is set).
   */
  async createUser(dto: CreateUserDto, from: SignInContext): Promise<{ token: string; userId: string }> {
    const address = clientAddressKey(from.ip);
    const allowed = await this.signUps.peek(address);
    if (!allowed.allowed) {
      this.events.record('limit.refused', { limit: 'sign-ups-address', email: dto.email });
      throwIfRefused(allowed, tooManySignUpsMessage, SIGN_IN_UNAVAILABLE);
    }
    await this.passwords.assertStrong(dto.password, dto);
    const passwordHash = await this.hashPassword(dto.password);
    let userId: string;
    try {
      const result = await this.users.insert({
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        passwordHash,
        role: 'student',
      });
      userId = String(result.identifiers[0]?.id);
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
    await this.signUps.attempt(address);
    this.events.record('sign-in.succeeded', { userId, method: 'password', reason: 'sign-up' });
    return { token: await this.signToken(userId, 0), userId };
  }

  async login(dto: LoginDto, from: SignInContext): Promise<{ token: string; deviceCookie: string }> {
    const knownDevice = this.devices.isKnown(from.cookieHeader, dto.email);
    await this.throttle.assertMayTry(from.ip, dto.email, knownDevice);
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email: dto.email })
      .getOne();
    const hash = user?.passwordHash ?? (await this.dummyHash);
    const matches = await this.bcryptSlots.run(() => bcrypt.compare(dto.password, hash));
    // A Google-only account has no password: same answer as a wrong one (no account enumeration).
    if (!user || !user.passwordHash || !matches) {
      await this.throttle.failed(from.ip, dto.email);
      this.events.record('sign-in.failed', { userId: user?.id, email: dto.email, method: 'password' });
      throw new ApiErrorException(HttpStatus.UNAUTHORIZED, INVALID_LOGIN);
    }
    // The owner's own browser signs in through a lock without lifting it for everyone else.
    if (!knownDevice) await this.throttle.cleared(dto.email, from.ip);
    const tokenVersion = (await this.roles.applyRoleLists(user.id)) ?? user.tokenVersion;
    this.events.record('sign-in.succeeded', { userId: user.id, method: 'password' });
    return {
      token: await this.signToken(user.id, tokenVersion),
      deviceCookie: this.devices.cookieFor(user.email),
    };
  }

  /** Ends the session of this token (POST /auth/logout). */
  async logout(user: AuthenticatedUser): Promise<void> {
    await this.sessions.revoke(user.jti, user.expiresAt);
    this.events.record('logout', { userId: user.id });
    this.events.record('token.revoked', { userId: user.id, reason: 'logout' });
  }

  /** Whether `password` is the one of `hash` (bcrypt, queued with every other bcrypt operation). */
  passwordMatches(password: string, hash: string): Promise<boolean> {
    return this.bcryptSlots.run(() => bcrypt.compare(password, hash));
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
