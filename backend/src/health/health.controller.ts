import { Controller, HttpStatus, Inject } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { HealthCheckResult } from '@nestjs/terminus';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Redis } from 'ioredis';
import { ApiErrorException } from '../common/api-error.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { ServiceUnavailableException } from '../common/retry-later.exception.js';
import { DATABASE_UNREACHABLE } from '../database/database-errors.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';
import { DatabasePing } from './database-ping.js';
import { ShutdownState } from './shutdown-state.js';
import { Route, ROUTES } from '../common/route.decorator.js';

/** Longest wait for the database's answer to the readiness ping. */
const READY_DB_TIMEOUT_MS = 2_000;

const NOT_READY_REASONS: Record<string, string> = {
  shutdown: 'this replica is shutting down',
  database: 'the database is not reachable',
};

/** 503 of /health/ready: what is not ready, in the API's error shape. */
export function notReadyMessage(result: HealthCheckResult): string {
  const reasons = Object.keys(result.error ?? {}).map((key) => NOT_READY_REASONS[key] ?? `${key} is down`);
  return `Not ready: ${reasons.join('; ')}`;
}

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly database: DatabasePing,
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly typeOrm: TypeOrmHealthIndicator,
    private readonly shutdown: ShutdownState,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {}

  /** Up only if the database answers (kept for existing monitors; probes use /live and /ready). */
  @Route(ROUTES.health)
  @ApiOkResponse({ schema: { example: { success: true, status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto })
  async check(): Promise<{ success: true; status: 'ok'; database: 'up' }> {
    try {
      await this.database.ping();
    } catch {
      throw new ApiErrorException(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNREACHABLE);
    }
    return { success: true, status: 'ok', database: 'up' };
  }

  /**
   * Liveness: the process answers HTTP. Never looks at the database or Redis: an outage of
   * either must not make the orchestrator restart every replica.
   */
  @Route(ROUTES.healthLive)
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  /**
   * Readiness: this replica can serve: not shutting down and the database answers. Redis only
   * degrades it (limits and live answers fall back, see docs/deploy.md), so it never fails it.
   */
  @Route(ROUTES.healthReady)
  @HealthCheck()
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto })
  async ready(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () =>
          this.shutdown.draining
            ? this.indicators.check('shutdown').down({ message: 'shutting down' })
            : this.indicators.check('shutdown').up(),
        () => this.typeOrm.pingCheck('database').withTimeout(READY_DB_TIMEOUT_MS),
        () => {
          if (this.redis === null) return this.indicators.check('redis').up({ mode: 'not configured' });
          return this.redis.status === 'ready'
            ? this.indicators.check('redis').up()
            : this.indicators.check('redis').degraded({ message: `connection ${this.redis.status}` });
        },
      ]);
    } catch (error) {
      const result = (error as { getResponse?: () => unknown }).getResponse?.() as
        HealthCheckResult | undefined;
      if (result?.status !== 'error') throw error;
      throw new ServiceUnavailableException(notReadyMessage(result), 5);
    }
  }
}
