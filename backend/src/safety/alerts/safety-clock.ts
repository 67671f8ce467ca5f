import { Injectable } from '@nestjs/common';

/**
 * The time the safety alerts go by (when an alert was raised, when its re-alert is due, the
 * digest's day, the retention cut-off). Injected so a test can move it forward instead of waiting
 * SAFETY_ACK_MINUTES: `overrideProvider(SafetyClock).useValue(...)`, or `app.get(SafetyClock)`.
 */
@Injectable()
export class SafetyClock {
  now(): Date {
    return new Date();
  }
}

/** How often each replica runs the safety jobs (each job does its work on one replica at a time). */
export interface SafetyJobIntervals {
  /** Urgent alerts past SAFETY_ACK_MINUTES are looked for this often. */
  realertMs: number;
  /** Alerts past SAFETY_RETENTION_DAYS are deleted this often. */
  retentionMs: number;
}

/** Injection token of the intervals; tests override it with shorter ones. */
export const SAFETY_JOB_INTERVALS = Symbol('SAFETY_JOB_INTERVALS');

export const DEFAULT_SAFETY_JOB_INTERVALS: SafetyJobIntervals = {
  realertMs: 30_000,
  retentionMs: 24 * 60 * 60_000,
};
