import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { REDIS_CLIENT, REDIS_COMMAND_TIMEOUT_MS } from './redis.constants.js';

const logger = new Logger('Redis');

/**
 * Commands fail at once while Redis is down (no offline queue, one retry), or after
 * REDIS_COMMAND_TIMEOUT_MS when it does not answer, so every caller can apply its own degradation
 * instead of hanging; ioredis keeps reconnecting in the background.
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) logger.warn(`Redis unavailable: ${error.message}`);
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.log('Redis reachable again');
    down = false;
  });
  return client;
}

/** REDIS_CLIENT everywhere: a connected ioredis client when REDIS_URL is set, else null. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) => (config.redisUrl ? createRedisClient(config.redisUrl) : null),
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit().catch(() => this.client?.disconnect());
  }
}
