import type { INestApplication } from '@nestjs/common';
import { ShutdownState } from './health/shutdown-state.js';

export interface ShutdownOptions {
  /** How long /health/ready fails while requests are still served (load balancers take a moment to notice). */
  drainDelayMs: number;
  /** Longest wait for in-flight work after that; then `onGraceExpired`. */
  graceMs: number;
  log: (message: string) => void;
  onGraceExpired: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM: readiness fails first (ShutdownState), requests keep being served for `drainDelayMs`,
 * then the app closes: the listener stops taking connections, requests in flight (answer streams
 * included) finish, pending group-commit batches are written (ContactService / QuesService
 * beforeApplicationShutdown), then the pool and Redis close. All within `drainDelayMs + graceMs`,
 * or `onGraceExpired` is called (main.ts exits with 1).
 */
export async function shutDownGracefully(app: INestApplication, options: ShutdownOptions): Promise<void> {
  const deadline = setTimeout(options.onGraceExpired, options.drainDelayMs + options.graceMs);
  deadline.unref();
  try {
    app.get(ShutdownState).startDraining();
    if (options.drainDelayMs > 0) {
      options.log(`Shutting down: not ready; serving for ${options.drainDelayMs} ms more`);
      await sleep(options.drainDelayMs);
    }
    options.log('Shutting down: finishing requests in flight and pending writes');
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
