// @ts-check
const path = require('node:path');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const webpack = require('webpack');

/** The workspace's root: module ids are named from here in development (see below). */
const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

const PAGE_RUNTIME = require.resolve('./page-refresh-runtime');
const RELOAD_POLICY = require.resolve('./hot-reload-policy');
/** The hot client the dev server adds (`hot: true`), which the reload policy replaces. */
const HOT_CLIENT = /[\\/]webpack[\\/]hot[\\/]dev-server\.js$/;

/**
 * What a development server's build adds for React Fast Refresh across the federated page (decision 062):
 *
 * - swc's refresh transform (script-rules.js) and the refresh plugin, which makes every component module a
 *   boundary that accepts its own updates;
 * - `react-refresh/runtime` resolved to the page's one runtime (page-refresh-runtime.js), and one injection flag
 *   for every app (`library`), so the shell's runtime is the page's and a remote loaded into it registers there;
 * - module ids named from the workspace's root (`./mf-catalog/src/…`, not `./src/…`): the runtime keys a
 *   component's family by its module id, and two remotes' `./src/pages/…` would otherwise be one family;
 * - the reload policy (hot-reload-policy.js) as the hot client of every entry, the remote's container too: an
 *   update that cannot be applied in place reloads the page only where the page shows that app.
 *
 * The refresh plugin's own error overlay is off: the dev server's overlay already shows build errors, and run-time
 * errors are the app's (a remote that fails shows its fallback).
 * @param {{ dir: string, role: 'host' | 'remote' }} app
 * @returns {{ plugins: webpack.WebpackPluginInstance[], alias: Record<string, string> }}
 */
function fastRefresh(app) {
  const policy = `${RELOAD_POLICY}?${new URLSearchParams({
    app: path.relative(WORKSPACE_ROOT, app.dir),
    host: app.role === 'host' ? '1' : '0',
  })}`;
  return {
    plugins: [
      new webpack.NormalModuleReplacementPlugin(HOT_CLIENT, policy),
      new ReactRefreshPlugin({
        overlay: false,
        library: 'shop',
        exclude: [/[\\/]node_modules[\\/]/, PAGE_RUNTIME, RELOAD_POLICY],
      }),
      new webpack.ids.NamedModuleIdsPlugin({ context: WORKSPACE_ROOT }),
    ],
    alias: { 'react-refresh/runtime$': PAGE_RUNTIME },
  };
}

module.exports = { fastRefresh };
