/**
 * ESM jest: Nest 12 is ESM-only, so tests run as ES modules (node --experimental-vm-modules),
 * TypeScript compiled by swc with decorator metadata (Nest DI and TypeORM need it).
 * @type {import('jest').Config}
 */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions],
    // @fastify/static (Swagger UI on Fastify) require()s the ESM-only content-disposition; Node 20
    // can do that, jest's module loader cannot before Node 24.9, so that one package is compiled to CJS.
    '/node_modules/content-disposition/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  moduleNameMapper: {
    // The contract's route table from its source (the running backend reads its compiled dist/routes.js).
    '^@elearning/contract/routes$': '<rootDir>/../packages/contract/src/routes.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30000,
};
