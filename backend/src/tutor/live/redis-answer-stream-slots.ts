import { randomUUID } from 'node:crypto';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { startLeaseRenewal } from './lease-renewal.js';
import type { AnswerStreamSlots, StreamSlot } from './answer-stream-slots.js';
import { CLAIM_LEASE_MS } from './redis-answer-claims.js';

const slotsKey = (studentId: string) => `streams:student:${studentId}`;

/**
 * KEYS: the student's open streams (a sorted set of stream ids by lease end).
 * ARGV: stream id, max, now (ms), lease (ms). Atomic: replicas never let a student pass the max.
 */
const ACQUIRE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3] + ARGV[4], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

/**
 * AnswerStreamSlots counted across every replica through Redis, with the answer claims' lease: a
 * replica renews its open streams every third of it, so the streams of a replica that died stop
 * counting within one lease. While Redis is down a stream is let through (its answer cannot be
 * followed then anyway, and a refusal would not protect anything).
 */
export class RedisAnswerStreamSlots implements AnswerStreamSlots, OnApplicationShutdown {
  /** Streams open on this replica: stream id -> student id. */
  private readonly held = new Map<string, string>();
  private readonly stopRenewal: () => void;

  constructor(
    private readonly redis: Redis,
    private readonly leaseMs = CLAIM_LEASE_MS,
  ) {
    this.stopRenewal = startLeaseRenewal(leaseMs, () => this.renewAll());
  }

  async acquire(studentId: string, max: number): Promise<StreamSlot | null> {
    const id = randomUUID();
    const acquired = await this.redis
      .eval(ACQUIRE_SCRIPT, 1, slotsKey(studentId), id, max, Date.now(), this.leaseMs)
      .catch(() => null);
    if (acquired === 0) return null;
    if (acquired === null) return { release: async () => undefined };
    this.held.set(id, studentId);
    return {
      release: async () => {
        if (!this.held.delete(id)) return;
        await this.redis.zrem(slotsKey(studentId), id).catch(() => undefined); // else its lease ends it
      },
    };
  }

  private async renewAll(): Promise<void> {
    const byStudent = new Map<string, string[]>();
    for (const [id, studentId] of this.held)
      byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), id]);
    const leaseEnd = Date.now() + this.leaseMs;
    await Promise.all(
      [...byStudent].map(
        ([studentId, ids]) =>
          this.redis
            .zadd(slotsKey(studentId), 'XX', ...ids.flatMap((id) => [leaseEnd, id]))
            .then(() => this.redis.pexpire(slotsKey(studentId), this.leaseMs))
            .catch(() => undefined), // Redis down: the next renewal tries again
      ),
    );
  }

  onApplicationShutdown(): void {
    this.stopRenewal();
  }
}
