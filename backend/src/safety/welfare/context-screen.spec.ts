import { ContextScreen } from './context-screen.js';

describe('ContextScreen (the screen with the earlier turns, in a worker thread)', () => {
  let screen: ContextScreen;
  beforeAll(() => {
    screen = new ContextScreen();
  });
  afterAll(async () => {
    await screen.onApplicationShutdown();
  });
  const pool = () => (screen as unknown as { pool: { completed: number } | null }).pool;

  it('runs in its thread and reads the earlier turns: risk said before, a decision now', async () => {
    expect(pool()).not.toBeNull();
    const before = pool()!.completed;
    const verdict = await screen.screen('i already decided, tonight', ['i dont want to be here anymore']);
    expect(verdict.tier).toBe('urgent');
    expect(verdict.matched).toContain('context.escalation');
    const ordinary = await screen.screen('and what about mitochondria?', ['what is a cell made of']);
    expect(ordinary).toEqual({ tier: 'none', matched: [] });
    expect(pool()!.completed).toBeGreaterThanOrEqual(before + 2);
  });

  it('many at once: each message gets its own verdict', async () => {
    const texts = Array.from({ length: 50 }, (_, i) =>
      i % 10 === 0 ? 'i already decided, tonight' : `what is ${i} times ${i}`,
    );
    const verdicts = await Promise.all(
      texts.map((text) => screen.screen(text, ['i dont want to be here anymore'])),
    );
    expect(verdicts.map((v) => v.tier)).toEqual(texts.map((_, i) => (i % 10 === 0 ? 'urgent' : 'none')));
  });

  it('screens in this process after the thread is closed: never skipped', async () => {
    const spare = new ContextScreen();
    await spare.onApplicationShutdown();
    const sparePool = (spare as unknown as { pool: { threads: unknown[] } }).pool;
    const verdict = await spare.screen('i already decided, tonight', ['i dont want to be here anymore']);
    expect(verdict.tier).toBe('urgent');
    // No thread was started again for it.
    expect(sparePool.threads).toHaveLength(0);
  });
});
