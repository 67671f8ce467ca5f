import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Tinypool } from 'tinypool';
import { type ScreenVerdict, screenMessage } from '../screen/index.js';
import type { ContextScreenTask } from './context-screen.worker.js';

/**
 * The worker's compiled file. Running from the sources (the tests), it is the one the test setup
 * builds into dist/, since a worker thread cannot load TypeScript.
 */
function workerFile(): string | null {
  const here = fileURLToPath(import.meta.url);
  const file = here.endsWith('.ts')
    ? here.replace(/[/\\]src[/\\](?=safety)/, '/dist/').replace(/\.ts$/, '.js')
    : here;
  const worker = file.replace(/context-screen\.js$/, 'context-screen.worker.js');
  return existsSync(worker) ? worker : null;
}

/**
 * The offline screen of a message with its conversation's earlier turns, in a worker thread. It
 * re-reads up to six turns (about a millisecond of CPU on these machines, more as the curated
 * patterns grow): on the event loop, a class asking at once paid it before every later student's
 * first piece (bench/answers/RESULTS.md). The message alone is still screened on the event loop,
 * at once, since the turn's instruction depends on it (WelfareCheckService). One thread: the
 * screens are short, and the event loop needs the other core. If the thread fails, the screen runs
 * here; it is never skipped.
 */
@Injectable()
export class ContextScreen implements OnApplicationShutdown {
  private readonly logger = new Logger('Safety');
  private readonly pool: Tinypool | null;
  /** Set at shutdown: Tinypool would start a new thread for a task sent after its pool is destroyed. */
  private closed = false;

  constructor() {
    const filename = workerFile();
    this.pool = filename ? new Tinypool({ filename, minThreads: 1, maxThreads: 1 }) : null;
    // The thread loads and compiles the screen's patterns now, at the server's start (seconds on a
    // busy machine), not when the first student's message arrives.
    this.pool?.run({ text: '', earlier: [] } satisfies ContextScreenTask).catch(() => undefined);
    if (!filename)
      this.logger.warn('The screen in context runs on the event loop: its worker file is missing');
  }

  async screen(text: string, earlier: string[]): Promise<ScreenVerdict> {
    if (this.pool && !this.closed) {
      try {
        const task: ContextScreenTask = { text, earlier };
        return (await this.pool.run(task)) as ScreenVerdict;
      } catch (error) {
        // The error's message only: a task's data (the student's words) never reaches the log.
        this.logger.error(`The screen's worker failed; screening here instead: ${(error as Error).message}`);
      }
    }
    return screenMessage(text, earlier);
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
