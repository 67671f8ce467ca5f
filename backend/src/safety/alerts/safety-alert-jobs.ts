import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SAFETY_JOB_INTERVALS, type SafetyJobIntervals } from './safety-clock.js';
import { SafetyAlertsService } from './safety-alerts.service.js';

/**
 * The periodic safety work on every replica: the re-alert of urgent alerts nobody acknowledged
 * (each alert claimed by one replica, SafetyAlertsStore.claimDueRealerts) and the daily retention
 * deletion (one replica at a time, an advisory lock). A run still going when the next is due is
 * not started twice; a failure is logged and the next run tries again.
 */
@Injectable()
export class SafetyAlertJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SafetyAlertJobs');
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<string>();

  constructor(
    private readonly alerts: SafetyAlertsService,
    @Inject(SAFETY_JOB_INTERVALS) private readonly intervals: SafetyJobIntervals,
  ) {}

  onApplicationBootstrap(): void {
    this.every(this.intervals.realertMs, 'realert', () => this.alerts.realertDue());
    this.every(this.intervals.retentionMs, 'retention', () => this.alerts.deleteExpired());
  }

  onModuleDestroy(): void {
    for (const timer of this.timers) clearInterval(timer);
  }

  private every(ms: number, name: string, work: () => Promise<unknown>): void {
    const run = async () => {
      if (this.running.has(name)) return;
      this.running.add(name);
      try {
        await work();
      } catch (error) {
        this.logger.error(`Safety job ${name} failed: ${(error as Error).message}`);
      } finally {
        this.running.delete(name);
      }
    };
    this.timers.push(setInterval(() => void run(), ms).unref());
  }
}
