import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { FINISHED_STREAM_RETENTION_MS } from './in-memory-live-answer-bus.js';
import { isFinalEvent, type LiveAnswerBus, type LiveAnswerEvent } from './live-answer-bus.js';

/** An answer still being written expires this long after its last event (its replica died). */
const UNFINISHED_STREAM_TTL_MS = 15 * 60_000;
/** How often an answer being written pushes back the expiry of its stream (far less than the TTL). */
const EXPIRY_REFRESH_MS = 60_000;
/** Longest XREAD BLOCK; a new subscription interrupts it at once (CLIENT UNBLOCK). */
const BLOCK_MS = 5_000;

const streamKey = (answerId: string) => `answer:${answerId}:events`;
/** Says the answer's stream is open even before its first event (Redis has no empty streams). */
const openKey = (answerId: string) => `answer:${answerId}:open`;
const stopChannel = (answerId: string) => `answer:${answerId}:stop`;

type Fields = string[];

function toEvent(id: string, fields: Fields): LiveAnswerEvent {
  const data = JSON.parse(fields[1]!) as Omit<LiveAnswerEvent, 'id'>;
  return { ...data, id } as LiveAnswerEvent;
}

/**
 * The LiveAnswerBus shared by every replica through Redis Streams: one stream per answer
 * (`answer:<id>:events`), each event an XADD with the event's own id (`<characters>-<n>`, strictly
 * increasing, so the SSE ids a browser resumes from are the stream ids). Replay is XRANGE; live
 * events come from one XREAD BLOCK loop per replica over every answer someone here follows (its own
 * connection; a new follower interrupts the block with CLIENT UNBLOCK). The explicit Stop is a
 * Redis pub/sub message, so it reaches the generation wherever it runs.
 */
export class RedisLiveAnswerBus implements LiveAnswerBus, OnApplicationShutdown {
  private readonly logger = new Logger('LiveAnswers');
  private readonly reader: Redis;
  private readonly writer: Redis;
  private readonly subscriber: Redis;
  private readerId: number | undefined;
  /** Followed streams: the last id read and the listeners. */
  private readonly followed = new Map<
    string,
    { lastId: string; listeners: Set<(event: LiveAnswerEvent) => void> }
  >();
  private readonly stopListeners = new Map<string, Set<() => void>>();
  /** When each answer written here last pushed back its stream's expiry (see publish). */
  private readonly expiryRefreshedAt = new Map<string, number>();
  private wake: (() => void) | undefined;
  private closed = false;
  private readonly loop: Promise<void>;

  constructor(
    private readonly redis: Redis,
    private readonly retentionMs = FINISHED_STREAM_RETENTION_MS,
  ) {
    // Blocking reads and pub/sub each need a connection of their own. The answers' events go out
    // on one more, so the rate limits, claims and session checks on the shared connection do not
    // queue behind thousands of pieces a second when a class asks at once. (ioredis's
    // auto-pipelining made the burst's pieces slower here, not faster: measured, left off.)
    this.writer = redis.duplicate();
    this.writer.on('error', () => undefined);
    this.reader = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    for (const connection of [this.reader, this.subscriber]) connection.on('error', () => undefined);
    this.subscriber.on('message', (channel: string) => {
      const answerId = /^answer:(.+):stop$/.exec(channel)?.[1];
      for (const listener of [...(this.stopListeners.get(answerId ?? '') ?? [])]) listener();
    });
    this.loop = this.readLoop();
  }

  async open(answerId: string): Promise<void> {
    this.expiryRefreshedAt.delete(answerId);
    await this.writer
      .multi()
      .del(streamKey(answerId))
      .set(openKey(answerId), '1', 'PX', UNFINISHED_STREAM_TTL_MS)
      .exec();
  }

