// One jest setup for the shell, the remotes and the kit: tests in test/ (beside src/), swc transform,
// jsdom, Testing Library matchers.
const path = require('node:path');

/** @param {string} dir the workspace folder (__dirname of its jest.config.cjs) */
module.exports = function createJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest/style-stub.cjs'),
      '\\.svg\\?raw$': path.join(__dirname, 'jest/svg-stub.cjs'),
      // The contract's ESM `.js` endings point at `.ts` files.
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest/setup.cjs')],
  };
};
