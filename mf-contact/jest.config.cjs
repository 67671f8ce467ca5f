module.exports = require('@elearning/webpack-config/jest.cjs')(__dirname);
