const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_marketing',
  port: 3001,
  title: 'Marketing (standalone)',
  exposes: { './HomePage': './src/HomePage.tsx', './AboutPage': './src/AboutPage.tsx' },
});
