import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export const AUTH_TOKEN_HEADER = 'auth-token';
export const TOKEN_INVALID_MESSAGE = 'Please log in again: the token is not valid';
export const SESSION_ENDED = 'Your session has ended; please log in again';

/** The user a valid token stands for, put on request.user, with the token's id and expiry (logout). */
export interface AuthenticatedUser {
  id: string;
  jti: string;
  /** The account's token version when the token was signed (JwtAuthGuard compares it). */
  tokenVersion: number;
  expiresAt: Date;
}

/** What a verified token must carry (see AuthService.signToken). */
export interface TokenClaims {
  sub?: unknown;
  jti?: unknown;
  tv?: unknown;
  exp?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user of a verified token's claims, or undefined when a claim every token must carry is
 * missing; whether its session still stands is JwtAuthGuard's check.
 */
export function userOfClaims(claims: TokenClaims): AuthenticatedUser | undefined {
  const { sub, jti, tv, exp } = claims;
  if (
    typeof sub !== 'string' ||
    !UUID.test(sub) ||
    typeof jti !== 'string' ||
    !UUID.test(jti) ||
    typeof tv !== 'number' ||
    typeof exp !== 'number'
  )
    return undefined;
  return { id: sub, jti, tokenVersion: tv, expiresAt: new Date(exp * 1000) };
}

/**
 * Verifies a token with the app's key (HS256 only, unexpired: AuthModule's JwtModule options) and
 * returns its claims; throws jsonwebtoken's errors. The guards other modules build from
 * JwtAuthGuard get this, not the JwtService that can also sign.
 */
@Injectable()
export class AuthTokenVerifier {
  constructor(private readonly jwt: JwtService) {}

  claims(token: string): TokenClaims {
    return this.jwt.verify<TokenClaims & object>(token);
  }
}
