import { InMemoryLiveAnswerBus } from '../live/in-memory-live-answer-bus.js';
import type { LiveAnswerBus, LiveAnswerEvent } from '../live/live-answer-bus.js';
import { OrderedPublisher } from './ordered-publisher.js';

/** A bus whose publishes resolve (or fail) only when the test says so, recording their order. */
function slowBus() {
  const started: string[] = [];
  const pending: { settle: (error?: Error) => void }[] = [];
  const bus = {
    publish: (_answerId: string, event: LiveAnswerEvent) =>
      new Promise<void>((resolve, reject) => {
        started.push(event.id);
        pending.push({ settle: (error) => (error ? reject(error) : resolve()) });
      }),
  } as unknown as LiveAnswerBus;
  return { bus, started, pending };
}

const chunk = (id: string): LiveAnswerEvent => ({ id, type: 'chunk', text: 'x' });

describe('OrderedPublisher', () => {
  it('with the in-process bus: every event delivered at once, in order, and never a promise to wait for', async () => {
    const bus = new InMemoryLiveAnswerBus();
    await bus.open('a');
    const seen: string[] = [];
    await bus.subscribe('a', (event) => seen.push(event.id));
    const publisher = new OrderedPublisher(bus, 'a');
    const waits = Array.from({ length: 100 }, (_, i) => publisher.publish(chunk(`${i + 1}-0`)));
    expect(waits.every((wait) => wait === undefined)).toBe(true);
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => `${i + 1}-0`));
    await publisher.flush();
    expect(await bus.replay('a', '98-0')).toEqual([chunk('99-0'), chunk('100-0')]);
  });

  it('sends the next piece before the previous publish is answered, in order, and flush waits for all', async () => {
    const { bus, started, pending } = slowBus();
    const publisher = new OrderedPublisher(bus, 'a');
    await publisher.publish(chunk('1-0'));
    await publisher.publish(chunk('2-0'));
    expect(started).toEqual(['1-0', '2-0']);
    let flushed = false;
    const flushing = publisher.flush().then(() => (flushed = true));
    await Promise.resolve();
    expect(flushed).toBe(false);
    for (const entry of pending) entry.settle();
    await flushing;
    expect(flushed).toBe(true);
  });

  it('fails the next publish (and flush) with the error of a failed one', async () => {
    const { bus, pending } = slowBus();
    const publisher = new OrderedPublisher(bus, 'a');
    await publisher.publish(chunk('1-0'));
    pending[0]!.settle(new Error('Redis is down'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(() => publisher.publish(chunk('2-0'))).toThrow('Redis is down');
    await expect(publisher.flush()).rejects.toThrow('Redis is down');
  });

  it('waits once 32 publishes are on their way', async () => {
    const { bus, pending } = slowBus();
    const publisher = new OrderedPublisher(bus, 'a');
    for (let i = 1; i < 32; i += 1) await publisher.publish(chunk(`${i}-0`));
    let sent = false;
    const thirtySecond = publisher.publish(chunk('32-0'))!.then(() => (sent = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toBe(false);
    pending[0]!.settle();
    await thirtySecond;
    expect(sent).toBe(true);
  });
});
