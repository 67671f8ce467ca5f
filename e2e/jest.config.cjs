// Browser tests: one worker (the app and chromium share 2 cores), a real app started once.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: {
    // .mjs too: support/browser.ts imports the launch arguments from scripts/chromium-args.mjs.
    '^.+\\.(ts|mjs)$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  maxWorkers: 1,
  testTimeout: 60_000,
};
