// First: the request path's regular expressions compile before the offline screen's patterns.
import './request-expressions-first.js';
import 'reflect-metadata';
import { ConsoleLogger, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, parseConfig } from './config/app-config.js';
import { type Runtime, resolveRuntime } from './config/resolve-config.js';
import { createApp } from './create-app.js';
import { shutDownGracefully } from './graceful-shutdown.js';

const logger = new Logger('Main');

// Until the app's pino logger takes over (a configuration error, a failed start), production
// logs are JSON lines too.
const env = process.env;
if (env.LOG_FORMAT === 'json' || (env.LOG_FORMAT === undefined && env.NODE_ENV?.trim() === 'production'))
  Logger.overrideLogger(new ConsoleLogger({ json: true, colors: false }));

async function main(): Promise<void> {
  let runtime: Runtime | undefined;
  let app: NestFastifyApplication | undefined;
  let stopping = false;

  const stop = async (exitCode: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    try {
      if (app && runtime) {
        await shutDownGracefully(app, {
          ...runtime.config.shutdown,
          log: (message) => logger.log(message),
          onGraceExpired: () => {
            logger.error('Shutdown grace period over: exiting with work still in flight');
            process.exit(1);
          },
        });
        logger.log('Shut down cleanly');
      }
    } catch (error) {
      logger.error(`While closing the app: ${String(error)}`);
    }
    if (runtime?.embedded) {
      await runtime.embedded.stop();
      logger.log('Embedded Postgres stopped');
    }
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));

  try {
    const config = parseConfig(process.env);
    if (config.firebase.emulatorHost)
      logger.warn(
        `FIREBASE_AUTH_EMULATOR_HOST=${config.firebase.emulatorHost}: Google sign-in accepts the emulator's unsigned tokens (development and tests only; refused with NODE_ENV=production)`,
      );
    runtime = await resolveRuntime(config, (message) => logger.log(message));
    app = await createApp(runtime.config);
    await app.listen({ port: config.port, host: config.host });
    logger.log(`API listening on http://localhost:${config.port} (docs at /docs)`);
  } catch (error) {
    if (error instanceof ConfigError) logger.error(error.message);
    else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      logger.error(`API_PORT ${process.env.API_PORT ?? 3000} is already in use; set API_PORT to a free port`);
    else logger.error(error instanceof Error ? error.message : `Start-up failed: ${String(error)}`);
    await stop(1);
  }
}

void main();
