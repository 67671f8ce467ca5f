import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Tinypool } from 'tinypool';
import type { ScreenVerdict } from '../screen/index.js';
import type { ScreenTask } from './offline-screen.worker.js';

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
export class OfflineScreen implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Safety');
  private readonly pool: Tinypool | null;
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
    const [verdict] = await this.screen({ texts: [text], earlier });
    return verdict!;
  }

  private readonly sendAlone = (): void => {
    const batch = this.waitingAlone;
    this.waitingAlone = [];
    this.screen({ texts: batch.map((message) => message.text), earlier: [] }).then(
      (verdicts) => batch.forEach((message, i) => message.done(verdicts[i]!)),
      (error: unknown) => batch.forEach((message) => message.fail(error)),
    );
  };

  private async screen(task: ScreenTask): Promise<ScreenVerdict[]> {
    if (this.pool) {
      try {
        return (await this.pool.run(task)) as ScreenVerdict[];
      } catch (error) {
        // The error's message only: a task's data (the student's words) never reaches the log.
        this.logger.error(`The screen's worker failed; screening here instead: ${(error as Error).message}`);
      }
    }
    // Loaded only when needed, for the reason above.
    const { screenMessage } = await import('../screen/index.js');
    return task.texts.map((text) => screenMessage(text, task.earlier));
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.destroy();
  }
}
