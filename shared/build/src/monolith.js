// @ts-check
const webpack = require('webpack');
const { escapeRegExp } = require('./escape-regexp');

/**
 * The monolith build swaps a few files for their one-bundle twins (for the shell: the federated remote loader
 * for one that imports the remotes directly). Matching the resolved file, not the import text, makes the swap
 * independent of how the file is imported.
 * @param {Record<string, string>} aliases absolute file -> absolute file
 * @returns {webpack.WebpackPluginInstance[]}
 */
function monolithReplacements(aliases) {
  return Object.entries(aliases).map(
    ([from, to]) => new webpack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(from)}$`), to),
  );
}

module.exports = { monolithReplacements };
