// The shared jest setup: tests in test/, beside src/, as in every front end.
module.exports = require('@elearning/webpack-config/jest.cjs')(__dirname);
