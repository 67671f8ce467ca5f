import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { FINISHED_STREAM_RETENTION_MS, InMemoryLiveAnswerBus } from './in-memory-live-answer-bus.js';
import { RedisWriteBatch } from './redis-write-batch.js';
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
const STOP_PATTERN = stopChannel('*');

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
 *
 * Local delivery: an answer generated on this replica (from `open` until its final event is in
 * Redis) is also kept in an in-process bus. Its pieces reach this replica's readers at once, and
 * their subscribe and replay need no round trip; Redis still gets every event (XADD), for the
 * readers on other replicas and a re-attach anywhere. The ids are the same on both paths, so the
 * subscribe-replay-dedupe protocol of the readers holds whichever path serves them. Stops arrive
 * through one pattern subscription per replica (`answer:*:stop`), made once at start, so a
 * generation listens for its Stop without a round trip.
 */
export class RedisLiveAnswerBus implements LiveAnswerBus, OnApplicationShutdown {
  private readonly logger = new Logger('LiveAnswers');
  private readonly reader: Redis;
  private readonly writer: Redis;
  /** The answers' stream writes, gathered for a few milliseconds into one script call. */
  private readonly writes: RedisWriteBatch;
  private readonly subscriber: Redis;
  private readerId: number | undefined;
  /** Followed streams of answers generated elsewhere: the last id read and the listeners. */
  private readonly followed = new Map<
    string,
    { lastId: string; listeners: Set<(event: LiveAnswerEvent) => void> }
  >();
  /** The events, listeners and stop listeners of the answers generated here. */
  private readonly local: InMemoryLiveAnswerBus;
  /**
   * Answers generated here, from `open` until their final event is in Redis. Until then the claim
   * is this replica's (released after the final event), so no other replica writes the answer and
   * the memory is its truth; after, Redis has every event, so readers lose nothing by going there.
   */
  private readonly generatedHere = new Set<string>();
  /** The Redis side of `open` of the answers generated here, until their first event waits for it. */
  private readonly opening = new Map<string, Promise<void>>();
  /** When each answer written here last pushed back its stream's expiry (see publish). */
  private readonly expiryRefreshedAt = new Map<string, number>();
  private wake: (() => void) | undefined;
  private closed = false;
  private readonly loop: Promise<void>;

  constructor(
    private readonly redis: Redis,
    private readonly retentionMs = FINISHED_STREAM_RETENTION_MS,
  ) {
    this.local = new InMemoryLiveAnswerBus(retentionMs);
    // Blocking reads and pub/sub each need a connection of their own. The answers' events go out
    // on one more, gathered into one script call every few milliseconds (RedisWriteBatch), so the
    // rate limits, claims and session checks on the shared connection do not queue behind
    // thousands of pieces a second when a class asks at once.
    this.writer = redis.duplicate();
    this.writer.on('error', () => undefined);
    this.writes = new RedisWriteBatch(this.writer);
    // These two wait for Redis by design (a blocking read, a subscription): no command timeout.
    const waiting = { enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined };
    this.reader = redis.duplicate(waiting);
    this.subscriber = redis.duplicate(waiting);
    for (const connection of [this.reader, this.subscriber]) connection.on('error', () => undefined);
    this.subscriber.on('pmessage', (_pattern: string, channel: string) => {
      const answerId = /^answer:(.+):stop$/.exec(channel)?.[1];
      if (answerId !== undefined) void this.local.requestStop(answerId);
    });
    // Queued until Redis answers; ioredis subscribes again by itself after a reconnect.
    this.subscriber.psubscribe(STOP_PATTERN).catch((error: unknown) => {
      if (!this.closed) this.logger.warn(`Subscribing to the answers' Stop failed: ${String(error)}`);
    });
    this.loop = this.readLoop();
  }

  async open(answerId: string): Promise<void> {
    this.expiryRefreshedAt.delete(answerId);
    this.generatedHere.add(answerId);
    await this.local.open(answerId);
    // Not waited for here (one round trip less before the model is called): this replica's readers
    // are served from memory, the writes reach Redis in order (the fresh stream before any event),
    // and the first publish waits for it, so a failure still fails the answer.
    const opened = this.writes.send({
      kind: 'open',
      stream: streamKey(answerId),
      open: openKey(answerId),
      ttlMs: UNFINISHED_STREAM_TTL_MS,
    });
    opened.catch(() => undefined);
    this.opening.set(answerId, opened);
  }

  publish(answerId: string, event: LiveAnswerEvent): Promise<void> {
    if (!this.generatedHere.has(answerId)) return this.append(answerId, event);
    // This replica's readers get it now; the returned promise still waits for Redis, so a failed
    // write fails the answer as before, and the final event leaves memory only once Redis has it.
    // No async function here: thousands of pieces a second, each promise costs (decision 0007).
    this.local.deliver(answerId, event);
    const opened = this.opening.get(answerId);
    if (opened) this.opening.delete(answerId);
    const appended = this.append(answerId, event);
    const written = opened ? Promise.all([opened, appended]).then(() => undefined) : appended;
    return isFinalEvent(event) ? written.finally(() => this.forgetLocal(answerId)) : written;
  }

  private forgetLocal(answerId: string): void {
    this.generatedHere.delete(answerId);
    this.opening.delete(answerId);
    this.local.forget(answerId);
  }

  /** The event into the answer's Redis stream. */
  private append(answerId: string, event: LiveAnswerEvent): Promise<void> {
    const { id, ...data } = event;
    const write = {
      kind: 'append',
      stream: streamKey(answerId),
      open: openKey(answerId),
      id,
      data: JSON.stringify(data),
    } as const;
    const final = isFinalEvent(event);
    const refreshedAt = this.expiryRefreshedAt.get(answerId);
    // Most pieces are one XADD: the expiry of an unfinished stream (15 min) is pushed back at most
    // once a minute, not with every piece.
    if (!final && refreshedAt !== undefined && Date.now() - refreshedAt < EXPIRY_REFRESH_MS) {
      return this.writes.send(write);
    }
    if (final) this.expiryRefreshedAt.delete(answerId);
    else this.expiryRefreshedAt.set(answerId, Date.now());
    return this.writes.send({ ...write, ttlMs: final ? this.retentionMs : UNFINISHED_STREAM_TTL_MS });
  }

  async subscribe(answerId: string, listener: (event: LiveAnswerEvent) => void) {
    if (this.generatedHere.has(answerId)) return this.local.subscribe(answerId, listener);
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
    // Subscribed here from memory and finished since: Redis already has every event (see publish).
    if (this.generatedHere.has(answerId)) return this.local.replay(answerId, afterId);
    const key = streamKey(answerId);
    const entries = (await this.redis.xrange(key, afterId === null ? '-' : `(${afterId}`, '+')) as [
      string,
      Fields,
    ][];
    if (entries.length === 0 && (await this.redis.exists(key, openKey(answerId))) === 0) return null;
    return entries.map(([id, fields]) => toEvent(id, fields));
  }

  async requestStop(answerId: string): Promise<void> {
    // Generated here: no need to go round through Redis.
    if (this.local.hasStopListeners(answerId)) return this.local.requestStop(answerId);
    await this.redis.publish(stopChannel(answerId), 'stop');
  }

  /** Every replica hears every Stop (the pattern subscription); only the generating one has a listener. */
  async onStopRequested(answerId: string, listener: () => void) {
    return this.local.onStopRequested(answerId, listener);
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
