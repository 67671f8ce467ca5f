import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { jwtKey } from './jwt-key.js';

export const AUTH_TOKEN_HEADER = 'auth-token';

/** The user a valid token stands for, put on request.user. */
export interface AuthenticatedUser {
  id: string;
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

  validate(payload: { sub?: unknown }): AuthenticatedUser {
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) throw new UnauthorizedException();
    return { id: payload.sub };
  }
}
