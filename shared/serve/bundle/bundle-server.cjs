// @ts-check
// Compiles a server (TypeScript, workspace packages and all) into one CommonJS file a plain `node` runs: the
// deployable server of an app needs neither the source tree nor tsx (decision 023). esbuild, not
// tsc: the workspace packages are TypeScript source behind `exports` maps that name .ts files, which tsc's emit
// would still require at run time.
const { build } = require('esbuild');
const fs = require('node:fs');
const path = require('node:path');

/** The server's file inside the build folder: `node build/server.cjs`. */
const SERVER_FILE = 'server.cjs';

/**
 * @param {object} options
 * @param {string} options.entry the server's entry file (TypeScript)
 * @param {string} options.outDir the folder to write (emptied first): server.cjs, package.json, copied files
 * @param {string} options.name what the folder's package.json calls it
 * @param {Record<string, string>} [options.external] packages left out of the bundle (native code), name -> version;
 *   the folder's package.json lists them, so `npm install --omit=dev` there installs them
 * @param {Record<string, string>} [options.copy] files or folders copied beside server.cjs: source -> name in outDir
 * @param {Record<string, string>} [options.define] expressions replaced at build time (esbuild's `define`)
 */
async function bundleServer({ entry, outDir, name, external = {}, copy = {}, define = {} }) {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [entry],
    outfile: path.join(outDir, SERVER_FILE),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: Object.keys(external),
    // A server that renders pages (the shell's) runs React's production build, and its JSX is emotion's.
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    // Readable stack traces in production logs; the file is not sent to browsers.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  for (const [from, to] of Object.entries(copy)) fs.cpSync(from, path.join(outDir, to), { recursive: true });
  const manifest = {
    name,
    private: true,
    main: SERVER_FILE,
    scripts: { start: `node ${SERVER_FILE}` },
    dependencies: external,
  };
  fs.writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

module.exports = { bundleServer, SERVER_FILE };
