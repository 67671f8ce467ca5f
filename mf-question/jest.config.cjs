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

module.exports = {
  testEnvironment: '<rootDir>/test/jsdomWithFetch.cjs',
  roots: ['<rootDir>/test'],
  // Two shared cores: leave room for a busy machine.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      '@swc/jest',
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
  transformIgnorePatterns: [`/node_modules/(${commonJsPackages.join('|')})/`],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/styleStub.cjs',
    '\\.svg\\?raw$': '<rootDir>/test/svgStub.cjs',
    // @elearning/contract is TypeScript source with ESM-style "./x.js" imports of "./x.ts".
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globals: { __STANDALONE_API_BASE__: 'http://localhost:3000' },
};
