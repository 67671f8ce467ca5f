const path = require('node:path');
const createConfig = require('@elearning/webpack-config');

const repo = path.join(__dirname, '..');
// Every front end's sources, with the kit bundled into each remote: the shared router keeps
// every name they import (decision 0003).
const frontEndSources = [
  'shell/src',
  'mf-marketing/src',
  'mf-auth/src',
  'mf-question/src',
  'mf-contact/src',
  'packages/remote-kit/src',
].map((d) => path.join(repo, d));

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
  // The shell's copy of the shared router is the one the page uses: keep every router export
  // that the shell or any remote imports (a remote starting to use a new one needs a shell build).
  routerUsersFrom: frontEndSources,
});
