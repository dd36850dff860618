// @ts-check
const path = require('node:path');
const { builtAgainst } = require('./shared-modules');

/**
 * After a production build, the app's server compiled into `build/server.cjs` beside `dist/` (decision
 * 023): the shell's from its `serverEntry` (@shop/serve's shell server with its route table), a
 * remote's from @shop/serve's remote server. The two folders together run with a plain `node`, without the source
 * tree or tsx. @shop/serve is resolved from the app, which depends on it, when the build has been written.
 * @param {ReturnType<typeof import('./app-options').normalizeOptions>} app
 * @returns {import('webpack').WebpackPluginInstance}
 */
function serverBundle(app) {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('ServerBundle', async () => {
        let serveDir;
        try {
          serveDir = path.dirname(require.resolve('@shop/serve/package.json', { paths: [app.dir] }));
        } catch {
          throw new Error(`${app.dir}: add "@shop/serve": "workspace:*" to devDependencies (its server comes from it)`);
        }
        const { bundleServer } = require(path.join(serveDir, 'bundle', 'bundle-server.cjs'));
        await bundleServer({
          entry: app.serverEntry ?? path.join(serveDir, 'src', 'cli', 'serve-remote.ts'),
          outDir: path.join(app.dir, 'build'),
          name: `${app.name}-server`,
          // The shell's server renders pages with the remotes' server builds (decision 038): it provides them the
          // shared packages at the versions it was built with, and its pages' JSX is emotion's, as in the browser.
          define: { 'process.env.SHOP_SHARED_VERSIONS': JSON.stringify(JSON.stringify(builtAgainst(app.dir))) },
        });
      });
    },
  };
}

module.exports = { serverBundle };
