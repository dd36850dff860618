module.exports = require('../../jest.preset')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});
