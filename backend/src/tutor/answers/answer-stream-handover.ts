import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../../redis/redis.constants.js';
import type { AnswerEventStream } from './answer-event-stream.js';

/**
 * The answer streams this replica is sending, so that a replica shutting down hands them over
 * instead of holding them until their answers end (graceful-shutdown.ts): with the live answers on
 * Redis, every stream is ended without a final event and the browser re-attaches (Last-Event-ID)
 * to another replica, which reads what the generation, still running here until it ends or the
 * grace period runs out, keeps publishing. Without Redis no other replica can see the answer: the
 * streams stay to the end, as before.
 */
@Injectable()
export class AnswerStreamHandover {
  private readonly logger = new Logger('Answers');
  private readonly open = new Set<AnswerEventStream>();
  private handingOver = false;

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  /** Follows `stream` until the returned function is called (its relay ended). */
  track(stream: AnswerEventStream): () => void {
    // A re-attach that still reached this replica (an open keep-alive connection) goes on at once.
    if (this.handingOver) {
      stream.handOver();
      return () => undefined;
    }
    this.open.add(stream);
    return () => this.open.delete(stream);
  }

  /** Hands every stream over, now and from now on; false when streams cannot be handed over (no Redis). */
  handOverAll(): boolean {
    if (!this.redis) return false;
    this.handingOver = true;
    if (this.open.size > 0)
      this.logger.log(`Shutting down: handing ${this.open.size} answer stream(s) over to the other replicas`);
    for (const stream of this.open) stream.handOver();
    this.open.clear();
    return true;
  }
}
