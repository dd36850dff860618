const { afterAll, describe, expect, it, jest: jestApi } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

// The dev server reads @shop/serve's TypeScript through tsx; its own behaviour is checked by running it.
jestApi.mock('./dev-server', () => ({ devServer: () => ({ port: 0 }) }));
const { createAppConfig } = require('./index');
const { normalizeOptions } = require('./app-options');
const { serverRenderConfig } = require('./server-render-build');

const shellDir = path.resolve(__dirname, '..', '..', '..', 'shell');
const shellManifest = JSON.parse(fs.readFileSync(path.join(shellDir, 'package.json'), 'utf8'));

/** A remote's folder: only its package.json is read while configuring. */
function remoteDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-build-'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'mf-demo', dependencies: { react: '^19.1.0' } }),
  );
  return dir;
}

/** @param {import('webpack').Configuration} config */
const federationOf = (config) => {
  const plugin = (config.plugins ?? []).find((p) => p && p.constructor.name === 'ModuleFederationPlugin');
  return plugin ? /** @type {any} */ (plugin)._options : undefined;
};

/** @param {import('webpack').Configuration} config */
const replacements = (config) =>
  (config.plugins ?? [])
    .filter((p) => p instanceof webpack.NormalModuleReplacementPlugin)
    .map((p) => /** @type {any} */ (p));

const host = createAppConfig({
  dir: shellDir,
  name: 'shell',
  role: 'host',
  html: { title: 'Store' },
  runtimePlugins: ['src/runtime-plugins/retry.ts'],
  monolithAliases: { 'src/remotes/load-remote.federated.ts': 'src/remotes/load-remote.monolith.ts' },
});

