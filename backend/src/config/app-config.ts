import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FirebaseAuthConfig, parseFirebaseAuthConfig } from '../auth/google/firebase-auth.config.js';
import { type AiConfig, parseAiConfig } from '../tutor/ai/ai-config.js';
import { parseSafetyConfig, type SafetyConfig } from '../safety/safety-config.js';
import { parsePrivacyConfig, type PrivacyConfig } from '../privacy/privacy-config.js';
import { z } from 'zod';
import {
  always,
  type Env,
  oneOf,
  optional,
  parseEnv,
  postgresUrl,
  httpUrl,
  redisUrl,
  smtpUrl,
  emailList,
  text,
  wholeNumber,
  withDefault,
} from './env.js';
import { isTimeZone } from '../ai-usage/school-day.js';
import { type TrustProxy, trustProxySchema } from './trust-proxy.js';
import { weakSecretReason } from './weak-secret.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Everything the backend reads from the environment, validated once at start. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** External Postgres; undefined means "start the embedded one". */
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  /** Where the embedded Postgres data and the generated JWT secret live. */
  dataDir: string;
  /** undefined outside production means "generate once and keep in dataDir". */
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  bcryptRounds: number;
  /** bcrypt hashes/compares running at once (the rest queue). */
  bcryptConcurrency: number;
  dbPoolSize: number;
  /** Longest wait for a new database connection; then the request fails with 503. */
  dbConnectTimeoutMs: number;
  /**
   * Longest a statement may run (Postgres's statement_timeout); a server that does not answer at
   * all is given up one second later (pg's query_timeout). Either way the request fails with 503.
   * Migrations run without it (migrate-under-lock.ts).
   */
  dbQueryTimeoutMs: number;
  /** Shared state for several replicas (limits, answer claims, live answers); undefined: in process. */
  redisUrl: string | undefined;
  corsOrigins: string[];
  /** Peers trusted to report the client address in X-Forwarded-For (TRUST_PROXY, see trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Attempts per minute on /auth/login, /auth/createuser, /auth/google (sliding window, in memory). */
  authRateLimit: { perIpAndEmailPerMinute: number; perIpPerMinute: number };
  /** Failed logins per account from any address in one window; a successful login clears them. */
  loginFailures: { perAccount: number; windowMinutes: number };
  /** Questions a student may save per minute. */
  questionRateLimitPerMinute: number;
  /** Contact queries per client address per minute. */
  contactRateLimitPerMinute: number;
  /** Contact queries per email in 10 minutes (the real limit: a school shares one address). */
  contactRateLimitPerEmail: number;
  /**
   * Daily AI tokens per student and for the whole school (undefined: no ceiling), counted in the
   * school's day (an IANA time zone).
   */
  aiQuota: { perStudent: number; perUnvouched: number; totalPerDay: number | undefined; timeZone: string };
  /** Swagger UI and /docs-json (off in production unless API_DOCS=on). */
  apiDocs: boolean;
  /** The app's public URL: the emailed password reset links point there (sent through SMTP_URL). */
  publicUrl: string;
  logLevel: LogLevel;
  /** `json`: one JSON object per line (default in production); `pretty`: readable (default otherwise). */
  logFormat: LogFormat;
  /** Access lines of ordinary requests per second before they are sampled; undefined: every line (decision 0019). */
  accessLogLinesPerSecond: number | undefined;
  /**
   * Accounts with these emails (lower case) become teachers (admins) at their next sign-in once the
   * email is verified (docs/security.md, "Who is a teacher").
   */
  teacherEmails: string[];
  adminEmails: string[];
  /** New accounts per client address per hour (account farms); a class signing up together passes. */
  signupsPerAddressPerHour: number;
  /** How long a starting backend waits for its database before it exits with a clear message. */
  databaseConnectTimeoutSeconds: number;
  /** Contact replies are emailed through this SMTP server (smtp:// or smtps://); undefined: not emailed. */
  smtpUrl: string | undefined;
  /** The From of those emails. */
  smtpFrom: string;
  /** SIGTERM: how long readiness fails while requests are still served, then the longest wait for in-flight work. */
  shutdown: { drainDelayMs: number; graceMs: number };
  /** Google sign-in (FIREBASE_PROJECT_ID, FIREBASE_JWKS_URL, FIREBASE_AUTH_EMULATOR_HOST). */
  firebase: FirebaseAuthConfig;
  /** The AI tutor: provider, model, timeouts, answer rate limit (src/tutor/ai/ai-config.ts). */
  ai: AiConfig;
  /** Student safety: help card, alerts, retention, the classifier (src/safety/safety-config.ts). */
  safety: SafetyConfig;
  /** How long a student's data is kept (src/privacy/privacy-config.ts). */
  privacy: PrivacyConfig;
}

