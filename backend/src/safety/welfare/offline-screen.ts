import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Tinypool } from 'tinypool';
import type { ScreenVerdict } from '../screen/index.js';
import type { ScreenOutcome, ScreenTask } from './offline-screen.worker.js';

const SCREEN_FAILED = 'the offline screen failed on this message';

/**
 * The worker's compiled file. Running from the sources (the tests), it is the one the test setup
 * builds into dist/, since a worker thread cannot load TypeScript.
 */
function workerFile(): string | null {
  const here = fileURLToPath(import.meta.url);
  const file = here.endsWith('.ts')
    ? here.replace(/[/\\]src[/\\](?=safety)/, '/dist/').replace(/\.ts$/, '.js')
    : here;
  const worker = file.replace(/offline-screen\.js$/, 'offline-screen.worker.js');
  return existsSync(worker) ? worker : null;
}

/**
 * The offline screen (src/safety/screen) of every student message, alone and with its
 * conversation's earlier turns, in one worker thread. Off the event loop for two reasons:
 * - when a class asks at once, each message's screen (about a quarter of a millisecond alone, a
 *   millisecond with six turns) delayed every later student's first piece (bench/answers/RESULTS.md);
 * - V8 stops optimising the regular expressions a thread compiles once it has made a megabyte of
 *   their machine code (with 16 MB of executable memory), and the screen's curated patterns take
 *   all of that: in the server's own thread every expression compiled after them (Node's header
 *   checks among them) ran up to three times slower (decision 0015).
 * The thread screens a message alone before a message in context (offline-screen.worker.ts). If
 * the thread fails, the screen runs here; it is never skipped.
 */
@Injectable()
export class OfflineScreen implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Safety');
  private readonly pool: Tinypool | null;
  /** Set at shutdown: Tinypool would start a new thread for a task sent after its pool is destroyed. */
  private closed = false;
  /** The thread has compiled the screen's patterns (or failed to start). */
  private readonly warm: Promise<unknown>;
  /**
   * The messages alone of one turn of the event loop, sent to the thread as one task: a task costs
   * the thread more than a short message's screen (Tinypool reads the process's memory use after
   * each), and one task per message took two to four times the screen's own CPU
   * (bench/answers/RESULTS.md).
   */
  private waitingAlone: {
    text: string;
    done: (verdict: ScreenVerdict) => void;
    fail: (error: unknown) => void;
  }[] = [];

  constructor() {
    const filename = workerFile();
    // Every task goes to the thread at once (it orders them itself): Tinypool's default of one
    // task at a time would wait for this event loop between two screens.
    this.pool = filename
      ? new Tinypool({ filename, minThreads: 1, maxThreads: 1, concurrentTasksPerWorker: 10_000 })
      : null;
    // The thread loads and compiles the screen's patterns now, at the server's start (a second on
    // these machines, more when busy), not when the first student's message arrives.
    this.warm =
      this.pool?.run({ texts: [''], earlier: [] } satisfies ScreenTask).catch(() => undefined) ??
      Promise.resolve();
    if (!filename) this.logger.warn('The offline screen runs on the event loop: its worker file is missing');
  }

  /** The server is ready (and listens) once the thread is: the first answers do not wait for it. */
  async onModuleInit(): Promise<void> {
    await this.warm;
  }

  /** The message alone: the answer's instruction for its turn follows this verdict. */
  alone(text: string): Promise<ScreenVerdict> {
    return new Promise((done, fail) => {
      if (this.waitingAlone.push({ text, done, fail }) === 1) setImmediate(this.sendAlone);
    });
  }

  /** The message with the conversation's earlier turns, oldest first (risk builds up over turns). */
  async inContext(text: string, earlier: string[]): Promise<ScreenVerdict> {
    const [outcome] = await this.screen({ texts: [text], earlier });
    if (!outcome) throw new Error(SCREEN_FAILED);
    return outcome;
  }

  private readonly sendAlone = (): void => {
    const batch = this.waitingAlone;
    this.waitingAlone = [];
    this.screen({ texts: batch.map((message) => message.text), earlier: [] }).then(
      (outcomes) =>
        batch.forEach((message, i) => {
          const outcome = outcomes[i];
          if (outcome) message.done(outcome);
          else message.fail(new Error(SCREEN_FAILED));
        }),
      (error: unknown) => batch.forEach((message) => message.fail(error)),
    );
  };

  private async screen(task: ScreenTask): Promise<ScreenOutcome[]> {
    if (this.pool && !this.closed) {
      try {
        return (await this.pool.run(task)) as ScreenOutcome[];
      } catch (error) {
        // The error's message only: a task's data (the student's words) never reaches the log.
        this.logger.error(`The screen's worker failed; screening here instead: ${(error as Error).message}`);
      }
    }
    // Loaded only when needed, for the reason above.
    const { screenEach } = await import('./offline-screen.worker.js');
    return screenEach(task);
  }

  /**
   * After the answers still being written have finished (AnswerGenerationService waits for them
   * before the application shuts down): they may still need the thread until then.
   */
  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.pool?.destroy();
  }
}