  async publish(answerId: string, event: LiveAnswerEvent): Promise<void> {
    const { id, ...data } = event;
    const key = streamKey(answerId);
    const final = isFinalEvent(event);
    const refreshedAt = this.expiryRefreshedAt.get(answerId);
    // Most pieces are one XADD: the expiry of an unfinished stream (15 min) is pushed back at most
    // once a minute, not with every piece (five commands each when a class asks at once).
    if (!final && refreshedAt !== undefined && Date.now() - refreshedAt < EXPIRY_REFRESH_MS) {
      await this.writer.xadd(key, id, 'event', JSON.stringify(data));
      return;
    }
    const ttl = final ? this.retentionMs : UNFINISHED_STREAM_TTL_MS;
    await this.writer
      .multi()
      .xadd(key, id, 'event', JSON.stringify(data))
      .pexpire(key, ttl)
      .set(openKey(answerId), '1', 'PX', ttl)
      .exec();
    if (final) this.expiryRefreshedAt.delete(answerId);
    else this.expiryRefreshedAt.set(answerId, Date.now());
  }

  async subscribe(answerId: string, listener: (event: LiveAnswerEvent) => void) {
    const key = streamKey(answerId);
    let entry = this.followed.get(key);
    if (!entry) {
      // From the stream's current end, read now: nothing published after subscribe() returns is missed.
      const [last] = await this.redis.xrevrange(key, '+', '-', 'COUNT', 1);
      entry = { lastId: last?.[0] ?? '0-0', listeners: new Set() };
      this.followed.set(key, entry);
      await this.interruptRead();
    }
    entry.listeners.add(listener);
    const followed = entry;
    return async () => {
      followed.listeners.delete(listener);
      if (followed.listeners.size === 0 && this.followed.get(key) === followed) this.followed.delete(key);
    };
  }

  async replay(answerId: string, afterId: string | null): Promise<LiveAnswerEvent[] | null> {
    const key = streamKey(answerId);
    const entries = (await this.redis.xrange(key, afterId === null ? '-' : `(${afterId}`, '+')) as [
      string,
      Fields,
    ][];
    if (entries.length === 0 && (await this.redis.exists(key, openKey(answerId))) === 0) return null;
    return entries.map(([id, fields]) => toEvent(id, fields));
  }

  async requestStop(answerId: string): Promise<void> {
    await this.redis.publish(stopChannel(answerId), 'stop');
  }

  async onStopRequested(answerId: string, listener: () => void) {
    let listeners = this.stopListeners.get(answerId);
    if (!listeners) {
      listeners = new Set();
      this.stopListeners.set(answerId, listeners);
      await this.subscriber.subscribe(stopChannel(answerId));
    }
    listeners.add(listener);
    const own = listeners;
    return async () => {
      own.delete(listener);
      if (own.size === 0 && this.stopListeners.get(answerId) === own) {
        this.stopListeners.delete(answerId);
        await this.subscriber.unsubscribe(stopChannel(answerId)).catch(() => undefined);
      }
    };
  }

  /** Makes the reader's current XREAD return, so the next one includes a newly followed stream. */
  private async interruptRead(): Promise<void> {
    this.wake?.();
    if (this.readerId !== undefined) await this.redis.client('UNBLOCK', this.readerId).catch(() => undefined);
  }

  private async readLoop(): Promise<void> {
    while (!this.closed) {
      if (this.followed.size === 0) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      try {
        this.readerId ??= Number(await this.reader.client('ID'));
        const keys = [...this.followed.keys()];
        const ids = keys.map((key) => this.followed.get(key)!.lastId);
        const result = (await this.reader.xread('BLOCK', BLOCK_MS, 'STREAMS', ...keys, ...ids)) as
          [string, [string, Fields][]][] | null;
        for (const [key, entries] of result ?? []) {
          const entry = this.followed.get(key);
          if (!entry) continue;
          for (const [id, fields] of entries) {
            entry.lastId = id;
            const event = toEvent(id, fields);
            for (const listener of [...entry.listeners]) listener(event);
          }
        }
      } catch (error) {
        if (this.closed) return;
        this.readerId = undefined; // a new connection has a new id
        this.logger.warn(`Reading live answers from Redis failed: ${String(error)}; retrying`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.wake?.();
    this.reader.disconnect();
    this.subscriber.disconnect();
    await this.writer.quit().catch(() => this.writer.disconnect());
    await this.loop.catch(() => undefined);
  }
}
