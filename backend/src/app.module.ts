import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthModule } from './auth/auth.module.js';
import { ConfigModule } from './config/config.module.js';
import type { ResolvedConfig } from './config/resolve-config.js';
import { RateLimitModule } from './common/rate-limit/rate-limiter.factory.js';
import { ContactModule } from './contact/contact.module.js';
import { migrateUnderLock } from './database/migrate-under-lock.js';
import { typeOrmOptions } from './database/typeorm-options.js';
import { HealthModule } from './health/health.module.js';
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
        TypeOrmModule.forRootAsync({
          useFactory: () => typeOrmOptions(config),
          // Migrated before anything can use the database (several replicas: one at a time).
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            const logger = new Logger('Migrations');
            try {
              await migrateUnderLock(dataSource, (message) => logger.log(message));
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
        RedisModule,
        RateLimitModule,
        AuthModule,
        QuesModule,
        ContactModule,
        SupportModule,
        HealthModule,
      ],
    };
  }
}
