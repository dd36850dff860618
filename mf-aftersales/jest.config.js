module.exports = require('../jest.preset')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('@shop/remote-kit/testing/setup')],
});
