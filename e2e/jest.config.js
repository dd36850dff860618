// The harness's own logic (support/*.test.ts); the journeys (tests/*.spec.ts) are Playwright's.
module.exports = require('../jest.preset')(__dirname, { roots: ['<rootDir>/support'] });
