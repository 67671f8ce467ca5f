import { ConsoleLogger, type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ClassesModule } from './classes/classes.module.js';
import { ConfigModule } from './config/config.module.js';
import { LOG_LEVELS } from './config/app-config.js';
import type { ResolvedConfig } from './config/resolve-config.js';
import { RateLimitModule } from './common/rate-limit/rate-limiter.factory.js';
import { ContactModule } from './contact/contact.module.js';
import { initializeWithin } from './database/initialize-within.js';
import { migrateUnderLock } from './database/migrate-under-lock.js';
import { typeOrmOptions } from './database/typeorm-options.js';
import { HealthModule } from './health/health.module.js';
import { loggerParams } from './logging/logger-params.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { RostersModule } from './rosters/rosters.module.js';
import { SafetyModule } from './safety/safety.module.js';
import { TutorModule } from './tutor/tutor.module.js';
import { RedisModule } from './redis/redis.module.js';
import { SecurityEventsModule } from './security-events/security-events.module.js';
import { StudentSupportModule } from './student-support/student-support.module.js';
import { TeachersModule } from './teachers/teachers.module.js';

/** Built from an already validated configuration, so tests and main.ts assemble the same app. */
@Module({})
export class AppModule {
  /** `logDestination`: where log lines go instead of stdout (tests read them). */
  static forRoot(config: ResolvedConfig, logDestination?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(
          loggerParams({ level: config.logLevel, format: config.logFormat, destination: logDestination }),
        ),
        TypeOrmModule.forRootAsync({
          // Connection attempts at start are initializeWithin's (DATABASE_CONNECT_TIMEOUT_S), not Nest's retries.
          useFactory: () => ({ ...typeOrmOptions(config), retryAttempts: 0 }),
          // Migrated before anything can use the database (several replicas: one at a time).
          dataSourceFactory: async (options) => {
            // Not the app's logger: its lines are buffered until the app exists, and a backend waiting
            // for its database, or a replica waiting on another's migrations, must say so while it waits.
            const consoleLogger = (context: string) =>
              new ConsoleLogger(context, {
                json: config.logFormat === 'json',
                logLevels: LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(config.logLevel) + 1),
              });
            const database = consoleLogger('Database');
            const dataSource = await initializeWithin(
              options!,
              config.databaseConnectTimeoutSeconds,
              (message) => database.warn(message),
            );
            const logger = consoleLogger('Migrations');
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
        SecurityEventsModule,
        AuthModule,
        TutorModule,
        ContactModule,
        StudentSupportModule,
        TeachersModule,
        AdminModule,
        ClassesModule,
        RostersModule,
        SafetyModule,
        PrivacyModule,
        HealthModule,
        MetricsModule,
      ],
    };
  }
}
