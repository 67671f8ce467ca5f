import type { ScreenVerdict } from '../screen/index.js';
import { OfflineScreen } from './offline-screen.js';

describe('OfflineScreen (the offline screen in a worker thread)', () => {
  let screen: OfflineScreen;
  beforeAll(async () => {
    screen = new OfflineScreen();
    await screen.onModuleInit();
  });
  afterAll(async () => {
    await screen.onApplicationShutdown();
  });
  const pool = () => (screen as unknown as { pool: { completed: number } | null }).pool;

  it('screens the message alone and with its earlier turns in its thread', async () => {
    expect(pool()).not.toBeNull();
    // The server's start waited for the thread to compile the patterns.
    const before = pool()!.completed;
    expect(before).toBe(1);
    expect((await screen.alone('i want to kill myself tonight')).tier).toBe('urgent');
    expect(await screen.alone('this homework is killing me')).toEqual({ tier: 'none', matched: [] });
    // Risk said before, a decision now.
    const verdict = await screen.inContext('i already decided, tonight', ['i dont want to be here anymore']);
    expect(verdict.tier).toBe('urgent');
    expect(verdict.matched).toContain('context.escalation');
    const ordinary = await screen.inContext('and what about mitochondria?', ['what is a cell made of']);
    expect(ordinary).toEqual({ tier: 'none', matched: [] });
    expect(pool()!.completed).toBeGreaterThanOrEqual(before + 4);
  });

  it('the messages alone of one turn go to the thread as one task, each with its own verdict', async () => {
    const before = pool()!.completed;
    const texts = ['i want to kill myself tonight', 'what is 7 times 8', 'this homework is killing me'];
    const verdicts = await Promise.all(texts.map((text) => screen.alone(text)));
    expect(verdicts.map((v) => v.tier)).toEqual(['urgent', 'none', 'none']);
    expect(pool()!.completed).toBe(before + 1);
  });

  it('many at once: each message gets its own verdict', async () => {
    const texts = Array.from({ length: 50 }, (_, i) =>
      i % 10 === 0 ? 'i already decided, tonight' : `what is ${i} times ${i}`,
    );
    const verdicts = await Promise.all(
      texts.map((text) => screen.inContext(text, ['i dont want to be here anymore'])),
    );
    expect(verdicts.map((v) => v.tier)).toEqual(texts.map((_, i) => (i % 10 === 0 ? 'urgent' : 'none')));
  });

  it('a message alone does not wait behind the screens in context sent before it', async () => {
    const earlier = Array.from(
      { length: 6 },
      (_, i) => `turn ${i}: what is the water cycle and why does it matter`,
    );
    const order: string[] = [];
    const track = (label: string) => (verdict: ScreenVerdict) => {
      order.push(label);
      return verdict;
    };
    const inContext = Array.from({ length: 40 }, (_, i) =>
      screen.inContext(`and what about evaporation number ${i}?`, earlier).then(track('context')),
    );
    const alone = screen.alone('i want to die').then(track('alone'));
    expect((await alone).tier).toBe('urgent');
    await Promise.all(inContext);
    // Sent last, screened long before the last of them (in the order sent it would be the 41st;
    // the thread screens those that arrived before it first).
    expect(order.indexOf('alone')).toBeLessThan(30);
  });

  it('screens in this process after the thread is closed: never skipped', async () => {
    const spare = new OfflineScreen();
    await spare.onModuleInit();
    await spare.onApplicationShutdown();
    const sparePool = (spare as unknown as { pool: { completed: number; threads: unknown[] } }).pool;
    expect((await spare.alone('i want to kill myself tonight')).tier).toBe('urgent');
    expect(
      (await spare.inContext('i already decided, tonight', ['i dont want to be here anymore'])).tier,
    ).toBe('urgent');
    // No thread was started again for them.
    expect(sparePool.completed).toBe(1);
    expect(sparePool.threads).toHaveLength(0);
  });
});
