// @ts-check
const path = require('node:path');

/**
 * What an app tells the factory. Everything else (loaders, output names, sharing, dev server) is decided once,
 * in this package, for every app.
 *
 * @typedef {object} AppOptions
 * @property {string} dir The app's folder (holds package.json and src/).
 * @property {string} name Federation name: 'shell', 'mf_catalog', ... (also the name in /runtime-config.json).
 * @property {'host' | 'remote'} role
 * @property {string} [entry] Host: the page's entry, relative to `dir`; default 'src/index.ts' (it only does
 *   `import('./bootstrap')`, the async boundary every shared singleton needs).
 * @property {Record<string, string>} [exposes] Remotes: public name -> file relative to `dir`.
 * @property {string[]} [runtimePlugins] Host: federation runtime plugin files, relative to `dir`.
 * @property {{ title: string, icons?: string[] }} [html] The page's title before the app sets the real one, and its
 *   icons (paths in the app's folder, SVG first), linked from the HTML so no load asks for /favicon.ico.
 * @property {string} [standaloneEntry] Remotes: the entry of the remote's own page, used by its dev server and
 *   by its monolith build, relative to `dir`.
 * @property {string} [serverEntry] Host: its server's entry (Node), relative to `dir`, bundled into build/server.cjs by
 *   the production build; a remote's server is `@shop/serve`'s.
 * @property {Record<string, string>} [monolithAliases] Files replaced in the monolith build: file -> file, both
 *   relative to `dir` (e.g. the federated remote loader -> one that imports the remotes directly).
 */

/**
 * @typedef {object} BuildMode
 * @property {boolean} production
 * @property {boolean} devServer `webpack serve`
 * @property {boolean} monolith `--env monolith`: one bundle, no federation
 */

/**
 * Checks the options and makes every path absolute.
 * @param {AppOptions} options
 * @returns {Required<Omit<AppOptions, 'standaloneEntry' | 'serverEntry'>> & { standaloneEntry: string | null, serverEntry: string | null }}
 */
function normalizeOptions(options) {
  const { dir, name, role } = options;
  if (!path.isAbsolute(dir)) throw new Error('createAppConfig: dir must be absolute (pass __dirname)');
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new Error(`createAppConfig: "${name}" is not a valid federation name`);
  if (role !== 'host' && role !== 'remote') throw new Error('createAppConfig: role is "host" or "remote"');
  // Ports are written once, for every app and server, in @shop/serve's table (see the dev server).
  if ('port' in options)
    throw new Error(`createAppConfig: ${name}'s port belongs in shared/serve/src/process/ports.ts`);
  if (role === 'remote' && !options.exposes) throw new Error(`createAppConfig: remote ${name} exposes nothing`);
  if (role === 'remote' && options.serverEntry)
    throw new Error(`createAppConfig: remote ${name} is served by @shop/serve's remote server (no serverEntry)`);
  if (role === 'host' && options.exposes)
    throw new Error('createAppConfig: the host exposes nothing (it provides the federation runtime)');
  const inApp = (/** @type {string} */ file) => path.resolve(dir, file);
  const mapValues = (/** @type {Record<string, string>} */ map, /** @type {(v: string) => string} */ fn) =>
    Object.fromEntries(Object.entries(map).map(([key, value]) => [key, fn(value)]));
  return {
    dir,
    name,
    role,
    entry: inApp(options.entry ?? 'src/index.ts'),
    exposes: mapValues(options.exposes ?? {}, (file) => `./${path.relative(dir, inApp(file))}`),
    runtimePlugins: (options.runtimePlugins ?? []).map(inApp),
    html: options.html ?? { title: name },
    standaloneEntry: options.standaloneEntry ? inApp(options.standaloneEntry) : null,
    serverEntry: options.serverEntry ? inApp(options.serverEntry) : null,
    monolithAliases: Object.fromEntries(
      Object.entries(options.monolithAliases ?? {}).map(([from, to]) => [inApp(from), inApp(to)]),
    ),
  };
}

module.exports = { normalizeOptions };
