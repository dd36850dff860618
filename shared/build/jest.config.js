// The factory is CommonJS with JSDoc types, so are its tests.
module.exports = require('../../jest.preset')(__dirname, { testMatch: ['<rootDir>/src/**/*.test.js'] });
