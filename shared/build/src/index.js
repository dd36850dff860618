// @ts-check
const path = require('node:path');
const { normalizeOptions } = require('./app-options');
const { HostBuildInfo } = require('./build-identity');
const { ChunkPreloads } = require('./chunk-preloads');
const { devServer } = require('./dev-server');
const { federationPlugins } = require('./federation');
const { htmlPage } = require('./html-page');
const { PageIcons } = require('./page-icons');
const { monolithReplacements } = require('./monolith');
const { PrecompressPlugin } = require('./precompress');
const { fastRefresh } = require('./react-refresh/fast-refresh');
const { reactRouterProductionBuild } = require('./production-builds');
const { scriptRules, TARGET } = require('./script-rules');
const { serverBundle } = require('./server-bundle');
const { serverRenderBuild, SERVER_RENDER_ENTRY } = require('./server-render-build');
const { narrowModuleDirs } = require('./shared-modules');

/**
 * The webpack configuration of one app (the shell or a remote), as a function of webpack-cli's `env`/`argv`:
 * `webpack --mode production` builds for production, `--env monolith` builds one bundle without federation
 * (into dist/monolith), `webpack serve` runs the dev server.
 * @param {import('./app-options').AppOptions} options
 * @returns {(env?: Record<string, unknown>, argv?: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig(options) {
  const app = normalizeOptions(options);
  return (env = {}, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    const serving = Boolean(env.WEBPACK_SERVE);
    const monolith = Boolean(env.monolith);
    const page = pageEntry(app, { serving, monolith });
    // A dev server's build updates the open page in place (decision 062).
    const refresh = serving && !production ? fastRefresh(app) : null;
    const hashed = production ? '.[contenthash:8]' : '';
    /** @type {import('webpack').EntryObject} */
    const entry = page ? { main: page } : {};

    /** @type {import('webpack').WebpackPluginInstance[]} */
    const plugins = [];
    if (page) plugins.push(htmlPage(app.html.title));
    if (page && app.html.icons?.length)
      plugins.push(new PageIcons(app.html.icons.map((icon) => path.join(app.dir, icon))));
    // A remote's pages built for the shell's server too (dist/server), published with its browser build.
    const serverRendered = production && !serving && !monolith && app.role === 'remote';
    if (production)
      plugins.push(
        reactRouterProductionBuild(),
        new ChunkPreloads(app.role, serverRendered ? [SERVER_RENDER_ENTRY] : []),
      );
    if (production && app.role === 'host' && !monolith) plugins.push(new HostBuildInfo(app.dir));
    if (monolith) plugins.push(...monolithReplacements(app.monolithAliases));
    else plugins.push(...federationPlugins(app, { ownPage: page !== null }));
    if (production && !serving && !monolith) plugins.push(serverBundle(app));
    if (serverRendered) plugins.push(serverRenderBuild(app));
    // Brotli 11 and gzip 9 beside each file, once, at build time: nginx (gzip_static, brotli_static) and
    // @shop/serve send them as they are instead of compressing every answer.
    if (production && !serving) plugins.push(new PrecompressPlugin());
    if (refresh) plugins.push(...refresh.plugins);

    return {
      name: app.name,
      context: app.dir,
      mode: production ? 'production' : 'development',
      target: ['web', TARGET],
      entry,
      output: {
        path: path.join(app.dir, 'dist', monolith ? 'monolith' : ''),
        filename: production ? entryFilename : '[name].js',
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        // The host's pages live at any depth (/pc/cart); a remote's chunks are found beside its remoteEntry.js.
        publicPath: app.role === 'host' || monolith ? '/' : 'auto',
        uniqueName: app.name,
        // Remote chunks load with CORS, so an error thrown in them reaches the shell's handlers in full.
        crossOriginLoading: 'anonymous',
        // A module whose evaluation threw (a shared module it imports did not arrive) is dropped from webpack's
        // module cache instead of kept half-run, so the host's second attempt at its start runs it again rather
        // than resolving to nothing: a blank page (decision 031).
        strictModuleExceptionHandling: app.role === 'host',
        // A federated build keeps a monolith built beside it (dist/monolith), so both can be served and compared.
        clean: production && (monolith || { keep: /^(monolith|server)[\\/]/ }),
      },
      // Source maps in production: they cost shoppers nothing (browsers fetch them only with devtools open) and
      // make production errors and e2e traces readable; everything in them ships to the browser anyway.
      // A dev server's: eval'd modules, so a save rebuilds and sends only what changed (save → painted, decision 062).
      devtool: production ? 'source-map' : serving ? 'eval-cheap-module-source-map' : 'cheap-module-source-map',
      resolve: {
        extensions: ['.ts', '.tsx', '...'],
        modules: ['node_modules', ...narrowModuleDirs(app.dir)],
        ...(refresh ? { alias: refresh.alias } : {}),
      },
      module: { rules: scriptRules(production, Boolean(refresh)) },
      // Named by fast-refresh.js instead, from the workspace's root.
      ...(refresh ? { optimization: { moduleIds: false } } : {}),
      plugins,
      // Size budgets are tests (bytes are deterministic), not build warnings.
      performance: false,
      ...(serving ? { devServer: devServer(app) } : {}),
    };
  };
}

/**
 * The name of an entry chunk. The federation runtime plugin (enhanced 2.9.2) asks for the entry chunk's file
 * name while generating its runtime module, before the chunk has a content hash, and webpack refuses
 * `[contenthash]` there; the plugin only needs the folder depth, which does not depend on the hash, so it gets
 * the name without one. The file written to disk always has its hash: webpack asks again once the hash exists.
 * @param {import('webpack').PathData} pathData
 */
function entryFilename(pathData) {
  const hashKnown = Boolean(pathData.contentHash || pathData.chunk?.contentHash?.javascript);
  return hashKnown ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * The page this build serves, if any: the host always has one; a remote only for its own dev server or as a
 * monolith (its standalone page in one bundle). A remote's production build is its remoteEntry.js alone.
 * @param {ReturnType<typeof normalizeOptions>} app
 * @param {{ serving: boolean, monolith: boolean }} build
 * @returns {string | null}
 */
function pageEntry(app, build) {
  if (app.role === 'host') return app.entry;
  if (build.monolith && !app.standaloneEntry)
    throw new Error(`remote ${app.name} needs standaloneEntry for a monolith build`);
  return build.serving || build.monolith ? app.standaloneEntry : null;
}

module.exports = { createAppConfig };
