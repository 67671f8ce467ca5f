import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { DatabasePing } from './database-ping.js';
import { HealthController } from './health.controller.js';
import { ShutdownState } from './shutdown-state.js';

/** /health, /health/live, /health/ready, and the ShutdownState that main.ts sets on SIGTERM. */
@Global()
@Module({
  // The 503 body says what is down; terminus's own error log would repeat it at every probe.
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [ShutdownState, DatabasePing],
  exports: [ShutdownState],
})
export class HealthModule {}
