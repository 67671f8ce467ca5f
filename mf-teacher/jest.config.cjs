// Tests sit in test/, beside src/, in every front end.
const base = require('@elearning/webpack-config/jest.cjs')(__dirname);

module.exports = { ...base, testMatch: ['<rootDir>/test/**/*.test.ts?(x)'] };
