// One jest run over every package (the README's test command runs it once).
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

// Every remote folder with a package.json is a project: a new remote needs no line here.
const remotes = readdirSync(__dirname)
  .filter((entry) => entry.startsWith('mf-') && existsSync(path.join(__dirname, entry, 'package.json')))
  .sort()
  .map((entry) => `<rootDir>/${entry}`);

/** The scripts are ES modules run by plain Node (`.mjs`); their tests compile them to CommonJS like the TypeScript. */
function scriptsProject() {
  const project = require('./jest.preset')(__dirname, { displayName: 'scripts', roots: ['<rootDir>/scripts'] });
  const [typescript] = Object.values(project.transform);
  return { ...project, transform: { ...project.transform, '^.+\\.mjs$': typescript } };
}

module.exports = {
  // Component tests drive whole pages through user events; 5 s is too tight on a busy two-core machine.
  testTimeout: 15_000,
  projects: [
    '<rootDir>/shared/api',
    '<rootDir>/shared/build',
    '<rootDir>/shared/platform',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/serve',
    '<rootDir>/shared/remote-kit',
    '<rootDir>/backend',
    '<rootDir>/release',
    '<rootDir>/shell',
    ...remotes,
    // The e2e harness's own logic (e2e/support/*.test.ts), not its journeys.
    '<rootDir>/e2e',
    // Tests of the workspace's own tooling (lint boundaries); roots keeps jest from crawling every package.
    scriptsProject(),
  ],
};
