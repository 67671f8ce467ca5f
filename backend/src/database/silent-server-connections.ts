import { type AfterQueryEvent, type EntitySubscriberInterface, EventSubscriber } from 'typeorm';
import { isReadTimeout } from './database-errors.js';

/**
 * A connection whose statement got no answer at all (pg's query_timeout: a frozen server, or a
 * network that drops packets without a reset; statementLimits in typeorm-options.ts) is closed, not
 * handed back to the pool as it is: the statement may still reach the server later, and a ROLLBACK
 * given up on the same way would leave that session inside a transaction that the next request's
 * writes would join, then lose. Closed, the server rolls back whatever it had.
 */
@EventSubscriber()
export class SilentServerConnections implements EntitySubscriberInterface {
  afterQuery(event: AfterQueryEvent): void {
    if (event.success || !isReadTimeout(event.error)) return;
    const runner = event.queryRunner as unknown as {
      databaseConnection?: { connection?: { stream?: { destroy(): void } } };
    };
    runner.databaseConnection?.connection?.stream?.destroy();
  }
}
