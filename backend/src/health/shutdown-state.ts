import { Injectable } from '@nestjs/common';

/**
 * Whether this replica is shutting down. Set first on SIGTERM, so /health/ready fails and the
 * load balancer stops sending new requests while the ones in flight finish (main.ts).
 */
@Injectable()
export class ShutdownState {
  private shuttingDown = false;

  get draining(): boolean {
    return this.shuttingDown;
  }

  startDraining(): void {
    this.shuttingDown = true;
  }
}
