// The page renders @elearning/markdown: its ES-module-only dependencies are compiled (jest-esm.cjs).
const { transformIgnorePatterns } = require('@elearning/markdown/jest-esm.cjs');

const base = require('@elearning/webpack-config/jest.cjs')(__dirname);

module.exports = {
  ...base,
  testEnvironment: '<rootDir>/test/jsdomWithFetch.cjs',
  // Two shared cores: leave room for a busy machine.
  testTimeout: 20_000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/test/setup.ts'],
  transformIgnorePatterns,
  globals: { __STANDALONE_API_BASE__: 'http://localhost:3000' },
};
