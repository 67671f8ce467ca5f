// The shared jest setup (tests in test/, beside src/), compiling the renderer's ES-module-only
// dependencies (jest-esm.cjs).
const { transformIgnorePatterns } = require('./jest-esm.cjs');

module.exports = {
  ...require('@elearning/webpack-config/jest.cjs')(__dirname),
  transformIgnorePatterns,
  // Two shared cores: the first test loads react-markdown, KaTeX and highlight.js.
  testTimeout: 20_000,
};
