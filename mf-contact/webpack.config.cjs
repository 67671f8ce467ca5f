const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_contact',
  port: 3004,
  title: 'Contact (standalone)',
  exposes: { './ContactPage': './src/ContactPage.tsx' },
});
