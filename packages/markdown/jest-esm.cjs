// react-markdown and the unified/micromark/hast ecosystem ship ES modules only: a jest suite that
// renders AnswerMarkdown lets @swc/jest compile node_modules too, except big CommonJS packages
// that need no transform. Used by this package's tests and by every front end's tests that render it.
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

module.exports = {
  transformIgnorePatterns: [`/node_modules/(${commonJsPackages.join('|')})/`],
};
