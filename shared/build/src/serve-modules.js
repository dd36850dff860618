// @ts-check
const path = require('node:path');

/**
 * Loads a TypeScript module of @shop/serve (the runtime configuration, the shell origins), so the dev servers
 * answer exactly as the production servers do. Node 20 cannot load TypeScript by itself; tsx (a dependency of
 * @shop/serve) compiles it on the fly. @shop/serve is resolved from the app, which depends on it for `start`.
 * @param {string} appDir
 * @param {string} file path inside @shop/serve/src, without extension
 * @returns {any}
 */
function loadServeModule(appDir, file) {
  let serveDir;
  try {
    serveDir = path.dirname(require.resolve('@shop/serve/package.json', { paths: [appDir] }));
  } catch {
    throw new Error(`${appDir}: add "@shop/serve": "workspace:*" to devDependencies (its dev server needs it)`);
  }
  const tsx = require(require.resolve('tsx/cjs/api', { paths: [serveDir] }));
  return tsx.require(path.join(serveDir, 'src', `${file}.ts`), __filename);
}

module.exports = { loadServeModule };
