import type { DestinationStream, Level } from 'pino';
import pretty from 'pino-pretty';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
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

/** Probes and scrapes every few seconds would drown the access log. */
const QUIET_PATHS = /^\/(health(\/|$)|metrics$)/;

export interface LoggingOptions {
  level: LogLevel;
  /** `json`: one JSON object per line (production, log systems); `pretty`: readable, coloured (development). */
  format: 'json' | 'pretty';
  /** Where lines go (tests capture them); default stdout. */
  destination?: DestinationStream;
}

/** nestjs-pino's settings: every log line of a request carries its id (`reqId`). */
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
    // The id is Fastify's request.id (src/logging/request-id.ts): pino-http keeps an id already on the request.
    // Lines logged while handling a request carry `reqId` (not the whole request); the access line has `req.id`.
    customAttributeKeys: { reqId: 'reqId' },
    quietReqLogger: true,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // originalUrl: Nest's middleware layer may rewrite req.url.
    autoLogging: {
      ignore: (request) =>
        QUIET_PATHS.test(
          ((request as { originalUrl?: string }).originalUrl ?? request.url ?? '').split('?')[0]!,
        ),
    },
    // 4xx are the API doing its job (validation, limits): info; only our own failures are errors.
    customLogLevel: (_request, response, error) =>
      error !== undefined || response.statusCode >= 500 ? 'error' : 'info',
    // The access line needs the method, path, client and user agent, not every header.
    serializers: {
      req: (request: {
        id: unknown;
        method: string;
        url: string;
        remoteAddress?: string;
        headers: Record<string, unknown>;
      }) => ({
        id: request.id,
        method: request.method,
        // The path only: a query string may carry a token or a student's search (docs/security.md).
        url: request.url.split('?')[0],
        remoteAddress: request.remoteAddress,
        userAgent: request.headers['user-agent'],
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  };
  return {
    pinoHttp: stream ? [options, stream] : options,
    // nestjs-pino's default route ('{/*splat}') matches no request on Nest 12's Fastify adapter
    // (measured: no request id, no access log); this pattern matches every path.
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
  };
}
