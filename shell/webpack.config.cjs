const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 8081,
  title: 'E-Learning',
  // Absolute so that /a/b deep links served by the SPA fallback still find main.js.
  publicPath: '/',
});
