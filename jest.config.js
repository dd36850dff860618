// One jest run over every package (the README's test command runs it once).
module.exports = {
  projects: [
    '<rootDir>/shared/api',
    '<rootDir>/shared/build',
    '<rootDir>/shared/platform',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/serve',
    '<rootDir>/shared/remote-kit',
    '<rootDir>/backend',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-checkout',
    // Tests of the workspace's own tooling (lint boundaries); roots keeps jest from crawling every package.
    require('./jest.preset')(__dirname, { displayName: 'scripts', roots: ['<rootDir>/scripts'] }),
  ],
};
