import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ResolvedConfig } from './resolve-config.js';
import { APP_CONFIG } from './config.constants.js';

/** Makes the validated, resolved configuration injectable everywhere as APP_CONFIG. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ResolvedConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
