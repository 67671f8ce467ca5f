// The nginx pass: the same browser tests through the images' real nginx configuration
// (deploy/nginx, run by deploy/test/start-gateway.cjs) in front of the same backend, streamed
// answers included. A project of jest.config.cjs; alone: `npx jest -c jest.config.cjs --selectProjects nginx`.
module.exports = {
  ...require('./jest.project.cjs'),
  displayName: 'nginx',
  testMatch: [
    '<rootDir>/tests/app.test.ts',
    '<rootDir>/tests/answers.test.ts',
    '<rootDir>/tests/tutor.test.ts',
    '<rootDir>/tests/google-sign-in.test.ts',
    '<rootDir>/tests/accounts.test.ts',
    // The emailed links' pages (/verify-email, /invite) through the gateway's prerendered routes.
    '<rootDir>/tests/verification.test.ts',
  ],
  globals: { E2E_TARGET: 'nginx' },
};
