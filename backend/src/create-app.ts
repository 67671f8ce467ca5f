import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger, PinoLogger } from 'nestjs-pino';
import { type DestinationStream, destination as pinoDestination } from 'pino';
import { AppModule } from './app.module.js';
import { AUTH_TOKEN_HEADER } from './auth/auth-token.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { LeanBodyValidationPipe } from './common/pipes/lean-body-validation.js';
import { runInRequestContext } from './common/request-context.js';
import { createValidationPipe } from './common/pipes/validation.js';
import { LIMITS } from './common/validation/limits.js';
import type { ResolvedConfig } from './config/resolve-config.js';
import { ShutdownState } from './health/shutdown-state.js';
import { AccessLog } from './logging/access-log.js';
import { pinoLevelOf } from './logging/logger-params.js';
import { REQUEST_ID_HEADER, requestIdFor } from './logging/request-id.js';
import { MetricsService } from './metrics/metrics.service.js';

export interface CreateAppOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/** The whole HTTP app (not yet listening): used by main.ts and by the end-to-end tests. */
export async function createApp(
  config: ResolvedConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  // trustProxy: request.ip is the client's address behind the gateway (logs, rate limits).
  // (A hop count is given as Fastify's own hop function: Nest's option type leaves numbers out.)
  const hops = config.trustProxy;
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  // return503OnClosing false: while closing, a request that still arrives on an open keep-alive
  // connection is served as usual (the database closes only after the server), not refused.
  // skipMiddie: no Nest middleware is used, so Fastify runs no Express-style middleware layer per
  // request (a module that configures middleware would fail at start, not pass silently).
  const adapter = new FastifyAdapter({
    bodyLimit: LIMITS.bodyBytesMax,
    logger: false,
    trustProxy,
    return503OnClosing: false,
    genReqId: requestIdFor,
    skipMiddie: true,
  });
  // Logs go through pino (nestjs-pino): JSON lines or readable, with the request id on each line
  // (src/logging). Buffered until that logger exists, so start-up lines are in the same format.
  // JSON lines go to one destination (stdout unless a test gives its own) that the access log shares.
  const logDestination =
    options.logDestination ?? (config.logFormat === 'json' ? pinoDestination(1) : undefined);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, logDestination),
    adapter,
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));

  const fastify = app.getHttpAdapter().getInstance();
  const shutdown = app.get(ShutdownState);
  const metrics = app.get(MetricsService);
  const accessLog = new AccessLog({
    minLevel: pinoLevelOf(config.logLevel),
    destination: config.logFormat === 'json' ? logDestination : undefined,
    logger: () => PinoLogger.root,
    linesPerSecond: config.accessLogLinesPerSecond,
  });
  // The request pipeline's own work, in as few hooks as possible (each one is paid per request):
  // - every response carries its request id (on the raw response: the answer stream writes its
  //   own headers);
  // - answers carry a student's data (questions, answers, tokens): no browser or proxy keeps a copy;
  // - security events (and other logs) carry the request id of the request they belong to.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    reply.header('cache-control', 'no-store');
    runInRequestContext(request.id, done);
  });
  // Shutting down, every response asks the client to close its connection, so keep-alive clients
  // reconnect (to another replica) before the listener closes.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (shutdown.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Latency by route pattern (/ques/:id, not each id), method and status; 'unmatched' for 404s;
  // and the access line.
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    accessLog.completed(request, reply);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    accessLog.aborted(request);
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    accessLog.close();
    done();
  });

  // multipart/form-data is left unread for the one upload that takes it, the roster import, which
  // reads it within its own limits (src/rosters/roster-upload.ts); other routes see no body.
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  // Fastify's own errors (bad JSON, 413, 415) reach the global filter through Nest's error handler.
  app.useGlobalFilters(new AllExceptionsFilter());
  // (JsonObjectBodyPipe's check runs inside it: a body must be a JSON object.)
  app.useGlobalPipes(new LeanBodyValidationPipe(createValidationPipe()));
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      allowedHeaders: ['content-type', AUTH_TOKEN_HEADER],
      methods: ['GET', 'POST'],
    });
  }

  // Off in production unless API_DOCS=on: the API's map is of no use to students, only to attackers.
  if (config.apiDocs) setUpApiDocs(app);

  // No enableShutdownHooks: main.ts handles the signals (readiness first, then close; see
  // graceful-shutdown.ts). app.close() runs the shutdown hooks all the same. (An empty list there
  // would mean every signal, and Nest would close at once on SIGTERM.)
  await app.init();
  return app;
}

/** OpenAPI description at /docs-json and Swagger UI at /docs. */
function setUpApiDocs(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('E-learning API')
      .setDescription('Errors are always { success: false, errors: [{ msg }] } with a 4xx (or 5xx).')
      .setVersion('1.0')
      .addApiKey({ type: 'apiKey', in: 'header', name: AUTH_TOKEN_HEADER }, AUTH_TOKEN_HEADER)
      .build(),
  );
  SwaggerModule.setup('docs', app, document);
}
