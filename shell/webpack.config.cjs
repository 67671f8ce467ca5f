const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 8081,
  title: 'E-Learning',
  // Absolute so that /a/b deep links served by the SPA fallback still find main.js.
  publicPath: '/',
  // The documents of the routes a remote prerenders (prerender/pages.tsx, decision 0005).
  prerender: true,
  // Its Bootstrap keeps the rules the shell's bundled sources and public/index.html (the loading
  // placeholder) use; each remote ships the rules its own pages use, scoped to them.
});
