const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  // Federation name and dev port: its entry in packages/deployment/remotes.json.
  dir: __dirname,
  title: 'Auth (standalone)',
  // Login and Sign Up are also written as HTML (prerender/pages.tsx, decisions 0005 and 0016).
  prerender: true,
  exposes: {
    './LoginPage': './src/LoginPage.tsx',
    './SignupPage': './src/SignupPage.tsx',
    './ResetPasswordPage': './src/ResetPasswordPage.tsx',
    './VerifyEmailPage': './src/VerifyEmailPage.tsx',
    './InvitePage': './src/InvitePage.tsx',
  },
});
