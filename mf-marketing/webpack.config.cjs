const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  // Federation name and dev port: its entry in packages/deployment/remotes.json.
  dir: __dirname,
  title: 'Marketing (standalone)',
  // Home, About and Privacy are also written as HTML (prerender/pages.tsx, decision 0005).
  prerender: true,
  exposes: {
    './HomePage': './src/HomePage.tsx',
    './AboutPage': './src/AboutPage.tsx',
    './PrivacyPage': './src/PrivacyPage.tsx',
  },
});
