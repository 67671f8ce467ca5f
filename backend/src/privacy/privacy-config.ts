import { z } from 'zod';
import { type Env, optional, parseSection, wholeNumber, withDefault } from '../config/env.js';

/**
 * How long a student's data is kept (docs/privacy.md, "Retention"). Safety alerts keep their own
 * SAFETY_RETENTION_DAYS (src/safety/safety-config.ts).
 */
export interface PrivacyConfig {
  /** Conversations (by their last activity), contact queries and their replies older than this are deleted. */
  dataRetentionDays: number;
  /** Security events older than this are deleted. */
  securityEventsRetentionDays: number;
  /** A student account not signed in for this long is deleted (after a warning email); undefined: never. */
  inactiveAccountDays: number | undefined;
}

/** Days between the inactivity warning email and the deletion (a student has time to sign in). */
export const INACTIVITY_WARNING_DAYS = 14;

const PRIVACY_ENV = z
  .object({
    DATA_RETENTION_DAYS: withDefault(wholeNumber(1, 36_500), '730'),
    SECURITY_EVENTS_RETENTION_DAYS: withDefault(wholeNumber(1, 36_500), '365'),
    INACTIVE_ACCOUNT_DAYS: optional(wholeNumber(30, 36_500)),
  })
  .transform(
    (env): PrivacyConfig => ({
      dataRetentionDays: env.DATA_RETENTION_DAYS,
      securityEventsRetentionDays: env.SECURITY_EVENTS_RETENTION_DAYS,
      inactiveAccountDays: env.INACTIVE_ACCOUNT_DAYS,
    }),
  );

/** Parses the retention variables; every problem names its variable and stops the start-up. */
export function parsePrivacyConfig(env: Env): { config: PrivacyConfig; problems: string[] } {
  return parseSection(PRIVACY_ENV, env);
}
