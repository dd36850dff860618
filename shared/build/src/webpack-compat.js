// @ts-check
const Module = require('node:module');

/**
 * @module-federation/enhanced 2.9.2 requires webpack internals by their pre-5.112 paths; webpack 5.112 moved
 * these files without leaving a shim. A request for one of them that no longer resolves is sent to its new
 * place. Where the old path still resolves (an older webpack) nothing changes, so this file can be deleted as
 * soon as enhanced or webpack restores the paths.
 */
const MOVED = {
  'webpack/lib/HotUpdateChunk': 'webpack/lib/graph/HotUpdateChunk',
  'webpack/lib/ModuleFactory': 'webpack/lib/module/ModuleFactory',
  'webpack/lib/dependencies/EntryDependency': 'webpack/lib/entry/EntryDependency',
  'webpack/lib/dependencies/ModuleDependency': 'webpack/lib/dependencies/core/ModuleDependency',
  'webpack/lib/dependencies/StaticExportsDependency': 'webpack/lib/dependencies/core/StaticExportsDependency',
  'webpack/lib/util/extractUrlAndGlobal': 'webpack/lib/externals/extractUrlAndGlobal',
  'webpack/lib/util/fs': 'webpack/lib/fs/fs',
  'webpack/lib/util/semver': 'webpack/lib/sharing/semver',
};

/** @type {any} Node's resolver hook is not in its public types. */
const loader = Module;
const resolve = loader._resolveFilename;
loader._resolveFilename = function resolveMovedWebpackFile(
  /** @type {string} */ request,
  /** @type {unknown[]} */ ...rest
) {
  try {
    return resolve.call(this, request, ...rest);
  } catch (error) {
    const moved = MOVED[/** @type {keyof typeof MOVED} */ (request)];
    if (!moved) throw error;
    return resolve.call(this, moved, ...rest);
  }
};
