import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { RetentionService } from './retention.service.js';
import { RetentionStore } from './retention-store.js';

/** How often each replica looks whether today's retention run is still to do (SafetyJobIntervals' way). */
export interface PrivacyJobIntervals {
  retentionCheckMs: number;
}

/** Injection token of the interval; tests override it. */
export const PRIVACY_JOB_INTERVALS = Symbol('PRIVACY_JOB_INTERVALS');

export const DEFAULT_PRIVACY_JOB_INTERVALS: PrivacyJobIntervals = { retentionCheckMs: 60 * 60_000 };

/**
 * The retention job on every replica, timed like the safety jobs (src/safety/alerts/
 * safety-alert-jobs.ts, the same SafetyClock): each replica checks every hour, the first to claim
 * the day runs it (RetentionStore.claimRun). Also keeps each account's last sign-in (what
 * INACTIVE_ACCOUNT_DAYS counts from), from the `sign-in.succeeded` security events.
 */
@Injectable()
export class PrivacyRetentionJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PrivacyRetentionJobs');
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly retention: RetentionService,
    private readonly store: RetentionStore,
    private readonly events: SecurityEvents,
    @Inject(PRIVACY_JOB_INTERVALS) private readonly intervals: PrivacyJobIntervals,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.events.subscribe((event) => {
      if (event.securityEvent === 'sign-in.succeeded' && event.userId)
        this.store
          .recordSignIn(event.userId, new Date())
          .catch((error: unknown) => this.logger.warn(`Could not record a sign-in: ${String(error)}`));
    });
    this.timer = setInterval(() => void this.tick(), this.intervals.retentionCheckMs).unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    clearInterval(this.timer);
  }

  /** A run still going when the next check is due is not started twice; a failure is retried tomorrow. */
  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.retention.runDaily();
    } catch (error) {
      this.logger.error(`Retention run failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
