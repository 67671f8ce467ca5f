const path = require('node:path');
const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 8081,
  title: 'E-Learning',
  // Absolute so that /a/b deep links served by the SPA fallback still find main.js.
  publicPath: '/',
  // Only the Bootstrap rules the shell itself renders (public/: the placeholder in index.html uses
  // Bootstrap classes, because the CSP allows no inline styles). Each remote ships the rules its own
  // pages use, scoped to them, so the shell's image needs no remote's sources.
  purgeCssFrom: [path.join(__dirname, 'src'), path.join(__dirname, 'public')],
});
