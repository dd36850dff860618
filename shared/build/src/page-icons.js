// @ts-check
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');

const NAME = 'PageIcons';
const TYPES = /** @type {Record<string, string>} */ ({
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
});

/**
 * The page's icons, in its HTML from the first byte: without a `<link rel="icon">` there, browsers ask for
 * `/favicon.ico` on every full load (a 404 and a console error). Each file is emitted under a content hash, so it is
 * served immutable like the scripts; the shop's own favicon (the header call's) replaces it once the app runs.
 */
class PageIcons {
  /** @param {string[]} files absolute paths: SVG first (browsers that read it prefer it), then bitmaps */
  constructor(files) {
    this.icons = files.map((file) => {
      const content = readFileSync(file);
      const ext = path.extname(file);
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
      return { content, name: `${path.basename(file, ext)}.${hash}${ext}`, type: TYPES[ext] ?? 'image/png' };
    });
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const icon of this.icons) compilation.emitAsset(icon.name, new webpack.sources.RawSource(icon.content));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '/';
        data.headTags.push(
          ...this.icons.map((icon) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'icon',
              type: icon.type,
              href: `${publicPath}${icon.name}`,
              ...(icon.type === 'image/svg+xml' ? { sizes: 'any' } : {}),
            }),
          ),
        );
        return data;
      });
    });
  }
}

module.exports = { PageIcons };
