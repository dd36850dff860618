// @ts-check
const { loadServeModule } = require('./serve-modules');

/**
 * Build errors cover the page; run-time errors do not, because the app handles its own (a remote that fails to
 * load shows its fallback) and that is what a developer needs to see.
 */
const OVERLAY = { errors: true, warnings: false, runtimeErrors: false };

/**
 * The host's dev server: the page for every route, the API forwarded to the backend like the production server
 * does, and /runtime-config.json from the production server's own generator (re-read when its file changes).
 * @param {ReturnType<typeof import('./app-options').normalizeOptions>} app
 * @returns {import('webpack-dev-server').Configuration}
 */
function hostDevServer(app) {
  // Re-read when the RUNTIME_CONFIG file changes, as the production server does.
  const { runtimeConfigSource } = loadServeModule(app.dir, 'runtime-config/runtime-config-source');
  const runtimeConfig = runtimeConfigSource();
  return {
    ...common(app),
    historyApiFallback: true,
    proxy: apiProxy(app),
    setupMiddlewares: (middlewares) => [
      {
        name: 'runtime-config',
        path: '/runtime-config.json',
        middleware: (/** @type {any} */ _req, /** @type {import('node:http').ServerResponse} */ res) => {
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.setHeader('cache-control', 'no-cache');
          res.end(JSON.stringify(runtimeConfig.current()));
        },
      },
      ...middlewares,
    ],
  };
}

/**
 * A remote's dev server: its files for the shell's pages (CORS for the same origins as production), and its own
 * page when it has one, which calls the backend through the same API proxy as the shell's page. Its hot-update
 * client talks to this server even inside the shell's page.
 * @param {ReturnType<typeof import('./app-options').normalizeOptions>} app
 * @returns {import('webpack-dev-server').Configuration}
 */
function remoteDevServer(app) {
  const { shellOrigins } = loadServeModule(app.dir, 'static/shell-origins');
  const allowed = new Set(shellOrigins());
  const ownPage = app.standaloneEntry !== null;
  return {
    ...common(app),
    historyApiFallback: ownPage,
    ...(ownPage ? { proxy: apiProxy(app) } : {}),
    // The shell's page (another origin) loads these files: naming our own hosts keeps webpack-dev-server from
    // refusing cross-site script loads and from marking every file Cross-Origin-Resource-Policy: same-origin.
    allowedHosts: ['127.0.0.1', 'localhost'],
    // No client.webSocketURL: webpack-dev-server then gives the hot-update client this server's host and the port
    // it actually listens on (`--port` and `PORT` included), which the client uses even inside the shell's page.
    headers: (req) => {
      const origin = req.headers.origin;
      /** @type {Record<string, string>} */
      const headers = { Vary: 'Origin' };
      if (origin && allowed.has(origin)) headers['Access-Control-Allow-Origin'] = origin;
      return headers;
    },
  };
}

/**
 * The API paths forwarded to the backend (`API_URL`), as the shell's production server does, so a page on the dev
 * server talks to one origin.
 * @param {ReturnType<typeof import('./app-options').normalizeOptions>} app
 * @returns {NonNullable<import('webpack-dev-server').Configuration['proxy']>}
 */
function apiProxy(app) {
  const { API_PREFIXES } = loadServeModule(app.dir, 'api-proxy/api-prefixes');
  return [
    {
      context: [...API_PREFIXES],
      target: process.env.API_URL || loadServeModule(app.dir, 'process/ports').localOrigin('backend'),
      changeOrigin: true,
      xfwd: true,
    },
  ];
}

/**
 * Hot updates, applied in place by React Fast Refresh through the page's one refresh runtime (decision 062); a
 * reload only when an update cannot be applied to what the page runs. The port is the app's in @shop/serve's table unless `PORT` says otherwise
 * (webpack-cli's `--port` wins over both).
 * @param {ReturnType<typeof import('./app-options').normalizeOptions>} app
 */
function common(app) {
  const { appPort } = loadServeModule(app.dir, 'process/ports');
  return {
    host: '127.0.0.1',
    /** @type {number} */
    port: appPort(app.name),
    // Its hot client is replaced by react-refresh/hot-reload-policy.js, which decides where a page must reload.
    hot: true,
    liveReload: false,
    static: false,
    client: { overlay: OVERLAY },
  };
}

/** @param {ReturnType<typeof import('./app-options').normalizeOptions>} app */
const devServer = (app) => (app.role === 'host' ? hostDevServer(app) : remoteDevServer(app));

module.exports = { devServer };
