import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { ShutdownState } from './health/shutdown-state.js';
import { AnswerStreamHandover } from './tutor/answers/answer-stream-handover.js';

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
 * then the listener closes (new connections are refused, so a gateway sends them to another
 * replica at once), the answer streams are handed over (with Redis: the browsers re-attach on
 * another replica while the answers go on being written here; AnswerStreamHandover), and the app
 * closes: requests in flight finish, pending group-commit batches are written (ContactService /
 * QuestionsService beforeApplicationShutdown), answers being written finish or are stopped and saved
 * (AnswerGenerationService), then the pool and Redis close. All within `drainDelayMs + graceMs`,
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
    // Nest would close the listener only after the shutdown hooks (which wait for the answers):
    // close it now. Idle keep-alive connections close with it; busy ones after their response
    // (it says Connection: close while draining).
    const server = app.getHttpServer() as Server;
    if (server.listening) server.close();
    if (app.get(AnswerStreamHandover, { strict: false }).handOverAll())
      options.log(
        'Shutting down: answer streams handed over; finishing answers, requests and pending writes',
      );
    else options.log('Shutting down: finishing requests in flight, answer streams and pending writes');
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
