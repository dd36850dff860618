const { createAppConfig } = require('@shop/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_aftersales',
  role: 'remote',
  exposes: { './remote': 'src/remote.ts' },
  // The team's own page (dev server and monolith build): the pages on the shell's paths, with real providers.
  standaloneEntry: 'src/index.ts',
  html: { title: 'After-sales' },
});
