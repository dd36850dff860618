// @ts-check
const { builtAgainst } = require('./shared-modules');

/**
 * What a remote's mf-manifest.json says about the build (`metaData.buildInfo`, beside the plugin's `buildVersion`
 * and `buildName`): `buildId`, `BUILD_ID` from the environment (CI sets it, e.g. the commit and pipeline) or the
 * compilation's content hash, so two builds of the same sources have the same id; and `sharedVersions`, every
 * shared package's version it was built against. The remote's server reports both on /healthz.
 * @param {string} dir the app's folder
 */
function buildIdentity(dir) {
  /**
   * The manifest plugin's `additionalData` hook: it writes the stats (then the manifest) it is given back.
   * @param {import('@module-federation/enhanced').moduleFederationPlugin.AdditionalDataOptions} args
   */
  return async ({ stats, compilation }) => {
    const buildId = process.env.BUILD_ID || (compilation.hash ?? '').slice(0, 20);
    // The manifest's buildInfo is open to what a build adds; the plugin's type names only its own fields.
    const buildInfo = { ...stats.metaData.buildInfo, buildId, sharedVersions: builtAgainst(dir) };
    stats.metaData.buildInfo = buildInfo;
    return stats;
  };
}

/** What the shell's build publishes of itself: `build-info.json`, read by the release command's `verify`. */
const BUILD_INFO_FILE = 'build-info.json';

/**
 * The host's identity beside its page: `{ buildId, sharedVersions }`, the versions of every shared package it
 * provides to the remotes. `verify` checks a remote's build against the live shell's (docs/releasing.md).
 */
class HostBuildInfo {
  /** @param {string} dir the app's folder */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HostBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostBuildInfo', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const buildId = process.env.BUILD_ID || (compilation.hash ?? '').slice(0, 20);
          const info = { buildId, sharedVersions: builtAgainst(this.dir) };
          compilation.emitAsset(BUILD_INFO_FILE, new sources.RawSource(`${JSON.stringify(info)}\n`));
        },
      );
    });
  }
}

module.exports = { buildIdentity, HostBuildInfo, BUILD_INFO_FILE };
