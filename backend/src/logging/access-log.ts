import { hostname } from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as PinoLogger } from 'pino';

/** Probes and scrapes every few seconds would drown the access log. */
const QUIET_PATHS = /^\/(health(\/|$)|metrics$)/;

const INFO = 30;
const ERROR = 50;
/** A response at least this slow is always written: it is what someone looks for. */
const SLOW_MS = 1000;
/** Beyond a second's budget of lines, one ordinary request in this many is still written. */
export const SAMPLE_ONE_IN = 100;
/** The message of the line that says how many access lines were left out. */
export const LEFT_OUT = 'access lines left out';

/** Where JSON access lines go: the app's log destination (the same stream as every other line). */
export interface LineDestination {
  write(line: string): unknown;
}

export interface AccessLogOptions {
  /** The lowest pino level written (info 30, warn 40, ...). */
  minLevel: number;
  /** JSON lines written here; undefined: through `logger` (the readable development format). */
  destination: LineDestination | undefined;
  /** The app's pino logger, for the readable format (read when a line is written). */
  logger: () => PinoLogger | undefined;
  /**
   * Lines of ordinary requests (answered below 400, faster than a second) written per second
   * before sampling starts (`ACCESS_LOG_LINES_PER_SECOND`); undefined: every line.
   */
  linesPerSecond?: number;
  /** A monotonic clock in ms for the sampling second (tests); performance.now() otherwise. */
  clock?: () => number;
}

/** What an access line says of a request: never its headers, body or query string. */
interface AccessRequest {
  id: string;
  method: string;
  url: string;
  remoteAddress: string | undefined;
  userAgent: string | undefined;
}

/**
 * One line per request when its response is sent (Fastify's onResponse), or when the client went
 * away first: `request completed` (info; error for a 5xx) with the request's id, method, path
 * (never the query string: it may carry a token or a student's search), client address, user
 * agent, status and time. In JSON the line has the shape pino writes, built here from those fixed
 * fields instead of through pino's child logger, serializers and redaction per request: those cost
 * about a fifth of the CPU of a contact query (bench/backend/RESULTS.md). Nothing here can hold a
 * secret, so nothing needs redacting; every other log line still goes through pino.
 *
 * Under load the lines of ordinary requests are sampled (decision 0019): the first
 * `linesPerSecond` of each second, then one in SAMPLE_ONE_IN; a line written after some were left
 * out says how many (`unlogged`), and so does a line of its own (LEFT_OUT) a second after the first
 * one left out and when the app closes, so lines plus `unlogged` count every request. A 4xx or 5xx,
 * a slow response and an aborted request are always written; the metrics count every request.
 */
export class AccessLog {
  /** Lines of this turn of the event loop, written together once it ends (see `write`). */
  private pending: string[] = [];
  /** Writes the lines held (at the end of the turn, before an error line, and when the app closes). */
  readonly flush = (): void => {
    const lines = this.pending;
    if (lines.length === 0) return;
    this.pending = [];
    this.options.destination?.write(lines.length === 1 ? lines[0]! : lines.join(''));
  };
  private readonly processFields = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  private readonly prefix = `${this.processFields},"reqId":`;
  private readonly clock: () => number;
  /** The sampling second: when it started, its ordinary requests so far. */
  private secondStart = 0;
  private ordinaryThisSecond = 0;
  /** Ordinary requests left out since the last line written. */
  private unlogged = 0;
  /** Set while a count of lines left out waits to be written. */
  private leftOutTimer: NodeJS.Timeout | undefined;
  /**
   * Writes how many lines were left out since the last one written, if any: a second after the
   * first one left out (so a burst's count is in the log within a second of it) and when the app
   * closes.
   */
  private readonly writeLeftOut = (): void => {
    this.leftOutTimer = undefined;
    const unlogged = this.unlogged;
    if (unlogged === 0) return;
    this.unlogged = 0;
    const { destination } = this.options;
    if (destination === undefined) {
      this.options.logger()?.info({ unlogged }, LEFT_OUT);
      return;
    }
    this.hold(
      `{"level":${INFO},"time":${Date.now()}${this.processFields},"unlogged":${unlogged},"msg":"${LEFT_OUT}"}\n`,
    );
  };
  /** The app is closing: the count of lines left out, then every line held. */
  readonly close = (): void => {
    clearTimeout(this.leftOutTimer);
    this.writeLeftOut();
    this.flush();
  };

