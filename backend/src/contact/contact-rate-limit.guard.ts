import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '../common/rate-limit/client-address.js';
import { type RateLimit, pleaseWait, throwIfRefused } from '../common/rate-limit/rate-limit.js';
import { RateLimiterFactory } from '../common/rate-limit/rate-limiter.factory.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { SecurityEvents } from '../security-events/security-events.service.js';

export function tooManyContactQueriesMessage(seconds: number): string {
  return `Too many messages from your network: ${pleaseWait(seconds)}`;
}

/** Contact queries per client address per minute (CONTACT_RATE_LIMIT_PER_MINUTE): anyone may write. */
@Injectable()
export class ContactRateLimitGuard implements CanActivate {
  private readonly perAddress: RateLimit;

  constructor(
    @Inject(APP_CONFIG) config: ResolvedConfig,
    limits: RateLimiterFactory,
    private readonly events: SecurityEvents,
  ) {
    this.perAddress = limits.create({
      name: 'contact-address',
      points: config.contactRateLimitPerMinute,
      whenRedisDown: 'open',
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const decision = await this.perAddress.consume(clientAddressKey(request.ip));
    if (!decision.allowed) this.events.record('limit.refused', { limit: 'contact-address' });
    throwIfRefused(decision, tooManyContactQueriesMessage);
    return true;
  }
}
