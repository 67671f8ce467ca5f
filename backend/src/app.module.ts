import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module.js';
import { ConfigModule } from './config/config.module.js';
import type { ResolvedConfig } from './config/resolve-config.js';
import { RateLimitModule } from './common/rate-limit/rate-limiter.factory.js';
import { ContactModule } from './contact/contact.module.js';
import { typeOrmOptions } from './database/typeorm-options.js';
import { HealthController } from './health/health.controller.js';
import { QuesModule } from './ques/ques.module.js';
import { RedisModule } from './redis/redis.module.js';
import { SupportModule } from './support/support.module.js';

/** Built from an already validated configuration, so tests and main.ts assemble the same app. */
@Module({})
export class AppModule {
  static forRoot(config: ResolvedConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(typeOrmOptions(config)),
        RedisModule,
        RateLimitModule,
        AuthModule,
        QuesModule,
        ContactModule,
        SupportModule,
      ],
      controllers: [HealthController],
    };
  }
}
