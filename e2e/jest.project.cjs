// What both passes of the browser suite share (see jest.config.cjs).
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    // .mjs too: support/browser.ts imports the launch arguments from scripts/chromium-args.mjs.
    '^.+\\.(ts|mjs)$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // One stack for both passes: the second project's setup finds it started (support/global-setup.mjs).
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
};
