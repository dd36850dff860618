// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Files a browser fetches as text. Source maps are left out: browsers fetch them only with devtools open, and
 * compressing them at brotli 11 would double the build's time.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/** Below this size the headers cost more than compression saves (the threshold @fastify/compress used). */
const MIN_BYTES = 1024;

/** The encodings written beside each file, by the suffix nginx's gzip_static/brotli_static and @shop/serve look for. */
const ENCODINGS = [
  {
    suffix: '.br',
    compress: (/** @type {Buffer} */ data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (/** @type {Buffer} */ data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/** @param {string} file */
const wantsCompression = (file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside a built file, each only when it is smaller than the
 * file. A sibling that would not be smaller is removed, so a stale one is never served.
 * @param {string} file
 * @returns {Promise<string[]>} the files written
 */
async function precompressFile(file) {
  const data = fs.readFileSync(file);
  const written = [];
  for (const { suffix, compress } of ENCODINGS) {
    const compressed = await compress(data);
    if (compressed.length < data.length) {
      fs.writeFileSync(file + suffix, compressed);
      written.push(file + suffix);
    } else fs.rmSync(file + suffix, { force: true });
  }
  return written;
}

/** @param {string} dir @param {string[]} skip folders (relative to dir) not to enter @returns {string[]} */
function filesUnder(dir, skip = []) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full);
    if (!entry.isFile() || skip.some((folder) => relative.startsWith(folder + path.sep))) return [];
    return [full];
  });
}

/** @param {string} file a sibling older than its file was made from an earlier version of it */
function siblingsFresh(file) {
  const mtime = fs.statSync(file).mtimeMs;
  return ENCODINGS.every(({ suffix }) => fs.existsSync(file + suffix) && fs.statSync(file + suffix).mtimeMs >= mtime);
}

/**
 * Precompresses every compressible file of a folder whose siblings are missing or older than the file (a file
 * edited after the build). For a build folder changed by hand: `node shared/build/src/precompress.js <dir>`.
 * @param {string} dir
 * @param {{ skip?: string[] }} [options] folders (relative to dir) left alone, e.g. the monolith build
 */
async function precompressDir(dir, options = {}) {
  const files = filesUnder(dir, options.skip).filter(
    (file) => !/\.(br|gz)$/.test(file) && wantsCompression(file) && !siblingsFresh(file),
  );
  await Promise.all(files.map(precompressFile));
  return files;
}

/**
 * Writes the precompressed files of every file a production build emitted, once it is on disk (the federation
 * manifest is emitted late, so the files are read from the output folder, after every plugin has run).
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const files = compilation
        .getAssets()
        .map((asset) => path.join(outputPath, asset.name))
        .filter((file) => fs.existsSync(file) && wantsCompression(file));
      await Promise.all(files.map(precompressFile));
    });
  }
}

module.exports = { precompressFile, precompressDir, PrecompressPlugin, COMPRESSIBLE, MIN_BYTES };

if (require.main === module) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node shared/build/src/precompress.js <build folder>');
    process.exit(2);
  }
  precompressDir(path.resolve(dir)).then(
    (files) => console.log(`precompressed ${files.length} files in ${dir}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
