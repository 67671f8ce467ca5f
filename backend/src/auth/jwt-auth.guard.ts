import { type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiErrorException } from '../common/api-error.js';
import { type AuthenticatedUser, SESSION_ENDED, TOKEN_INVALID_MESSAGE } from './jwt.strategy.js';
import { SessionStore } from './sessions/session-store.js';

export const TOKEN_MISSING = 'Please log in: the auth-token header is missing';
export const TOKEN_INVALID = TOKEN_INVALID_MESSAGE;
export const TOKEN_EXPIRED = 'Your session has expired; please log in again';

/**
 * Requires a valid `auth-token` of a session that has not ended (logout, reset, role change,
 * linking); every failure is a 401 in the API's error shape. The session check is here, not in the
 * passport strategy: passport keeps one 'jwt' strategy per process, this guard belongs to its app.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly sessions: SessionStore) {
    super();
  }

  // (Typed wider than its own promise so a guard built on it may answer without one.)
  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    return this.signedIn(context);
  }

  protected async signedIn(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const { user } = context.switchToHttp().getRequest<{ user: AuthenticatedUser }>();
    if (!(await this.sessions.isCurrent(user.id, user.jti, user.tokenVersion)))
      throw new ApiErrorException(HttpStatus.UNAUTHORIZED, SESSION_ENDED);
    return true;
  }

  override handleRequest<TUser = AuthenticatedUser>(
    error: unknown,
    user: TUser | false,
    info: unknown,
  ): TUser {
    if (!error && user) return user;
    // The strategy's own answers (a malformed token: 401), never hidden behind "log in again".
    if (error) throw error;
    const reason = info instanceof Error ? info : undefined;
    const message =
      reason?.name === 'TokenExpiredError'
        ? TOKEN_EXPIRED
        : reason?.message === 'No auth token'
          ? TOKEN_MISSING
          : TOKEN_INVALID;
    throw new ApiErrorException(HttpStatus.UNAUTHORIZED, message);
  }
}
