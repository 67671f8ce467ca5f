// Deploy tests run real programs (nginx, docker-compose, webpack builds): node environment,
// one file at a time (2 shared cores), generous timeouts.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  maxWorkers: 1,
  testTimeout: 60_000,
};
