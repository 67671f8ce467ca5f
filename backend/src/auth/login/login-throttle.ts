import { Inject, Injectable } from '@nestjs/common';
import { clientAddressKey } from '../../common/rate-limit/client-address.js';
import { type RateLimit, throwIfRefused } from '../../common/rate-limit/rate-limit.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limiter.factory.js';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { SIGN_IN_UNAVAILABLE, tooManyAttemptsMessage } from '../auth-rate-limit.guard.js';

/** 429 once an account had too many failed logins, from whatever addresses. */
export function tooManyFailedLoginsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed logins for this account: please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`;
}

/** The key of an account: its email as the unique index compares it. */
const accountKey = (email: string) => email.trim().toLowerCase().slice(0, 320);

/**
 * Password logins are limited by their FAILURES only (a whole school signs in from one address;
 * a right password never counts): per client address, per address + email, and per account from
 * any address. Each is checked before the password and counted after a failure; a success clears
 * the account's counts. A browser that signed in to the account before (LoginDevices) is not held
 * by the account's lock, so failures from elsewhere cannot lock its owner out. Fails closed while
 * Redis is down, like every sign-in limit.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAddress: RateLimit;
  private readonly perAddressAndEmail: RateLimit;
  private readonly perAccount: RateLimit;

  constructor(
    @Inject(APP_CONFIG) config: ResolvedConfig,
    limits: RateLimiterFactory,
    private readonly events: SecurityEvents,
  ) {
    this.perAddress = limits.create({
      name: 'login-failures-ip',
      points: config.authRateLimit.perIpPerMinute,
      whenRedisDown: 'closed',
    });
    this.perAddressAndEmail = limits.create({
      name: 'login-failures-ip-email',
      points: config.authRateLimit.perIpAndEmailPerMinute,
      whenRedisDown: 'closed',
    });
    this.perAccount = limits.create({
      name: 'login-failures-account',
      points: config.loginFailures.perAccount,
      durationSeconds: config.loginFailures.windowMinutes * 60,
      whenRedisDown: 'closed',
    });
  }

  /** Throws 429 (503 while the limits cannot be counted) when this login may not be tried now. */
  async assertMayTry(ip: string, email: string, knownDevice: boolean): Promise<void> {
    const address = clientAddressKey(ip);
    const [byAddress, byAddressAndEmail, byAccount] = await Promise.all([
      this.perAddress.peek(address),
      this.perAddressAndEmail.peek(`${address} ${accountKey(email)}`),
      knownDevice ? Promise.resolve({ allowed: true } as const) : this.perAccount.peek(accountKey(email)),
    ]);
    for (const [decision, limit] of [
      [byAddress, 'sign-in-address'],
      [byAddressAndEmail, 'sign-in-address'],
    ] as const) {
      if (decision.allowed) continue;
      this.events.record('limit.refused', { limit, email });
      throwIfRefused(decision, tooManyAttemptsMessage, SIGN_IN_UNAVAILABLE);
    }
    if (!byAccount.allowed) {
      this.events.record('limit.refused', { limit: 'login-failures-account', email });
      throwIfRefused(byAccount, tooManyFailedLoginsMessage, SIGN_IN_UNAVAILABLE);
    }
  }

  /** Counts a failed login everywhere it counts. */
  async failed(ip: string, email: string): Promise<void> {
    const address = clientAddressKey(ip);
    const counts: [RateLimit, string][] = [
      [this.perAddress, address],
      [this.perAddressAndEmail, `${address} ${accountKey(email)}`],
      [this.perAccount, accountKey(email)],
    ];
    // Each counts on its own, even past its limit (the next try is refused by assertMayTry).
    await Promise.all(counts.map(([limit, key]) => limit.attempt(key)));
  }

  /** A right password, or a completed password reset: the account's failures are forgotten. */
  async cleared(email: string, ip?: string): Promise<void> {
    await this.perAccount.reset(accountKey(email));
    if (ip !== undefined) await this.perAddressAndEmail.reset(`${clientAddressKey(ip)} ${accountKey(email)}`);
  }
}
