import type { OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { startLeaseRenewal } from './lease-renewal.js';
import type { AnswerClaims, ClaimResult } from './answer-claims.js';

/** A claim lives this long unless its replica renews it (every third of it): a crashed replica's claims expire. */
export const CLAIM_LEASE_MS = 30_000;

const claimKey = (answerId: string) => `claim:answer:${answerId}`;
const studentKey = (studentId: string) => `claim:student:${studentId}`;

/**
 * KEYS: the answer's claim, the student's claims (a sorted set of answer ids by lease end).
 * ARGV: student id, answer id, max per student, now (ms), lease (ms).
 * Atomic: two replicas can never both claim one answer, nor a student pass the limit.
 */
const CLAIM_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'taken' end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[4])
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then return 'student_busy' end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[5])
redis.call('ZADD', KEYS[2], ARGV[4] + ARGV[5], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return 'claimed'`;

/** Releases only a claim this student holds (a lease that expired and was taken by another stays). */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
redis.call('ZREM', KEYS[2], ARGV[2])
return 1`;

/** Extends the lease of a claim still held by this student. */
const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('ZADD', KEYS[2], ARGV[3] + ARGV[4], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 1`;

/**
 * AnswerClaims shared by every replica through Redis: SET NX-like claims with a lease (PX),
 * renewed by the replica generating the answer while it runs, so a second stream for the same
 * question is refused whichever replica gets it, and a replica that dies frees its claims within
 * one lease.
 */
export class RedisAnswerClaims implements AnswerClaims, OnApplicationShutdown {
  /** Claims held by this replica: answer id -> student id. */
  private readonly held = new Map<string, string>();
  private readonly stopRenewal: () => void;

  constructor(
    private readonly redis: Redis,
    private readonly leaseMs = CLAIM_LEASE_MS,
  ) {
    this.stopRenewal = startLeaseRenewal(leaseMs, () => this.renewAll());
  }

  async claim(answerId: string, studentId: string, maxPerStudent: number): Promise<ClaimResult> {
    const result = (await this.redis.eval(
      CLAIM_SCRIPT,
      2,
      claimKey(answerId),
      studentKey(studentId),
      studentId,
      answerId,
      maxPerStudent,
      Date.now(),
      this.leaseMs,
    )) as ClaimResult;
    if (result === 'claimed') this.held.set(answerId, studentId);
    return result;
  }

  async release(answerId: string, studentId: string): Promise<void> {
    this.held.delete(answerId);
    await this.redis.eval(RELEASE_SCRIPT, 2, claimKey(answerId), studentKey(studentId), studentId, answerId);
  }

  async isClaimed(answerId: string): Promise<boolean> {
    return (await this.redis.exists(claimKey(answerId))) === 1;
  }

  private async renewAll(): Promise<void> {
    const now = Date.now();
    await Promise.all(
      [...this.held].map(
        ([answerId, studentId]) =>
          this.redis
            .eval(
              RENEW_SCRIPT,
              2,
              claimKey(answerId),
              studentKey(studentId),
              studentId,
              answerId,
              now,
              this.leaseMs,
            )
            .catch(() => undefined), // Redis down: the next renewal tries again
      ),
    );
  }

  onApplicationShutdown(): void {
    this.stopRenewal();
  }
}
