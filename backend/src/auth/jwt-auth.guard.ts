import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { ApiErrorException } from '../common/api-error.js';
import {
  AUTH_TOKEN_HEADER,
  type AuthenticatedUser,
  AuthTokenVerifier,
  SESSION_ENDED,
  type TokenClaims,
  TOKEN_INVALID_MESSAGE,
  userOfClaims,
} from './auth-token.js';
import { SessionStore } from './sessions/session-store.js';

export const TOKEN_MISSING = 'Please log in: the auth-token header is missing';
export const TOKEN_INVALID = TOKEN_INVALID_MESSAGE;
export const TOKEN_EXPIRED = 'Your session has expired; please log in again';

/**
 * Requires a valid `auth-token` (HS256 only, unexpired, with every claim AuthService.signToken
 * writes) of a session that has not ended (logout, reset, role change, linking); every failure is
 * a 401 in the API's error shape. The token is verified with this app's own key through @nestjs/jwt
 * (jsonwebtoken): passport kept one 'jwt' strategy per process, so the last app started in a
 * process verified every app's tokens (decision 0015, item 13).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: AuthTokenVerifier,
    private readonly sessions: SessionStore,
  ) {}

  // (Typed wider than its own promise so a guard built on it may answer without one.)
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    return this.signedIn(context);
  }

  protected async signedIn(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, unknown>; user?: AuthenticatedUser }>();
    const user = this.verified(request.headers[AUTH_TOKEN_HEADER]);
    request.user = user;
    if (!(await this.sessions.isCurrent(user.id, user.jti, user.tokenVersion)))
      throw new ApiErrorException(HttpStatus.UNAUTHORIZED, SESSION_ENDED);
    return true;
  }

  private verified(token: unknown): AuthenticatedUser {
    if (typeof token !== 'string' || token === '')
      throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_MISSING);
    let claims: TokenClaims;
    try {
      claims = this.tokens.claims(token);
    } catch (error) {
      const expired = error instanceof Error && error.name === 'TokenExpiredError';
      throw new ApiErrorException(HttpStatus.UNAUTHORIZED, expired ? TOKEN_EXPIRED : TOKEN_INVALID);
    }
    const user = userOfClaims(claims);
    if (!user) throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
    return user;
  }
}
