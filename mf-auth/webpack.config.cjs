const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_auth',
  port: 3002,
  title: 'Auth (standalone)',
  exposes: { './LoginPage': './src/LoginPage.tsx', './SignupPage': './src/SignupPage.tsx' },
});