/** A config problem at start-up: every message names the variable at fault. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** src/config and dist/config are both two levels below backend/, three below the repo root. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const isProductionEnv = (env: Env) => env.NODE_ENV?.trim() === 'production';

/** ACCESS_LOG_LINES_PER_SECOND: `all`, or a whole number of lines a second. */
const linesPerSecond = z.string().transform((raw, context): number | undefined => {
  if (raw === 'all') return undefined;
  const lines = /^\d+$/.test(raw) ? Number(raw) : 0;
  if (lines >= 1 && lines <= 1_000_000) return lines;
  context.addIssue({
    code: 'custom',
    message: `must be all or a whole number from 1 to 1000000 (got "${raw}")`,
  });
  return z.NEVER;
});

const JWT_DURATION = /^\d+\s*(ms|s|m|h|d|w|y)?$/;
const ZERO_DURATION = /^0+\s*\D*$/;

/** The backend's own variables (the AI tutor's and Google sign-in's have their own schemas). */
const APP_ENV = z
  .object({
    NODE_ENV: withDefault(text, 'development'),
    API_PORT: withDefault(wholeNumber(0, 65535), '3000'),
    API_HOST: withDefault(text, '0.0.0.0'),
    DATABASE_URL: optional(postgresUrl),
    EMBEDDED_PG_PORT: withDefault(wholeNumber(1024, 65535), '54329'),
    DATA_DIR: withDefault(text, resolve(REPO_ROOT, '.data')),
    JWT_SECRET: optional(
      text.min(32, { error: 'must be at least 32 characters long' }).superRefine((secret, context) => {
        const reason = secret.length >= 32 ? weakSecretReason(secret) : undefined;
        if (reason)
          context.addIssue({
            code: 'custom',
            message: `${reason}: use a random value, e.g. \`openssl rand -hex 32\``,
          });
      }),
    ),
    JWT_EXPIRES_IN: withDefault(
      text.refine((value) => JWT_DURATION.test(value) && !ZERO_DURATION.test(value), {
        error: (issue) =>
          `must be a positive duration such as 3600 (seconds), 12h or 7d (got "${String(issue.input)}")`,
      }),
      '12h',
    ),
    BCRYPT_ROUNDS: withDefault(wholeNumber(10, 15), '10'),
    BCRYPT_CONCURRENCY: withDefault(wholeNumber(1, 64), '1'),
    DB_POOL_SIZE: withDefault(wholeNumber(1, 200), '10'),
    DB_CONNECT_TIMEOUT_MS: withDefault(wholeNumber(100, 60_000), '5000'),
    DB_QUERY_TIMEOUT_MS: withDefault(wholeNumber(100, 600_000), '30000'),
    REDIS_URL: optional(redisUrl),
    CORS_ORIGINS: withDefault(text, ''),
    TRUST_PROXY: optional(trustProxySchema),
    LOGIN_RATE_LIMIT_PER_MINUTE: withDefault(wholeNumber(1, 1_000_000), '20'),
    // A whole class shares one address: 60 sign-ups and 60 logins within minutes must pass.
    LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: withDefault(wholeNumber(1, 1_000_000), '300'),
    LOGIN_FAILURES_PER_ACCOUNT: withDefault(wholeNumber(1, 1_000), '10'),
    LOGIN_FAILURES_WINDOW_MINUTES: withDefault(wholeNumber(1, 1_440), '15'),
    QUESTION_RATE_LIMIT_PER_MINUTE: withDefault(wholeNumber(1, 1_000_000), '30'),
    // Generous per address (a class writing in the same minute); the real limit is per email.
    CONTACT_RATE_LIMIT_PER_MINUTE: withDefault(wholeNumber(1, 1_000_000), '60'),
    CONTACT_RATE_LIMIT_PER_EMAIL: withDefault(wholeNumber(1, 1_000_000), '5'),
    API_DOCS: optional(oneOf(['on', 'off'])),
    AI_DAILY_TOKENS_PER_STUDENT: withDefault(wholeNumber(1, 1_000_000_000), '200000'),
    AI_DAILY_TOKENS_TOTAL: optional(wholeNumber(1, 1_000_000_000_000)),
    AI_DAILY_TOKENS_UNVERIFIED: withDefault(wholeNumber(1, 1_000_000_000), '20000'),
    SIGNUPS_PER_ADDRESS_PER_HOUR: withDefault(wholeNumber(1, 1_000_000), '100'),
    DATABASE_CONNECT_TIMEOUT_S: withDefault(wholeNumber(1, 3_600), '60'),
    SCHOOL_TIME_ZONE: withDefault(
      text.refine(isTimeZone, {
        error: (issue) =>
          `must be an IANA time zone such as Europe/Paris or UTC (got "${String(issue.input)}")`,
      }),
      'UTC',
    ),
    PUBLIC_URL: withDefault(httpUrl, 'http://localhost:8080'),
    LOG_LEVEL: withDefault(oneOf(LOG_LEVELS), 'log'),
    LOG_FORMAT: optional(oneOf(LOG_FORMATS)),
    ACCESS_LOG_LINES_PER_SECOND: withDefault(linesPerSecond, '100'),
    TEACHER_EMAILS: withDefault(emailList, ''),
    ADMIN_EMAILS: withDefault(emailList, ''),
    SMTP_URL: optional(smtpUrl),
    SMTP_FROM: withDefault(text.max(254), 'E-Learning <no-reply@elearning.local>'),
    SHUTDOWN_DRAIN_DELAY_MS: withDefault(wholeNumber(0, 60_000), '0'),
    SHUTDOWN_GRACE_MS: withDefault(wholeNumber(1_000, 600_000), '30000'),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.DATABASE_URL === undefined)
      context.addIssue({
        code: 'custom',
        message:
          'DATABASE_URL is required when NODE_ENV=production (the embedded Postgres is for development only)',
      });
    if (env.JWT_SECRET === undefined)
      context.addIssue({
        code: 'custom',
        message:
          'JWT_SECRET is required when NODE_ENV=production (use a random string of at least 32 characters)',
      });
    if (env.AI_DAILY_TOKENS_TOTAL === undefined)
      context.addIssue({
        code: 'custom',
        message:
          "AI_DAILY_TOKENS_TOTAL is required when NODE_ENV=production: the whole school's AI tutor tokens per day, " +
          'the cost ceiling (for example 20000000: 100 full student allowances a day)',
      });
  }, always)
  .transform((env): Omit<AppConfig, 'firebase' | 'ai' | 'safety' | 'privacy'> => ({
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.API_PORT,
    host: env.API_HOST,
    databaseUrl: env.DATABASE_URL,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    dataDir: resolve(env.DATA_DIR),
    jwtSecret: env.JWT_SECRET,
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    bcryptRounds: env.BCRYPT_ROUNDS,
    bcryptConcurrency: env.BCRYPT_CONCURRENCY,
    dbPoolSize: env.DB_POOL_SIZE,
    dbConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    dbQueryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    redisUrl: env.REDIS_URL,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY ?? ['loopback'],
    authRateLimit: {
      perIpAndEmailPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
      perIpPerMinute: env.LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
    },
    loginFailures: {
      perAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      windowMinutes: env.LOGIN_FAILURES_WINDOW_MINUTES,
    },
    questionRateLimitPerMinute: env.QUESTION_RATE_LIMIT_PER_MINUTE,
    contactRateLimitPerMinute: env.CONTACT_RATE_LIMIT_PER_MINUTE,
    contactRateLimitPerEmail: env.CONTACT_RATE_LIMIT_PER_EMAIL,
    aiQuota: {
      perStudent: env.AI_DAILY_TOKENS_PER_STUDENT,
      // Never more than a vouched-for student's allowance.
      perUnvouched: Math.min(env.AI_DAILY_TOKENS_UNVERIFIED, env.AI_DAILY_TOKENS_PER_STUDENT),
      totalPerDay: env.AI_DAILY_TOKENS_TOTAL,
      timeZone: env.SCHOOL_TIME_ZONE,
    },
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV !== 'production' : env.API_DOCS === 'on',
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
    accessLogLinesPerSecond: env.ACCESS_LOG_LINES_PER_SECOND,
    teacherEmails: env.TEACHER_EMAILS,
    adminEmails: env.ADMIN_EMAILS,
    signupsPerAddressPerHour: env.SIGNUPS_PER_ADDRESS_PER_HOUR,
    databaseConnectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_S,
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    shutdown: { drainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS, graceMs: env.SHUTDOWN_GRACE_MS },
  }));

/**
 * Every variable, validated at once with zod; a ConfigError lists every problem, each naming its
 * variable. To add a variable: add it to a schema (APP_ENV here, or the AI / Firebase ones), to
 * AppConfig, and to backend/README.md.
 */
export function parseConfig(env: Env = process.env): AppConfig {
  const app = parseEnv(APP_ENV, env);
  const ai = parseAiConfig(env);
  const safety = parseSafetyConfig(env);
  const privacy = parsePrivacyConfig(env);
  const firebaseProblems: string[] = [];
  const firebase = parseFirebaseAuthConfig(env, isProductionEnv(env), firebaseProblems);
  const problems = [
    ...(app.success ? [] : app.problems),
    ...ai.problems,
    ...safety.problems,
    ...privacy.problems,
    ...firebaseProblems,
  ];
  if (!app.success || problems.length > 0) throw new ConfigError(problems);
  return { ...app.config, ai: ai.config, safety: safety.config, privacy: privacy.config, firebase };
}
