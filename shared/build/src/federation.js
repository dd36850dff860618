// @ts-check
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { escapeRegExp } = require('./escape-regexp');
const { buildIdentity } = require('./build-identity');
const { sharedModules } = require('./shared-modules');

/** A remote's fixed entry address: served `no-cache`, it points at content-hashed chunks. */
const REMOTE_ENTRY = 'remoteEntry.js';

/**
 * `provideExternalRuntime` adds its runtime plugin by the package's CommonJS entry, which brings a second,
 * CommonJS copy of the federation runtime into the host (its first chunk doubled, about +90 KiB). Its ES module
 * entry shares the host's one copy.
 * @returns {webpack.WebpackPluginInstance}
 */
function runtimeInjectorAsModule() {
  // Resolved the way the plugin resolves it: from @module-federation/enhanced, whose dependency it is.
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const cjsEntry = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] });
  let dir = path.dirname(cjsEntry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const esmEntry = path.join(
    dir,
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports['.'].import.default,
  );
  return new webpack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(cjsEntry)}$`), esmEntry);
}

/**
 * These builds run in a browser only: the federation runtime's loaders for Node (fetch and run a script in a vm)
 * are left out of them (about 4.5 KB of the shell's first chunk). A remote's build for the shell's server says
 * `node` (server-render-build.js).
 */
const BROWSER_ONLY = /** @type {const} */ ({ target: 'web' });

/**
 * The federation plugins of one app.
 *
 * - The host declares no remotes: it registers them at run time from /runtime-config.json, so a remote is
 *   re-pointed without rebuilding the shell.
 * - `loaded-first`: a shared module already on the page is used as is, so start-up never waits for (or fails
 *   with) a remote that is offline.
 * - The host provides the federation runtime to remotes (`provideExternalRuntime`) and remotes use it
 *   (`externalRuntime`), which keeps each remoteEntry.js small. A remote's own page (its dev server) has no host
 *   to provide it, so that build keeps its own runtime.
 * - `dts: false`: the shell/remote contract is typed in @shop/platform and consumed through the workspace, so
 *   the generated type archives (and their downloads at build time) are not needed.
 *
 * @param {ReturnType<typeof import('./app-options').normalizeOptions>} app
 * @param {{ ownPage: boolean }} build `ownPage`: this build also runs the remote's standalone page
 * @returns {webpack.WebpackPluginInstance[]}
 */
function federationPlugins(app, build) {
  const shared = sharedModules(app.dir);
  const common = { name: app.name, shared, shareStrategy: /** @type {const} */ ('loaded-first'), dts: false };
  if (app.role === 'host') {
    return [
      new ModuleFederationPlugin({
        ...common,
        runtimePlugins: app.runtimePlugins,
        manifest: false,
        experiments: { provideExternalRuntime: true, optimization: BROWSER_ONLY },
      }),
      runtimeInjectorAsModule(),
    ];
  }
  return [
    new ModuleFederationPlugin({
      ...common,
      filename: REMOTE_ENTRY,
      exposes: app.exposes,
      manifest: { additionalData: buildIdentity(app.dir) },
      experiments: { externalRuntime: !build.ownPage, optimization: BROWSER_ONLY },
    }),
  ];
}

module.exports = { federationPlugins, REMOTE_ENTRY };
