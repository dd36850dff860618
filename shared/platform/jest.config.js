module.exports = require('../../jest.preset')(__dirname, { testEnvironment: 'jsdom' });
