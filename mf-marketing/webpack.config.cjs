const path = require('node:path');
const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_marketing',
  port: 3001,
  title: 'Marketing (standalone)',
  exposes: { './HomePage': './src/HomePage.tsx', './AboutPage': './src/AboutPage.tsx' },
  // Bootstrap is purged to the rules this remote's pages (and the kit they bundle) use.
  purgeCssFrom: [path.join(__dirname, 'src'), path.join(__dirname, '../packages/remote-kit/src')],
});
