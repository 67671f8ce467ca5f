import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ApiErrorException } from '../common/api-error.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { jwtKey } from './jwt-key.js';

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
interface TokenClaims {
  sub?: unknown;
  jti?: unknown;
  tv?: unknown;
  exp?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: ResolvedConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromHeader(AUTH_TOKEN_HEADER),
      // passport-jwt hands the key to jsonwebtoken.verify, which takes a KeyObject (see jwt-key.ts);
      // its type still says string | Buffer.
      secretOrKey: jwtKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** The claims every token must carry; whether its session still stands is JwtAuthGuard's check. */
  validate(payload: TokenClaims): AuthenticatedUser {
    const { sub, jti, tv, exp } = payload;
    if (
      typeof sub !== 'string' ||
      !UUID.test(sub) ||
      typeof jti !== 'string' ||
      !UUID.test(jti) ||
      typeof tv !== 'number' ||
      typeof exp !== 'number'
    )
      throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID_MESSAGE);
    return { id: sub, jti, tokenVersion: tv, expiresAt: new Date(exp * 1000) };
  }
}
