const { createAppConfig } = require('@shop/build');

// The page title until the site header call sets the shop's own.
const TITLE = 'Wholesale store';

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  html: { title: TITLE, icons: ['src/assets/favicon.svg', 'src/assets/favicon.png'] },
  runtimePlugins: ['./src/runtime-plugins/remote-resilience.ts', './src/runtime-plugins/shared-version-check.ts'],
  serverEntry: 'src/server-entry.ts',
  monolithAliases: { 'src/remotes/load-remote.federated.ts': 'src/remotes/load-remote.monolith.ts' },
});
