import type { ServerResponse } from 'node:http';
import type {
  AnswerChunkEvent,
  AnswerDoneEvent,
  AnswerErrorEvent,
  AnswerHelpEvent,
  AnswerRetractedEvent,
  AnswerStoppedEvent,
} from '@elearning/contract';
import type { LiveAnswerEvent } from '../live/live-answer-bus.js';

/** How often a comment line is sent while the model is silent, so proxies keep the stream open. */
const HEARTBEAT_MS = 15_000;

/**
 * The answer stream to the browser as server-sent events (`chunk`, `help`, `done`, `stopped`,
 * `retracted`, `error`, each
 * with its SSE id; see the contract), written straight to the Node response so every event leaves
 * at once: no compression, no proxy buffering (`X-Accel-Buffering: no` for nginx), no framework in
 * between.
 */
export class AnswerEventStream {
  private readonly heartbeat: NodeJS.Timeout;
  private handedOver = false;

  /** `extraHeaders`: what the framework had already set (CORS) before the stream took over. */
  constructor(
    private readonly response: ServerResponse,
    extraHeaders: Record<string, string | string[] | number | undefined> = {},
  ) {
    const headers: Record<string, string | string[] | number> = {};
    for (const [name, value] of Object.entries(extraHeaders)) if (value !== undefined) headers[name] = value;
    response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.flushHeaders();
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), HEARTBEAT_MS);
    response.once('close', () => clearInterval(this.heartbeat));
  }

  /** True once the connection is gone or the stream was ended. */
  get closed(): boolean {
    return this.response.destroyed || this.response.writableEnded;
  }

  /**
   * Calls `listener` once when the client goes away or the stream is handed over (not when it
   * ends normally).
   */
  onClientGone(listener: () => void): void {
    if (this.handedOver) return listener();
    this.response.once('close', () => {
      if (this.handedOver || !this.response.writableFinished) listener();
    });
  }

  /**
   * This replica is shutting down: ends the stream without a final event and closes its
   * connection (so a proxy cannot reuse it), and the browser re-attaches with Last-Event-ID,
   * through the gateway, to another replica, which reads the answer from the shared bus.
   */
  handOver(): void {
    if (this.closed) return;
    this.handedOver = true;
    clearInterval(this.heartbeat);
    const socket = this.response.socket;
    this.response.end(() => socket?.end());
  }

  /** Writes one event of the answer; a final one (done, stopped, retracted, error) ends the stream. */
  send(event: LiveAnswerEvent, replayed = false): void {
    switch (event.type) {
      case 'chunk':
        this.event(event.id, 'chunk', replayed ? { text: event.text, replayed: true } : { text: event.text });
        return;
      case 'help':
        this.event(event.id, 'help', { markdown: event.markdown });
        return;
      case 'retracted':
        this.event(event.id, 'retracted', { status: 'stopped', message: event.message });
        break;
      case 'done':
        this.event(event.id, 'done', { status: 'answered' });
        break;
      case 'stopped':
        this.event(event.id, 'stopped', { status: 'stopped' });
        break;
      case 'error':
        this.event(event.id, 'error', event.error);
        break;
    }
    this.end();
  }

  end(): void {
    clearInterval(this.heartbeat);
    if (!this.closed) this.response.end();
  }

  private event(
    id: string,
    ...[name, data]:
      | ['chunk', AnswerChunkEvent]
      | ['help', AnswerHelpEvent]
      | ['retracted', AnswerRetractedEvent]
      | ['done', AnswerDoneEvent]
      | ['stopped', AnswerStoppedEvent]
      | ['error', AnswerErrorEvent]
  ): void {
    // JSON.stringify never emits a raw newline, so one `data:` line carries the whole payload.
    this.write(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private write(text: string): void {
    if (!this.closed) this.response.write(text);
  }
}
