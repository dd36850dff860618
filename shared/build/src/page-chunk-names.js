// @ts-check
const { pageChunkName } = require('./page-chunk-name');

/** `ProductDetail: () => import(` in a remote's `pageChunks({ … })`: the page's name, then its chunk's import. */
const PAGE_LOADER = /(\b([A-Z][A-Za-z0-9]*)\s*:\s*\(\)\s*=>\s*import\()(?=\s*['"])/g;

/**
 * A loader for each remote's `src/remote.ts`: names every page's chunk from the page's name (`pageChunkName`), so
 * no one writes a chunk name by hand and the shell's server can never ask for one the remote did not build. A
 * remote.ts with no page loader, or with a hand-written chunk name, fails the build.
 * @this {import('webpack').LoaderContext<Record<string, never>>}
 * @param {string} source
 * @returns {string}
 */
function pageChunkNames(source) {
  if (source.includes('webpackChunkName')) {
    this.emitError(new Error('page chunks are named by the build (page-chunk-names.js): remove webpackChunkName'));
  }
  let named = 0;
  const result = source.replace(PAGE_LOADER, (_match, head, page) => {
    named += 1;
    return `${head}/* webpackChunkName: "${pageChunkName(page)}" */ `;
  });
  if (named === 0) this.emitError(new Error('no page loader (`Page: () => import(…)`) found in remote.ts'));
  return result;
}

module.exports = pageChunkNames;
