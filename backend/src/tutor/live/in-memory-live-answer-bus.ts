import {
  compareEventIds,
  isFinalEvent,
  type LiveAnswerBus,
  type LiveAnswerEvent,
} from './live-answer-bus.js';

/** How long a finished answer's events stay for a reader that attaches late (then the database serves it). */
export const FINISHED_STREAM_RETENTION_MS = 60_000;

interface Stream {
  events: LiveAnswerEvent[];
  forget?: NodeJS.Timeout;
}

/** The LiveAnswerBus of one backend process: every answer's events in memory while it is written. */
export class InMemoryLiveAnswerBus implements LiveAnswerBus {
  private readonly streams = new Map<string, Stream>();
  private readonly listeners = new Map<string, Set<(event: LiveAnswerEvent) => void>>();
  private readonly stopListeners = new Map<string, Set<() => void>>();

  constructor(private readonly retentionMs = FINISHED_STREAM_RETENTION_MS) {}

  async open(answerId: string): Promise<void> {
    clearTimeout(this.streams.get(answerId)?.forget);
    this.streams.set(answerId, { events: [] });
  }

  /** Delivered and kept at once: no promise (LiveAnswerBus.publish). */
  publish(answerId: string, event: LiveAnswerEvent): undefined {
    this.deliver(answerId, event);
    return undefined;
  }

  /** The event to this process's readers, and kept for late ones (also the Redis bus's local delivery). */
  deliver(answerId: string, event: LiveAnswerEvent): void {
    let stream = this.streams.get(answerId);
    if (!stream) {
      stream = { events: [] };
      this.streams.set(answerId, stream);
    }
    stream.events.push(event);
    if (isFinalEvent(event)) {
      const finished = stream;
      finished.forget = setTimeout(() => {
        if (this.streams.get(answerId) === finished) this.streams.delete(answerId);
      }, this.retentionMs);
      finished.forget.unref();
    }
    for (const listener of [...(this.listeners.get(answerId) ?? [])]) listener(event);
  }

  /** Drops the answer's events now (not after the retention); its listeners stay. */
  forget(answerId: string): void {
    clearTimeout(this.streams.get(answerId)?.forget);
    this.streams.delete(answerId);
  }

  /** Whether a stop listener is registered for the answer (its generation runs in this process). */
  hasStopListeners(answerId: string): boolean {
    return this.stopListeners.has(answerId);
  }

  async subscribe(answerId: string, listener: (event: LiveAnswerEvent) => void) {
    let listeners = this.listeners.get(answerId);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(answerId, listeners);
    }
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.listeners.delete(answerId);
    };
  }

  async replay(answerId: string, afterId: string | null): Promise<LiveAnswerEvent[] | null> {
    const stream = this.streams.get(answerId);
    if (!stream) return null;
    if (afterId === null) return [...stream.events];
    return stream.events.filter((event) => compareEventIds(event.id, afterId) > 0);
  }

  async requestStop(answerId: string): Promise<void> {
    for (const listener of [...(this.stopListeners.get(answerId) ?? [])]) listener();
  }

  async onStopRequested(answerId: string, listener: () => void) {
    const listeners = this.stopListeners.get(answerId) ?? new Set<() => void>();
    this.stopListeners.set(answerId, listeners);
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.stopListeners.delete(answerId);
    };
  }
}