  constructor(private readonly options: AccessLogOptions) {
    this.clock = options.clock ?? (() => performance.now());
  }

  /** A response was sent. */
  completed(request: FastifyRequest, reply: FastifyReply): void {
    const level = reply.statusCode >= 500 ? ERROR : INFO;
    this.write(level, request, reply.statusCode, reply.elapsedTime, 'request completed');
  }

  /** The client closed the connection before its response was sent. */
  aborted(request: FastifyRequest): void {
    this.write(INFO, request, null, undefined, 'request aborted');
  }

  private write(
    level: number,
    request: FastifyRequest,
    statusCode: number | null,
    elapsedMs: number | undefined,
    msg: string,
  ): void {
    if (level < this.options.minLevel) return;
    const rawUrl = request.url;
    const query = rawUrl.indexOf('?');
    const path = query < 0 ? rawUrl : rawUrl.slice(0, query);
    if (QUIET_PATHS.test(path)) return;
    const ordinary =
      statusCode !== null && statusCode < 400 && elapsedMs !== undefined && elapsedMs < SLOW_MS;
    if (ordinary && !this.sampled(this.clock())) {
      this.unlogged += 1;
      this.leftOutTimer ??= setTimeout(this.writeLeftOut, 1000).unref();
      return;
    }
    const unlogged = this.unlogged;
    this.unlogged = 0;
    const req: AccessRequest = {
      id: request.id,
      method: request.method,
      url: path,
      remoteAddress: request.raw.socket?.remoteAddress,
      userAgent: request.headers['user-agent'],
    };
    const responseTime = elapsedMs === undefined ? undefined : Math.round(elapsedMs);
    const { destination } = this.options;
    if (destination === undefined) {
      const logger = this.options.logger();
      const fields = {
        reqId: request.id,
        req,
        res: { statusCode },
        responseTime,
        ...(unlogged > 0 ? { unlogged } : {}),
      };
      if (level === ERROR) logger?.error(fields, msg);
      else logger?.info(fields, msg);
      return;
    }
    const line =
      `{"level":${level},"time":${Date.now()}${this.prefix}${JSON.stringify(request.id)},"req":${JSON.stringify(req)},` +
      `"res":{"statusCode":${statusCode}}${responseTime === undefined ? '' : `,"responseTime":${responseTime}`}` +
      `${unlogged > 0 ? `,"unlogged":${unlogged}` : ''},"msg":"${msg}"}\n`;
    // An error line is never held: the lines before it, then it. Other lines of one turn of the
    // event loop go to the destination in one write: pino's sonic-boom measures its whole pending
    // buffer on every write, which under load cost more than building the line
    // (bench/backend/RESULTS.md, decision 0015).
    if (level >= ERROR) {
      this.flush();
      destination.write(line);
      return;
    }
    this.hold(line);
  }

  /** Holds a line until the end of this turn of the event loop (see `write`). */
  private hold(line: string): void {
    if (this.pending.push(line) === 1) setImmediate(this.flush);
  }

  /** Whether this ordinary request's line is written (the first of each second's budget, then one in SAMPLE_ONE_IN). */
  private sampled(now: number): boolean {
    const budget = this.options.linesPerSecond;
    if (budget === undefined) return true;
    if (now - this.secondStart >= 1000) {
      this.secondStart = now;
      this.ordinaryThisSecond = 0;
    }
    this.ordinaryThisSecond += 1;
    const beyond = this.ordinaryThisSecond - budget;
    return beyond <= 0 || beyond % SAMPLE_ONE_IN === 0;
  }
}
