export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium is the whole browser (156 here): every new window (each browser context of a
  // test or a benchmark load) builds the omnibox popup's WebUI in a renderer of its own, about
  // 0.3 s of CPU beside the page on these 2 cores. No page needs it; a phone opening a page does
  // not pay it either (bench/frontend/RESULTS.md, browser-overhead.mjs). Unknown names are ignored.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
