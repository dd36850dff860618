// @ts-check
require('./webpack-compat');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared-modules');

/** A remote's fixed entry address: served `no-cache`, it points at content-hashed chunks. */
const REMOTE_ENTRY = 'remoteEntry.js';

/**
 * The federation plugin for one app.
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
 */
function federationPlugin(app, build) {
  const shared = sharedModules(app.dir);
  const common = { name: app.name, shared, shareStrategy: /** @type {const} */ ('loaded-first'), dts: false };
  if (app.role === 'host') {
    return new ModuleFederationPlugin({
      ...common,
      runtimePlugins: app.runtimePlugins,
      manifest: false,
      experiments: { provideExternalRuntime: true },
    });
  }
  return new ModuleFederationPlugin({
    ...common,
    filename: REMOTE_ENTRY,
    exposes: app.exposes,
    manifest: true,
    experiments: { externalRuntime: !build.ownPage },
  });
}

module.exports = { federationPlugin, REMOTE_ENTRY };
