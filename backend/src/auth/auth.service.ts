import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcrypt';
import { QueryFailedError, type Repository } from 'typeorm';
import { ApiErrorException } from '../common/api-error.js';
import { ConcurrencyLimiter } from '../common/concurrency/concurrency-limiter.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { CreateUserDto } from './dto/create-user.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import { User } from './entities/user.entity.js';
import { roleAtSignIn } from './roles/teacher-emails.js';

export const EMAIL_TAKEN = 'A user with this email already exists';
export const INVALID_LOGIN = 'Invalid email or password';
const UNIQUE_VIOLATION = '23505';

/** What a token carries: the user id as `sub` (and, like the seed, as user.id). */
export interface TokenPayload {
  sub: string;
  user: { id: string };
}

@Injectable()
export class AuthService {
  /** Compared against for unknown emails so both failure paths cost one bcrypt compare. */
  private readonly dummyHash: Promise<string>;
  /** bcrypt work is queued (BCRYPT_CONCURRENCY at a time) so a login storm cannot starve other requests. */
  private readonly bcryptSlots: ConcurrencyLimiter;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    this.bcryptSlots = new ConcurrencyLimiter(config.bcryptConcurrency);
    this.dummyHash = bcrypt.hash('not-a-real-password', config.bcryptRounds);
  }

  async createUser(dto: CreateUserDto): Promise<string> {
    const passwordHash = await this.bcryptSlots.run(() =>
      bcrypt.hash(dto.password, this.config.bcryptRounds),
    );
    try {
      const result = await this.users.insert({
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        passwordHash,
        role: roleAtSignIn(dto.email, 'student', this.config.teacherEmails),
      });
      return await this.signToken(String(result.identifiers[0]?.id));
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
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email: dto.email })
      .getOne();
    const hash = user?.passwordHash ?? (await this.dummyHash);
    const matches = await this.bcryptSlots.run(() => bcrypt.compare(dto.password, hash));
    // A Google-only account has no password: same answer as a wrong one (no account enumeration).
    if (!user || !user.passwordHash || !matches)
      throw new ApiErrorException(HttpStatus.UNAUTHORIZED, INVALID_LOGIN);
    await this.applyTeacherEmails(user);
    return this.signToken(user.id);
  }

  /** Promotes the account if its email is in TEACHER_EMAILS (sign-in by password or Google). */
  async applyTeacherEmails(user: Pick<User, 'id' | 'email' | 'role'>): Promise<void> {
    const role = roleAtSignIn(user.email, user.role, this.config.teacherEmails);
    if (role === user.role) return;
    await this.users.update({ id: user.id }, { role });
    user.role = role;
  }

  signToken(userId: string): Promise<string> {
    const payload: TokenPayload = { sub: userId, user: { id: userId } };
    return this.jwt.signAsync(payload);
  }
}
