import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../scripts/chromium-args.mjs';

// Our --disable-features replaces Playwright's (Chromium reads the last one), so it must still hold
// every feature Playwright turns off. Read from playwright-core's own source of its switches.
describe('the browser arguments', () => {
  it("keep every feature Playwright's own launch switches turn off", () => {
    const bundle = readFileSync(
      join(dirname(require.resolve('playwright-core')), 'lib', 'coreBundle.js'),
      'utf8',
    );
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
    expect(list).toBeDefined();
    const playwrights = [...list!.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((match) => match[1]);
    expect(playwrights.length).toBeGreaterThan(5);
    expect(playwrights.filter((name) => !PLAYWRIGHT_DISABLED_FEATURES.includes(name!))).toEqual([]);
    const disabled = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    expect(disabled[0]!.slice('--disable-features='.length).split(',')).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']),
    );
  });
});
