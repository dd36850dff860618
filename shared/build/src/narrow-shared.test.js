// @ts-check
const { describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const { NARROW, sharedModules } = require('./shared-modules');

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** Folders whose sources are built into the apps (the shared packages and every app). */
const SOURCE_DIRS = [
  ...fs.readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mf-')),
  ...fs.readdirSync(path.join(ROOT, 'shared')).map((name) => path.join('shared', name)),
]
  .map((dir) => path.join(ROOT, dir, 'src'))
  .filter((dir) => fs.existsSync(dir));

/**
 * Folders never built for a browser: tests and test helpers run under jest, and the shell's server rendering is in
 * its Node server, which bundles whole packages (decision 038).
 */
const NOT_BUILT = new Set(['testing', 'server-render']);

/** @param {string} dir @returns {string[]} the sources webpack builds into the apps */
function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_BUILT.has(entry.name) ? [] : sources(file);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** The value names imported from `pkg` anywhere in the apps' sources (type-only imports are erased). */
function importedNames(/** @type {string} */ pkg) {
  const names = new Set();
  const pattern = new RegExp(`import\\s+(?!type\\s)([^;]*?)\\s+from\\s+'${pkg}'`, 'gs');
  for (const file of SOURCE_DIRS.flatMap(sources)) {
    for (const [, clause] of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      if (/\*\s+as\s/.test(clause) || !clause.trim().startsWith('{'))
        names.add(`${clause.trim()} (not a named import)`);
      for (const part of /\{([^}]*)\}/.exec(clause)?.[1].split(',') ?? []) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** The names a narrow entry exports, read from its text. */
function exportedNames(/** @type {string} */ file) {
  const text = fs.readFileSync(file, 'utf8');
  return new Set(
    [...text.matchAll(/export\s*\{([^}]*)\}/g)]
      .flatMap(([, list]) => list.split(',').map((n) => n.trim()))
      .filter(Boolean),
  );
}

describe('narrow shared entries', () => {
  for (const [pkg, file] of Object.entries(NARROW)) {
    it(`${pkg}: every name the apps import from it is in its narrow entry`, () => {
      const used = importedNames(pkg);
      expect(used.size).toBeGreaterThan(0);
      const exported = exportedNames(file);
      expect([...used].filter((name) => !exported.has(name))).toEqual([]);
    });

    it(`${pkg}: shared under its own name and version, one singleton`, () => {
      const shared = sharedModules(path.join(ROOT, 'shell'));
      expect(shared[pkg]).toMatchObject({
        singleton: true,
        import: file,
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      });
    });
  }
});
