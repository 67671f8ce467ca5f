import { Global, Module } from '@nestjs/common';
import { SecurityEventStore } from './security-event-store.js';
import { SecurityEvents } from './security-events.service.js';

/** The security log (every module records into it) and its stored copy for teachers. */
@Global()
@Module({ providers: [SecurityEvents, SecurityEventStore], exports: [SecurityEvents, SecurityEventStore] })
export class SecurityEventsModule {}
