const path = require('node:path');
const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_contact',
  port: 3004,
  title: 'Contact (standalone)',
  exposes: { './ContactPage': './src/ContactPage.tsx' },
  // Bootstrap is purged to the rules this remote's pages (and the kit they bundle) use.
  purgeCssFrom: [path.join(__dirname, 'src'), path.join(__dirname, '../packages/remote-kit/src')],
});
