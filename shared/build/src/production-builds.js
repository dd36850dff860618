// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** Matches a file of react-router's development build. */
const REACT_ROUTER_DEVELOPMENT = /[\\/]react-router[\\/]dist[\\/]development[\\/]/;

/**
 * react-router 7 exports only its development build (remix-run/react-router#14102), so production bundles
 * shipped its dev warnings. A production build takes the same file from its production build instead; the
 * entry files have the same names in both, and each build's chunks are reached only from its own entries.
 * @returns {webpack.WebpackPluginInstance}
 */
function reactRouterProductionBuild() {
  return new webpack.NormalModuleReplacementPlugin(REACT_ROUTER_DEVELOPMENT, (resolveData) => {
    const createData = resolveData.createData;
    if (!createData?.resource) return;
    const production = createData.resource.replace(REACT_ROUTER_DEVELOPMENT, (dir) =>
      dir.replace('development', 'production'),
    );
    if (!fs.existsSync(production)) return;
    createData.resource = production;
    // Its relative imports resolve beside the new file.
    createData.context = path.dirname(production);
  });
}

module.exports = { reactRouterProductionBuild };
