import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiErrorException } from '../common/api-error.js';
import { type AuthenticatedUser, TOKEN_INVALID_MESSAGE } from './jwt.strategy.js';

export const TOKEN_MISSING = 'Please log in: the auth-token header is missing';
export const TOKEN_INVALID = TOKEN_INVALID_MESSAGE;
export const TOKEN_EXPIRED = 'Your session has expired; please log in again';

/** Requires a valid `auth-token`; every failure is a 401 in the API's error shape. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser = AuthenticatedUser>(
    error: unknown,
    user: TUser | false,
    info: unknown,
  ): TUser {
    if (!error && user) return user;
    // The strategy's own answers: an ended session (401), or the database unreachable while
    // checking it (the exception filter makes that a 503), never "log in again".
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
