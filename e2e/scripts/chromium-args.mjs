/**
 * Chromium reads only the last --disable-features switch, and Playwright passes its own before
 * ours: this list repeats Playwright's (playwright-core's chromiumSwitches) and adds the browser's
 * own UI that no page needs. tests/chromium-args.test.ts fails when Playwright's list has a name
 * this one lacks (after an upgrade).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium is the whole browser (156 here): every new window (each browser context of a
 * test or a benchmark load) built the omnibox popup's WebUI in a renderer of its own, about 0.7 s of
 * the browser's CPU per context beside the page on these 2 cores (bench/frontend/browser-overhead.mjs,
 * bench/frontend/RESULTS.md). A phone opening a page does not pay it. Unknown names are ignored.
 */
const BROWSER_UI_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];
