import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FirebaseAuthConfig, parseFirebaseAuthConfig } from '../auth/google/firebase-auth.config.js';
import { type AiConfig, parseAiConfig } from '../ques/ai/ai-config.js';
import { type Env, EnvReader } from './env-reader.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
  corsOrigins: string[];
  /** Peers trusted to report the client address in X-Forwarded-For (TRUST_PROXY, see trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Attempts per minute on /auth/login, /auth/createuser, /auth/google (sliding window, in memory). */
  authRateLimit: { perIpAndEmailPerMinute: number; perIpPerMinute: number };
  logLevel: LogLevel;
  /** Google sign-in (FIREBASE_PROJECT_ID, FIREBASE_JWKS_URL, FIREBASE_AUTH_EMULATOR_HOST). */
  firebase: FirebaseAuthConfig;
  /** The AI tutor: provider, model, timeouts, answer rate limit (src/ques/ai/ai-config.ts). */
  ai: AiConfig;
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

/** To add a variable: read it here and add it to AppConfig (and to backend/README.md). */
export function parseConfig(env: Env = process.env): AppConfig {
  const read = new EnvReader(env);
  const nodeEnv = read.string('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';

  const databaseUrl = read.postgresUrl('DATABASE_URL');
  const jwtSecret = read.string('JWT_SECRET');
  if (isProduction && env.DATABASE_URL?.trim() === undefined) {
    read.problems.push(
      'DATABASE_URL is required when NODE_ENV=production (the embedded Postgres is for development only)',
    );
  }
  if (isProduction && jwtSecret === undefined) {
    read.problems.push(
      'JWT_SECRET is required when NODE_ENV=production (use a random string of at least 32 characters)',
    );
  } else if (jwtSecret !== undefined && jwtSecret.length < 32) {
    read.problems.push('JWT_SECRET must be at least 32 characters long');
  }

  const jwtExpiresIn = read.string('JWT_EXPIRES_IN') ?? '7d';
  if (!/^\d+\s*(ms|s|m|h|d|w|y)?$/.test(jwtExpiresIn) || /^0+\s*\D*$/.test(jwtExpiresIn)) {
    read.problems.push(
      `JWT_EXPIRES_IN must be a positive duration such as 3600 (seconds), 12h or 7d (got "${jwtExpiresIn}")`,
    );
  }

  const ai = parseAiConfig(env);
  read.problems.push(...ai.problems);
  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port: read.int('API_PORT', 3000, 0, 65535),
    host: read.string('API_HOST') ?? '0.0.0.0',
    databaseUrl,
    embeddedPgPort: read.int('EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dataDir: resolve(read.string('DATA_DIR') ?? resolve(REPO_ROOT, '.data')),
    jwtSecret,
    jwtExpiresIn,
    bcryptRounds: read.int('BCRYPT_ROUNDS', 10, 10, 15),
    bcryptConcurrency: read.int('BCRYPT_CONCURRENCY', 1, 1, 64),
    dbPoolSize: read.int('DB_POOL_SIZE', 10, 1, 200),
    dbConnectTimeoutMs: read.int('DB_CONNECT_TIMEOUT_MS', 5000, 100, 60000),
    corsOrigins: (read.string('CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(read.string('TRUST_PROXY'), read.problems),
    authRateLimit: {
      perIpAndEmailPerMinute: read.int('LOGIN_RATE_LIMIT_PER_MINUTE', 20, 1, 1_000_000),
      perIpPerMinute: read.int('LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE', 100, 1, 1_000_000),
    },
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'log'),
    firebase: parseFirebaseAuthConfig(env, isProduction, read.problems),
    ai: ai.config,
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/** The Nest log levels to enable for a LOG_LEVEL: that one and every more severe one. */
export function enabledLogLevels(level: LogLevel): LogLevel[] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
}
