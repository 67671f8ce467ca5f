import type { LiveAnswerBus, LiveAnswerEvent } from '../live/live-answer-bus.js';

/** Publishes of one answer that may be on their way at once before the next piece waits. */
const MAX_IN_FLIGHT = 32;

/**
 * Publishes one answer's events without waiting for each before reading the next piece: with the
 * Redis bus every publish is a round trip, and when a class asks at once a round trip longer than
 * the model's 20 ms between pieces would otherwise delay every later piece of the answer a little
 * more. Order is kept (one connection delivers commands in order); at most MAX_IN_FLIGHT wait at
 * once; a failed publish fails the next `publish` or `flush`, so the answer still ends as failed.
 */
export class OrderedPublisher {
  private readonly inFlight: Promise<void>[] = [];
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly bus: LiveAnswerBus,
    private readonly answerId: string,
  ) {}

  /** Returns a promise only when MAX_IN_FLIGHT are on their way (then it waits for the oldest). */
  publish(event: LiveAnswerEvent): Promise<void> | undefined {
    this.throwIfFailed();
    const sent = this.bus.publish(this.answerId, event);
    // Delivered already (the in-process bus): in order, nothing on its way.
    if (sent === undefined) return undefined;
    this.inFlight.push(sent.catch(this.recordFailure));
    if (this.inFlight.length < MAX_IN_FLIGHT) return undefined;
    return this.inFlight.shift()!.then(() => this.throwIfFailed());
  }

  private readonly recordFailure = (error: unknown) => {
    this.failure ??= { error };
  };

  /** Waits for every publish still on its way; throws the first failure. */
  async flush(): Promise<void> {
    await Promise.all(this.inFlight.splice(0));
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
