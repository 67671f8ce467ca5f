// react-markdown and the unified/micromark/hast ecosystem ship ES modules only: let @swc/jest
// compile node_modules too, except big CommonJS packages that need no transform.
const commonJsPackages = [
  'react',
  'react-dom',
  'scheduler',
  '@testing-library',
  'jest-.*',
  '@jest',
  'jsdom',
  'katex',
  'highlight.js',
];

const base = require('@elearning/webpack-config/jest.cjs')(__dirname);

module.exports = {
  ...base,
  testEnvironment: '<rootDir>/test/jsdomWithFetch.cjs',
  // Two shared cores: leave room for a busy machine.
  testTimeout: 20_000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/test/setup.ts'],
  transformIgnorePatterns: [`/node_modules/(${commonJsPackages.join('|')})/`],
  globals: { __STANDALONE_API_BASE__: 'http://localhost:3000' },
};
