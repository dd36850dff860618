// @ts-check
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const path = require('node:path');
const webpack = require('webpack');
const { REMOTE_ENTRY } = require('./federation');
const { reactRouterProductionBuild } = require('./production-builds');
const { scriptRules } = require('./script-rules');
const { narrowModuleDirs, sharedModules } = require('./shared-modules');

/** Where a remote's server build goes: `dist/server/`, so it is published (and re-pointed) with the browser build. */
const SERVER_RENDER_DIR = 'server';
/** The server build's one file, as the build's file list (`mf-files.json`) names it. */
const SERVER_RENDER_ENTRY = `${SERVER_RENDER_DIR}/${REMOTE_ENTRY}`;

/**
 * The webpack configuration of a remote's server build (decision 038): the same `./remote` module, built for
 * Node (`async-node`, a `commonjs-module` container) with @module-federation/node's runtime plugin, for the shell's
 * server to render the remote's pages through the federation runtime.
 *
 * - One file: every page is in `remoteEntry.js` (no chunk to fetch per page on the server), so the entry needs no
 *   address of its own to find its chunks, and two builds of one remote (live and canary) never mix files.
 * - The same `shared` as the browser build: the shell's server provides React, the store's packages and their
 *   subpaths, so a remote's page renders in the shell's providers (one theme, one i18n, one SWR cache).
 * - Its own federation runtime (no `externalRuntime`): the shell's server is not a webpack build.
 * @param {ReturnType<typeof import('./app-options').normalizeOptions>} app
 * @returns {import('webpack').Configuration}
 */
function serverRenderConfig(app) {
  return {
    name: `${app.name}-server-render`,
    context: app.dir,
    mode: 'production',
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(app.dir, 'dist', SERVER_RENDER_DIR),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: '',
      uniqueName: `${app.name}_server`,
      clean: true,
    },
    // Readable stack traces in the shell server's logs; nothing here reaches a browser.
    devtool: false,
    optimization: { minimize: false },
    resolve: { extensions: ['.ts', '.tsx', '...'], modules: ['node_modules', ...narrowModuleDirs(app.dir)] },
    module: { rules: scriptRules(true) },
    plugins: [
      reactRouterProductionBuild(),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: REMOTE_ENTRY,
        library: { type: 'commonjs-module' },
        exposes: app.exposes,
        shared: sharedModules(app.dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        // Its runtime keeps only the loaders for Node (the browser's, which add script elements, are left out).
        experiments: { optimization: { target: 'node' } },
      }),
    ],
    performance: false,
  };
}

/**
 * After a remote's production build, its server build (`serverRenderConfig`) compiled into `dist/server/`. A
 * separate compiler, run once the browser build has written (and cleaned) `dist/`.
 * @param {ReturnType<typeof import('./app-options').normalizeOptions>} app
 * @returns {webpack.WebpackPluginInstance}
 */
function serverRenderBuild(app) {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('ServerRenderBuild', async () => {
        const stats = await new Promise((resolve, reject) => {
          webpack(serverRenderConfig(app)).run((error, result) => (error ? reject(error) : resolve(result)));
        });
        const found = /** @type {webpack.Stats} */ (stats);
        if (found.hasErrors()) throw new Error(found.toString({ all: false, errors: true }));
      });
    },
  };
}

module.exports = { serverRenderBuild, serverRenderConfig, SERVER_RENDER_DIR, SERVER_RENDER_ENTRY };
