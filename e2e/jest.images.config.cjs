// `npm run test:images`: every image built for real and docker-compose.yml run through podman
// (support/images-stack.mjs), then the browser journey through the gateway container: the files of
// the nginx pass but Google sign-in (no Auth emulator in the stack), and images.test.ts on the
// stack itself. Slow (image builds): `npm test` runs it last, only when podman works (scripts/test.mjs).
module.exports = {
  ...require('./jest.project.cjs'),
  displayName: 'images',
  maxWorkers: 1,
  testTimeout: 60_000,
  testMatch: [
    '<rootDir>/images/**/*.test.ts',
    '<rootDir>/tests/app.test.ts',
    '<rootDir>/tests/answers.test.ts',
    '<rootDir>/tests/tutor.test.ts',
    '<rootDir>/tests/accounts.test.ts',
  ],
  globals: { E2E_TARGET: 'nginx' },
  globalSetup: '<rootDir>/support/images-setup.mjs',
  globalTeardown: '<rootDir>/support/images-teardown.mjs',
};
