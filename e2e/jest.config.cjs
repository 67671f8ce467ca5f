// Browser tests, two passes in one jest run (one --json result file):
//   direct: the app as `npm start` runs it (Node gateway), every test file;
//   nginx:  the browser tests again through the images' nginx configuration (jest.nginx.config.cjs).
// One worker (the app and chromium share 2 cores); one app, Postgres, fake model server and Auth
// emulator started once for both (support/stack.mjs).
module.exports = {
  maxWorkers: 1,
  testTimeout: 60_000,
  projects: [
    {
      ...require('./jest.project.cjs'),
      displayName: 'direct',
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      globals: { E2E_TARGET: 'direct' },
    },
    require('./jest.nginx.config.cjs'),
  ],
};
