// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');

const NAME = 'ChunkPreloads';

/** What a remote publishes beside its manifest: each named chunk group (`page-home`, `i18n-en`) -> its files. */
const CHUNK_GROUPS_FILE = 'mf-chunk-groups.json';

/** What a remote publishes beside its manifest: the list of every file of the build. */
const FILES_FILE = 'mf-files.json';

/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').ChunkGroup} ChunkGroup */
/** @typedef {import('webpack').AsyncDependenciesBlock} Block */

/**
 * The script files the host's page fetches before it can render anything: the chunks of its async boundary
 * (`import('./bootstrap')` in the entry) and, for every shared module those chunks consume, the chunks that provide
 * it (react, react-dom, the platform, ...). Other `import()`s (lazy pages) are not followed. Without these in the
 * HTML they are requested only once main.js has run: one round trip more before anything else can start.
 * @param {Compilation} compilation
 * @returns {string[]}
 */
function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get('main');
  if (!entrypoint) return [];
  const already = new Set(entrypoint.getFiles());
  /** @type {ChunkGroup[]} */
  const queue = [];
  const seen = new Set();
  const visit = (/** @type {Block} */ block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group && !seen.has(group)) {
      seen.add(group);
      queue.push(group);
    }
  };
  for (const module of chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) {
    for (const block of module.blocks) visit(block);
  }
  // Who provides each share key (the host's own copies: `loaded-first` uses them, the host loads first).
  /** @type {Map<string, import('webpack').Module[]>} */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const key = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;
    if (key) providers.set(key, [...(providers.get(key) ?? []), module]);
  }
  for (let index = 0; index < queue.length; index++) {
    for (const chunk of /** @type {ChunkGroup} */ (queue[index]).chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const key = /** @type {{ options?: { shareKey?: string } }} */ (/** @type {unknown} */ (module)).options
          ?.shareKey;
        // The host's own copy is what the runtime gets (`loaded-first`); the consumer's fallback only without one.
        const provided = (key && providers.get(key)) || [];
        for (const source of provided.length ? provided : [module]) source.blocks.forEach(visit);
      }
    }
  }
  const files = queue.flatMap((group) => group.getFiles()).filter((file) => file.endsWith('.js'));
  return [...new Set(files)].filter((file) => !already.has(file));
}

/**
 * Host: `<link rel="preload" as="script">` in index.html for its boot chunks (`bootFiles`), so they load in
 * parallel with main.js. Remote: `mf-chunk-groups.json` (named chunk group -> files), so the shell's server can
 * preload the chunks of the page a route shows (`page-<name>`, `i18n-<locale>`) with the remote's entry.
 * The files are deterministic: the same build always gives the same list.
 */
class ChunkPreloads {
  /**
   * @param {'host' | 'remote'} role
   * @param {string[]} [published] files another compiler writes into the build (the server build's entry), listed
   *   with the build's own so `verify` checks them too
   */
  constructor(role, published = []) {
    this.role = role;
    this.published = published;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      if (this.role === 'host') {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
          const publicPath = data.publicPath ?? '/';
          const links = bootFiles(compilation).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          );
          data.headTags.unshift(...links);
          return data;
        });
        return;
      }
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, string[]>} */
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.getFiles().filter((file) => file.endsWith('.js'));
          }
          compilation.emitAsset(CHUNK_GROUPS_FILE, new webpack.sources.RawSource(`${JSON.stringify(groups)}\n`));
          // Every file the build emitted (source maps aside): what `verify` checks is on the CDN before the build
          // can go live, the chunks no page has loaded yet included.
          const files = [
            ...Object.keys(compilation.assets).filter((file) => !file.endsWith('.map')),
            ...this.published,
          ].sort();
          compilation.emitAsset(FILES_FILE, new webpack.sources.RawSource(`${JSON.stringify({ files })}\n`));
        },
      );
    });
  }
}

module.exports = { ChunkPreloads, CHUNK_GROUPS_FILE, FILES_FILE, bootFiles };
