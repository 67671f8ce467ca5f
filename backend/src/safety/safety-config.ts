import { z } from 'zod';
import {
  always,
  type Env,
  emailList,
  httpUrl,
  oneOf,
  optional,
  parseSection,
  text,
  wholeNumber,
  withDefault,
} from '../config/env.js';

/**
 * Student safety (docs/safety.md): what the student sees when a message raises the urgent tier, who
 * is told and how soon, how long alerts are kept, and the classifier a school may add to the
 * offline screen.
 */
export type ModerationProviderName = 'openai' | 'guard' | 'none';

export interface SafetyConfig {
  /** Markdown shown on the help card (the school's helplines and adults). */
  helpResources: string;
  /** An urgent alert not acknowledged within this is sent again, and to `alertEmails`. */
  ackMinutes: number;
  /** The school's safety leads (lower case): they get urgent alerts nobody acknowledged in time. */
  alertEmails: string[];
  /** Alerts (and their excerpts) older than this are deleted. */
  retentionDays: number;
  moderation: {
    provider: ModerationProviderName;
    /** Including the version path, e.g. https://api.openai.com/v1. */
    baseUrl: string | undefined;
    model: string | undefined;
    apiKey: string | undefined;
    /** Longest wait for a verdict; then the offline screen's verdict stands. */
    timeoutMs: number;
  };
}

/** The default card: a school adult and the emergency number, and a note that the school sets its own. */
export const DEFAULT_HELP_RESOURCES = [
  "**You don't have to deal with this alone.**",
  '',
  '- Talk to an adult you trust at school today: your teacher, the school counsellor or the school office.',
  '- If you are in danger right now, call your local emergency number (112 in Europe, 911 in the US and Canada, 999 in the UK, 000 in Australia).',
  '',
  '_Your school has not added its helplines here yet (SAFETY_HELP_RESOURCES)._',
].join('\n');

/** The OpenAI moderation model; a guard model has no sensible default name. */
export const DEFAULT_OPENAI_MODERATION_MODEL = 'omni-moderation-latest';

const SAFETY_ENV = z
  .object({
    SAFETY_HELP_RESOURCES: withDefault(text.max(4_000), DEFAULT_HELP_RESOURCES),
    SAFETY_ACK_MINUTES: withDefault(wholeNumber(1, 1_440), '10'),
    SAFETY_ALERT_EMAILS: withDefault(emailList, ''),
    SAFETY_RETENTION_DAYS: withDefault(wholeNumber(1, 3_650), '365'),
    MODERATION_PROVIDER: optional(oneOf(['openai', 'guard', 'none'] as const)),
    MODERATION_BASE_URL: optional(httpUrl),
    MODERATION_MODEL: optional(text),
    MODERATION_API_KEY: optional(text),
    MODERATION_TIMEOUT_MS: withDefault(wholeNumber(50, 30_000), '1500'),
  })
  .superRefine((env, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    const provider = env.MODERATION_PROVIDER;
    if ((provider === 'openai' || provider === 'guard') && env.MODERATION_BASE_URL === undefined)
      problem(`MODERATION_PROVIDER=${provider} needs MODERATION_BASE_URL (e.g. https://api.openai.com/v1)`);
    if (provider === 'guard' && env.MODERATION_MODEL === undefined)
      problem('MODERATION_PROVIDER=guard needs MODERATION_MODEL (e.g. llama-guard3:1b)');
  }, always)
  .transform(
    (env): SafetyConfig => ({
      helpResources: env.SAFETY_HELP_RESOURCES.replace(/\\n/g, '\n'),
      ackMinutes: env.SAFETY_ACK_MINUTES,
      alertEmails: env.SAFETY_ALERT_EMAILS,
      retentionDays: env.SAFETY_RETENTION_DAYS,
      moderation: {
        provider: env.MODERATION_PROVIDER ?? 'none',
        baseUrl: env.MODERATION_BASE_URL,
        model:
          env.MODERATION_MODEL ??
          (env.MODERATION_PROVIDER === 'openai' ? DEFAULT_OPENAI_MODERATION_MODEL : undefined),
        apiKey: env.MODERATION_API_KEY,
        timeoutMs: env.MODERATION_TIMEOUT_MS,
      },
    }),
  );

/** Parses the safety variables; every problem names its variable and stops the start-up. */
export function parseSafetyConfig(env: Env): { config: SafetyConfig; problems: string[] } {
  return parseSection(SAFETY_ENV, env);
}
