const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  // Federation name and dev port: its entry in packages/deployment/remotes.json.
  dir: __dirname,
  title: 'Contact (standalone)',
  exposes: { './ContactPage': './src/ContactPage.tsx' },
});
