// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { SINGLETONS, WORKSPACE } = require('./singletons');

/**
 * Packages shared through a narrower entry of our own (`import`), which re-exports exactly what the apps use: the
 * whole package is more than half of what is not used (react-router-dom, 61.6 KB gzip whole). The share key and
 * version stay the package's, so one copy is still negotiated under its name.
 */
const NARROW = { 'react-router-dom': path.join(__dirname, 'narrow', 'react-router-dom.mjs') };

/**
 * Where a narrow entry's own imports resolve (react-router, beside react-router-dom in pnpm's store): a fallback
 * for `resolve.modules`, used only for requests nothing else resolves.
 * @param {string} dir the app's folder
 * @returns {string[]}
 */
function narrowModuleDirs(dir) {
  let entry;
  try {
    entry = require.resolve('react-router-dom', { paths: [dir] });
  } catch {
    return [];
  }
  let folder = path.dirname(entry);
  while (path.basename(folder) !== 'react-router-dom') folder = path.dirname(folder);
  return [path.dirname(folder)];
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Versions of the workspace packages beside this one (shared/*). pnpm writes `workspace:*` in the apps'
 * package.json, which is not a semver range, so the version the package itself declares is used instead.
 * @returns {Map<string, string>}
 */
function workspaceVersions() {
  const sharedDir = path.resolve(__dirname, '..', '..');
  const versions = new Map();
  for (const entry of fs.readdirSync(sharedDir, { withFileTypes: true })) {
    const manifest = path.join(sharedDir, entry.name, 'package.json');
    if (!entry.isDirectory() || !fs.existsSync(manifest)) continue;
    const { name, version } = readJson(manifest);
    versions.set(name, version);
  }
  return versions;
}

/**
 * The required version of a shared package as this app declares it; a package the app does not declare keeps
 * webpack's default (the range declared by the package that imports it).
 * @param {string} name
 * @param {Record<string, string>} declared
 * @param {Map<string, string>} workspace
 * @returns {string | undefined}
 */
function requiredVersion(name, declared, workspace) {
  const workspaceVersion = workspace.get(name);
  if (workspaceVersion) return `^${workspaceVersion}`;
  return declared[name];
}

/**
 * The version of a package as installed for this app: read from the package.json above its resolved entry
 * (some packages do not export their package.json).
 * @param {string} name
 * @param {string} dir
 * @returns {string | undefined}
 */
function installedVersion(name, dir) {
  let file;
  try {
    file = require.resolve(name, { paths: [dir] });
  } catch {
    return undefined;
  }
  for (let folder = path.dirname(file); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name: found, version } = readJson(manifest);
    if (found === name) return version;
  }
  return undefined;
}

/**
 * The `shared` option of the federation plugin for the app in `dir`. Never `eager`: the async boundary
 * (src/index.ts -> import('./bootstrap')) lets the runtime pick one copy before any of them runs.
 * @param {string} dir
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
function sharedModules(dir) {
  const manifest = readJson(path.join(dir, 'package.json'));
  const declared = { ...manifest.peerDependencies, ...manifest.devDependencies, ...manifest.dependencies };
  const workspace = workspaceVersions();
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const required = requiredVersion(name, declared, workspace);
    // A remote built against a newer workspace package than the page provides fails to load (its area shows the
    // fallback) rather than calling what the older copy lacks (decision 022).
    const strict = WORKSPACE.includes(name) ? { strictVersion: true } : {};
    const config = { singleton: true, ...strict, ...(required ? { requiredVersion: required } : {}) };
    // A subpath's own folder may hold a package.json without a version (@emotion/react/jsx-runtime), so the
    // version the subpaths are provided at is the package's.
    const version = workspace.get(name) ?? installedVersion(name, dir);
    const narrow = /** @type {Record<string, string>} */ (NARROW)[name];
    // A narrow entry is our file: its version would be read from @shop/build's package.json, so it is given.
    shared[name] = narrow ? { ...config, import: narrow, ...(version ? { version } : {}) } : config;
    shared[`${name}/`] = { ...config, ...(version ? { version } : {}) };
  }
  return shared;
}

/**
 * The version of every shared package this app is built against (workspace packages at their own version), for
 * the build's identity in its manifest.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
function builtAgainst(dir) {
  const workspace = workspaceVersions();
  /** @type {Record<string, string>} */
  const versions = {};
  for (const name of SINGLETONS) {
    const version = workspace.get(name) ?? installedVersion(name, dir);
    if (version) versions[name] = version;
  }
  return versions;
}

module.exports = {
  sharedModules,
  builtAgainst,
  narrowModuleDirs,
  NARROW,
  SINGLETONS,
  WORKSPACE,
};
