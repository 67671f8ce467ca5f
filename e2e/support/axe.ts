import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG A/AA violations on the page as it is now: "rule: target" lines (none expected). */
export async function axeViolations(page: Page): Promise<string[]> {
  // A button just clicked is still hovered and fading between its colours (Bootstrap's 0.15 s
  // transitions): axe would judge the contrast of a frame in between. The pointer leaves and every
  // finite transition ends first (endless ones, such as a spinner, are not waited for).
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
  });
}

/**
 * The one page check of the browser tests: axe clean (WCAG A/AA) and no sideways scrolling at
 * desktop (1280 px) and phone (390 px) width, with a full-page screenshot at each
 * (`<path>-desktop.png`, `<path>-phone.png`, looked at, not compared). `axe: false` for a page
 * checked only for layout.
 */
export async function checkAtBothWidths(page: Page, path: string, { axe = true } = {}): Promise<void> {
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (axe) expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${path}-${label}.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect({ path, label, overflow }).toEqual({ path, label, overflow: 0 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
