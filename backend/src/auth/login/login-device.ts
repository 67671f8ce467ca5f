import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';

/** How long a browser that signed in to an account stays known to it. */
const DEVICE_DAYS = 30;
const DEVICE_SECONDS = DEVICE_DAYS * 24 * 60 * 60;

/**
 * Device cookies (OWASP "slow brute force" guidance): a browser that has signed in to an account
 * keeps signing in while the account is locked by failures from elsewhere, so a classmate cannot
 * lock a student out. One HttpOnly cookie per account, named after a hash of its email, holding
 * when it was issued and an HMAC of (email, issued) under a key derived from JWT_SECRET: it proves
 * nothing but "this browser signed in to this email before", and cannot be made for another email.
 */
@Injectable()
export class LoginDevices {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: ResolvedConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('login-device').digest();
    this.secure = config.publicUrl.startsWith('https:');
  }

  /** The Set-Cookie header value after a successful sign-in to `email`. */
  cookieFor(email: string, now = Date.now()): string {
    const issued = Math.floor(now / 1000);
    const value = `${issued}.${this.mac(email, issued)}`;
    return (
      `${cookieName(email)}=${value}; Max-Age=${DEVICE_SECONDS}; Path=/; HttpOnly; SameSite=Strict` +
      (this.secure ? '; Secure' : '')
    );
  }

  /** Whether the request's cookies show a browser that signed in to `email` within DEVICE_DAYS. */
  isKnown(cookieHeader: string | undefined, email: string, now = Date.now()): boolean {
    const value = readCookie(cookieHeader, cookieName(email));
    const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
    if (!match) return false;
    const issued = Number(match[1]);
    const age = Math.floor(now / 1000) - issued;
    if (age < 0 || age > DEVICE_SECONDS) return false;
    const expected = Buffer.from(this.mac(email, issued));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private mac(email: string, issued: number): string {
    return createHmac('sha256', this.key)
      .update(`${normal(email)}|${issued}`)
      .digest('base64url');
  }
}

const normal = (email: string) => email.trim().toLowerCase();

function cookieName(email: string): string {
  return `ld_${createHash('sha256').update(normal(email)).digest('hex').slice(0, 16)}`;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