describe('host production build', () => {
  const config = host({}, { mode: 'production' });
  const federation = federationOf(config);

  it('names chunks by content hash and keeps a monolith built beside it', () => {
    const output = config.output ?? {};
    expect(config.mode).toBe('production');
    expect(output.chunkFilename).toBe('[name].[contenthash:8].js');
    expect(output.publicPath).toBe('/');
    expect(output.clean).toEqual({ keep: /^(monolith|server)[\\/]/ });
    expect(config.devtool).toBe('source-map');
    expect(config.target).toEqual(['web', 'es2020']);
  });

  it('drops a module whose evaluation threw, so its start can be tried again (decision 031)', () => {
    expect(config.output?.strictModuleExceptionHandling).toBe(true);
  });

  it('gives the entry its hash once known, and a hash-free name to the runtime before that', () => {
    const filename = /** @type {(data: object) => string} */ (config.output?.filename);
    expect(filename({ chunk: { contentHash: { javascript: 'abc' } } })).toBe('[name].[contenthash:8].js');
    expect(filename({ chunk: { contentHash: {} } })).toBe('[name].js');
  });

  it('registers no remote at build time and provides the federation runtime', () => {
    expect(federation.name).toBe('shell');
    expect(federation.remotes).toBeUndefined();
    expect(federation.exposes).toBeUndefined();
    expect(federation.shareStrategy).toBe('loaded-first');
    expect(federation.dts).toBe(false);
    expect(federation.experiments).toEqual({ provideExternalRuntime: true, optimization: { target: 'web' } });
    expect(federation.runtimePlugins).toEqual([path.join(shellDir, 'src/runtime-plugins/retry.ts')]);
  });

  it('loads the runtime injector as an ES module, so the runtime is bundled once', () => {
    const enhanced = require.resolve('@module-federation/enhanced/webpack');
    const cjsEntry = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] });
    const injector = replacements(config).find((p) => p.resourceRegExp.test(cjsEntry));
    expect(injector.newResource).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
  });

  it("takes react-router's production build instead of the development one it exports", () => {
    const reactRouterDom = require.resolve('react-router-dom', { paths: [shellDir] });
    const development = path.join(
      path.dirname(require.resolve('react-router/package.json', { paths: [reactRouterDom] })),
      'dist/development/index.mjs',
    );
    const swap = replacements(config).find((p) => p.resourceRegExp.test(development));
    const createData = { resource: development, context: path.dirname(development) };
    swap.newResource({ createData });
    expect(createData.resource).toBe(development.replace(`development${path.sep}`, `production${path.sep}`));
    expect(createData.context).toBe(path.dirname(createData.resource));
    const dev = host({}, { mode: 'development' });
    expect(replacements(dev).some((p) => p.resourceRegExp.test(development))).toBe(false);
  });

  it('shares every singleton, with its subpaths, never eagerly', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      'swr',
      'i18next',
      'react-i18next',
      '@emotion/react',
      '@shop/platform',
      '@shop/api',
      '@shop/ui',
    ]) {
      for (const key of [name, `${name}/`]) {
        expect(federation.shared[key]).toMatchObject({ singleton: true });
        expect(federation.shared[key].eager).toBeUndefined();
      }
    }
  });

  it('requires the versions the app declares, and real ranges for workspace packages', () => {
    expect(federation.shared.react.requiredVersion).toBe(shellManifest.dependencies.react);
    expect(federation.shared['react-dom/'].requiredVersion).toBe(shellManifest.dependencies['react-dom']);
    const platformVersion = JSON.parse(
      fs.readFileSync(path.join(shellDir, '..', 'shared/platform/package.json'), 'utf8'),
    ).version;
    expect(federation.shared['@shop/platform'].requiredVersion).toBe(`^${platformVersion}`);
    expect(federation.shared['@emotion/react/'].version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('refuses a remote built against a newer workspace package (strict), and only warns for the others', () => {
    for (const name of ['@shop/platform', '@shop/api', '@shop/ui']) {
      expect(federation.shared[name].strictVersion).toBe(true);
      expect(federation.shared[`${name}/`].strictVersion).toBe(true);
    }
    expect(federation.shared.react.strictVersion).toBeUndefined();
  });

  it('gives the shared workspace packages real versions', () => {
    for (const name of ['platform', 'api', 'ui']) {
      const { version } = JSON.parse(
        fs.readFileSync(path.join(shellDir, '..', 'shared', name, 'package.json'), 'utf8'),
      );
      expect(version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    }
  });

  it('compiles its server after a production build only', () => {
    const named = (/** @type {import('webpack').Configuration} */ c) =>
      (c.plugins ?? []).some(
        (p) => p && typeof p === 'object' && 'apply' in p && String(p.apply).includes('ServerBundle'),
      );
    expect(named(config)).toBe(true);
    expect(named(host({}, { mode: 'development' }))).toBe(false);
    expect(named(host({ monolith: true }, { mode: 'production' }))).toBe(false);
  });

  it('always has a page', () => {
    expect((config.plugins ?? []).some((p) => p && p.constructor.name === 'HtmlWebpackPlugin')).toBe(true);
    expect(config.entry).toEqual({ main: path.join(shellDir, 'src/index.ts') });
  });
});

describe('host monolith build', () => {
  const config = host({ monolith: true }, { mode: 'production' });

  it('drops federation and swaps the listed files', () => {
    expect(federationOf(config)).toBeUndefined();
    const federated = path.join(shellDir, 'src/remotes/load-remote.federated.ts');
    const swap = replacements(config).find((p) => p.resourceRegExp.test(federated));
    expect(swap.resourceRegExp.test(path.join(shellDir, 'src/remotes/load-remote.ts'))).toBe(false);
    expect(swap.newResource).toBe(path.join(shellDir, 'src/remotes/load-remote.monolith.ts'));
    expect(config.output?.path).toBe(path.join(shellDir, 'dist', 'monolith'));
  });
});

describe('remote builds', () => {
  const dir = remoteDir();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const remote = createAppConfig({
    dir,
    name: 'mf_demo',
    role: 'remote',
    exposes: { './remote': 'src/remote.ts' },
    standaloneEntry: 'src/index.ts',
  });

  it('publishes remoteEntry.js and mf-manifest.json, using the host runtime', () => {
    const config = remote({}, { mode: 'production' });
    const federation = federationOf(config);
    expect(config.entry).toEqual({});
    expect(config.output?.publicPath).toBe('auto');
    expect(federation.filename).toBe('remoteEntry.js');
    expect(typeof federation.manifest.additionalData).toBe('function');
    expect(federation.exposes).toEqual({ './remote': './src/remote.ts' });
    expect(federation.experiments).toEqual({ externalRuntime: true, optimization: { target: 'web' } });
    expect(federation.shared['@shop/api'].requiredVersion).toMatch(/^\^\d/);
  });

  it('names its build and the shared versions it was built against in its manifest', async () => {
    const additionalData = federationOf(remote({}, { mode: 'production' })).manifest.additionalData;
    const stats = { metaData: { buildInfo: { buildVersion: '0.1.0', buildName: 'mf-demo' } } };
    const previous = process.env.BUILD_ID;
    try {
      delete process.env.BUILD_ID;
      const hashed = await additionalData({ stats, compilation: { hash: '0123456789abcdef0123456789' } });
      expect(hashed.metaData.buildInfo).toMatchObject({ buildVersion: '0.1.0', buildId: '0123456789abcdef0123' });
      const platform = JSON.parse(fs.readFileSync(path.join(shellDir, '..', 'shared/platform/package.json'), 'utf8'));
      expect(hashed.metaData.buildInfo.sharedVersions['@shop/platform']).toBe(platform.version);
      expect(hashed.metaData.buildInfo.sharedVersions.react).toMatch(/^19\./);
      // The contract's version is its lock's (decision 064): a changed contract moves what a build reports.
      const contract = JSON.parse(fs.readFileSync(path.join(shellDir, '..', 'shared/api/contract.lock.json'), 'utf8'));
      expect(hashed.metaData.buildInfo.sharedVersions['@shop/api']).toBe(contract.version);
      process.env.BUILD_ID = 'ci-481';
      const fromCi = await additionalData({ stats, compilation: { hash: 'ffff' } });
      expect(fromCi.metaData.buildInfo.buildId).toBe('ci-481');
    } finally {
      if (previous === undefined) delete process.env.BUILD_ID;
      else process.env.BUILD_ID = previous;
    }
  });

  it('also builds its pages for the shell server into dist/server, after the browser build (decision 038)', () => {
    const hasServerRender = (/** @type {import('webpack').Configuration} */ c) =>
      (c.plugins ?? []).some(
        (p) => p && typeof p === 'object' && 'apply' in p && String(p.apply).includes('ServerRenderBuild'),
      );
    expect(hasServerRender(remote({}, { mode: 'production' }))).toBe(true);
    expect(hasServerRender(remote({ WEBPACK_SERVE: true }, { mode: 'development' }))).toBe(false);
    expect(hasServerRender(host({}, { mode: 'production' }))).toBe(false);
    // Its entry is in the build's file list, so `verify` refuses a build whose server entry is not on the CDN.
    const listed = (/** @type {import('webpack').Configuration} */ c) =>
      (c.plugins ?? []).find((p) => p && p.constructor.name === 'ChunkPreloads');
    expect(/** @type {any} */ (listed(remote({}, { mode: 'production' })))?.published).toEqual([
      'server/remoteEntry.js',
    ]);
    expect(/** @type {any} */ (listed(host({}, { mode: 'production' })))?.published).toEqual([]);

    const app = normalizeOptions({ dir, name: 'mf_demo', role: 'remote', exposes: { './remote': 'src/remote.ts' } });
    const server = serverRenderConfig(app);
    const federation = federationOf(server);
    expect(server.target).toBe('async-node');
    expect(server.output?.path).toBe(path.join(dir, 'dist', 'server'));
    expect(federation.filename).toBe('remoteEntry.js');
    expect(federation.library).toEqual({ type: 'commonjs-module' });
    expect(federation.exposes).toEqual({ './remote': './src/remote.ts' });
    expect(federation.runtimePlugins).toEqual([require.resolve('@module-federation/node/runtimePlugin')]);
    // The same singletons as the browser build, so the shell's server provides them all.
    expect(Object.keys(federation.shared)).toEqual(
      Object.keys(federationOf(remote({}, { mode: 'production' })).shared),
    );
    // One file: no chunk of the entry is ever fetched from another address than the entry's.
    const limit = (server.plugins ?? []).find((p) => p instanceof webpack.optimize.LimitChunkCountPlugin);
    expect(/** @type {any} */ (limit).options.maxChunks).toBe(1);
  });

  it('keeps its own runtime for its standalone page on the dev server', () => {
    const config = remote({ WEBPACK_SERVE: true }, { mode: 'development' });
    expect(config.entry).toEqual({ main: path.join(dir, 'src/index.ts') });
    expect(federationOf(config).experiments).toEqual({ externalRuntime: false, optimization: { target: 'web' } });
  });

  it('refuses a monolith build without a page, and options that cannot work', () => {
    const pageless = createAppConfig({
      dir,
      name: 'mf_demo',
      role: 'remote',
      exposes: { './remote': 'src/remote.ts' },
    });
    expect(() => pageless({ monolith: true }, { mode: 'production' })).toThrow(/standaloneEntry/);
    expect(() => createAppConfig({ dir, name: 'mf-demo', role: 'remote', exposes: {} })).toThrow(/federation name/);
    expect(() => createAppConfig({ dir, name: 'shell', role: 'host', exposes: { './x': 'x.ts' } })).toThrow(
      /exposes nothing/,
    );
    // A port written beside the app would be a second source: @shop/serve's table is the only one.
    const withPort = /** @type {any} */ ({ dir, name: 'mf_demo', role: 'remote', port: 3009, exposes: {} });
    expect(() => createAppConfig(withPort)).toThrow(/shared\/serve\/src\/process\/ports\.ts/);
  });
});

describe("a dev server's build: Fast Refresh across the federated page (decision 062)", () => {
  const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
  /** @param {import('webpack').Configuration} config */
  const swcRefresh = (config) =>
    (config.module?.rules ?? []).some(
      (rule) => rule && typeof rule === 'object' && JSON.stringify(rule.use ?? '').includes('"refresh":true'),
    );
  const hasRefreshPlugin = (/** @type {import('webpack').Configuration} */ config) =>
    (config.plugins ?? []).some((p) => p instanceof ReactRefreshPlugin);

  it('registers every component with the one runtime of the page, and names modules from the workspace root', () => {
    for (const config of [host({ WEBPACK_SERVE: true }, { mode: 'development' })]) {
      expect(hasRefreshPlugin(config)).toBe(true);
      expect(swcRefresh(config)).toBe(true);
      expect(config.resolve?.alias).toEqual({
        'react-refresh/runtime$': require.resolve('./react-refresh/page-refresh-runtime'),
      });
      expect(config.optimization?.moduleIds).toBe(false);
      expect((config.plugins ?? []).some((p) => p instanceof webpack.ids.NamedModuleIdsPlugin)).toBe(true);
      // The dev server's hot client is the reload policy, told which app it serves.
      const policy = replacements(config).find((p) => String(p.resourceRegExp).includes('dev-server'));
      expect(policy?.newResource).toMatch(/hot-reload-policy\.js\?app=shell&host=1$/);
    }
  });

  it('adds nothing of it to a production build, a monolith or a plain development build', () => {
    for (const config of [
      host({}, { mode: 'production' }),
      host({ monolith: true }, { mode: 'production' }),
      host({}, { mode: 'development' }),
    ]) {
      expect(hasRefreshPlugin(config)).toBe(false);
      expect(swcRefresh(config)).toBe(false);
      expect(config.resolve?.alias).toBeUndefined();
    }
  });
});
