// The library floor (issue 7): the shared libraries alone — react, react-dom, react-router-dom, swr, i18next,
// react-i18next, @emotion/react and the federation runtime — in a host built by the same factory and settings as
// the shell, rendering one page. What a composed page weighs is read against it.
const path = require('node:path');
const { createAppConfig } = require('../../../shared/build');
const { narrowModuleDirs } = require('../../../shared/build/src/shared-modules');

const shellModules = path.resolve(__dirname, '../../../shell/node_modules');
const config = createAppConfig({
  dir: __dirname,
  name: 'floor',
  role: 'host',
  html: { title: 'Library floor' },
});

module.exports = (env, argv) => {
  const built = config(env, argv);
  // Not a workspace package: the libraries come from the shell's install, the same versions it ships.
  // The narrow shared entries' own imports (react-router) resolve beside the shell's react-router-dom.
  const narrow = narrowModuleDirs(path.resolve(__dirname, '../../../shell'));
  return { ...built, resolve: { ...built.resolve, modules: [shellModules, 'node_modules', ...narrow] } };
};
