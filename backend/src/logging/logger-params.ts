import type { DestinationStream, Level } from 'pino';
import pretty from 'pino-pretty';
import type { Params } from 'nestjs-pino';
import { currentRequestId } from '../common/request-context.js';
import type { LogLevel } from '../config/app-config.js';

/** Nest's level names to pino's. */
const PINO_LEVELS: Record<LogLevel, Level> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * Never written to a log: credentials in headers (the student's token, an API key, cookies) and any
 * logged object's password, token or secret fields. Request bodies are not logged at all.
 */
export const REDACTED_PATHS = [
  'req.headers["auth-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-goog-api-key"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.authToken',
  '*.idToken',
  '*.token',
  '*.apiKey',
  '*.secret',
  '*.jwtSecret',
  'password',
  'authToken',
  'idToken',
  'token',
];

export interface LoggingOptions {
  level: LogLevel;
  /** `json`: one JSON object per line (production, log systems); `pretty`: readable, coloured (development). */
  format: 'json' | 'pretty';
  /** Where lines go (tests capture them); default stdout. */
  destination?: DestinationStream;
}

/** The pino level number of a LOG_LEVEL (the access log compares with it). */
const PINO_LEVEL_VALUES: Record<Level, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

export const pinoLevelOf = (level: LogLevel): number => PINO_LEVEL_VALUES[PINO_LEVELS[level]];

/**
 * nestjs-pino's settings: the app's one pino logger (Nest's Logger everywhere) and its options.
 * Every line logged while a request is handled carries its id (`reqId`, from the request context
 * of src/common/request-context.ts). The access line is not pino-http's: src/logging/access-log.ts
 * writes it from a Fastify hook, so no Nest middleware runs per request (and no Express-style
 * middleware layer: create-app.ts leaves @fastify/middie out).
 */
export function loggerParams({ level, format, destination }: LoggingOptions): Params {
  // Pretty is pino-pretty as a synchronous stream in this thread (no transport worker per app).
  const stream =
    format === 'pretty'
      ? pretty({
          sync: true,
          colorize: destination === undefined,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
          destination: destination ?? 1,
        })
      : destination;
  const options: NonNullable<Exclude<Params['pinoHttp'], DestinationStream | unknown[]>> = {
    level: PINO_LEVELS[level],
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // pino's own serializers (err): the access log's req and res are plain objects already.
    wrapSerializers: false,
    // (A new object each time: pino merges the line's fields into it.)
    mixin: () => {
      const reqId = currentRequestId();
      return reqId === undefined ? {} : { reqId };
    },
  };
  return {
    pinoHttp: stream ? [options, stream] : options,
    // No routes: nestjs-pino's request middleware (pino-http) is not mounted.
    forRoutes: [],
  };
}
