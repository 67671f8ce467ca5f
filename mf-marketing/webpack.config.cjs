const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  // Federation name and dev port: its entry in packages/deployment/remotes.json.
  dir: __dirname,
  title: 'Marketing (standalone)',
  exposes: { './HomePage': './src/HomePage.tsx', './AboutPage': './src/AboutPage.tsx' },
});
