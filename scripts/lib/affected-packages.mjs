// Which workspace packages a change reaches (`pnpm affected`): the packages holding a changed file, and every
// package that depends on one of them, directly or through another (pnpm's `...[<base>]` selection, with the
// reason for each). Pure but for reading the workspace's manifests, so its test gives it files and packages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The workspace's own tooling (scripts/, its tests of the docs' decision records): a part, not a package. */
export const TOOLING = 'scripts';

/**
 * @typedef {{ name: string, dir: string, dependencies: string[], scripts: Record<string, string> }} WorkspacePackage
 *   `dir` relative to the workspace root, with `/`; `dependencies` the workspace packages it declares, of any kind.
 * @typedef {{ name: string, dir: string, reason: string }} Affected
 */

/**
 * The folders pnpm-workspace.yaml's `packages` names (a `*` only in a folder's last segment, as this workspace
 * writes them), each with its manifest.
 * @param {string} root
 * @returns {WorkspacePackage[]}
 */
export function workspacePackages(root) {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:[ \t]+-.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  const patterns = [...list.matchAll(/-\s*['"]?([^'"\s#]+)/g)].map(([, pattern]) => pattern ?? '');
  const dirs = patterns.flatMap((pattern) => {
    const parent = path.posix.dirname(pattern);
    const last = path.posix.basename(pattern);
    if (!last.includes('*')) return [pattern];
    const matches = new RegExp(`^${last.split('*').map(escape).join('[^/]*')}$`);
    const folder = path.join(root, parent);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && matches.test(entry.name))
      .map((entry) => (parent === '.' ? entry.name : `${parent}/${entry.name}`));
  });
  const manifests = [...new Set(dirs)]
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .sort()
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) }));
  const names = new Set(manifests.map(({ manifest }) => manifest.name));
  return manifests.map(({ dir, manifest }) => ({
    name: manifest.name,
    dir,
    dependencies: Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    }).filter((name) => names.has(name)),
    scripts: manifest.scripts ?? {},
  }));
}

/** @param {string} text */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** @param {string[]} files */
const someOf = (files) => (files.length > 1 ? `${files[0]} and ${files.length - 1} more` : (files[0] ?? ''));

/**
 * The packages a change reaches, in the workspace's order, each with why: it holds a changed file, or it depends
 * on one that does (through the chain named). A file outside every package: under scripts/ or docs/, the
 * workspace's tooling (its tests read the docs); at the root (tsconfig.base.json, jest.preset.js, the lockfile,
 * ...), every package and the tooling, since each one's check reads it; anywhere else (the README, bench results,
 * CI), nothing.
 * @param {string[]} changed paths relative to the root, with `/`
 * @param {WorkspacePackage[]} packages
 * @returns {Affected[]}
 */
export function affectedPackages(changed, packages) {
  /** @type {Map<string, string>} name -> reason */
  const reasons = new Map();
  const owner = (/** @type {string} */ file) =>
    packages.filter((p) => file.startsWith(`${p.dir}/`)).sort((a, b) => b.dir.length - a.dir.length)[0];
  const own = new Map();
  const tooling = [];
  const workspaceWide = [];
  for (const file of changed) {
    const pkg = owner(file);
    if (pkg) own.set(pkg.name, [...(own.get(pkg.name) ?? []), file]);
    else if (!file.includes('/') && !file.endsWith('.md')) workspaceWide.push(file);
    else if (/^(scripts|docs)\//.test(file)) tooling.push(file);
  }
  if (workspaceWide.length) {
    const reason = `workspace setting changed: ${someOf(workspaceWide)}`;
    return [...packages.map((p) => ({ name: p.name, dir: p.dir, reason })), { name: TOOLING, dir: TOOLING, reason }];
  }
  for (const [name, files] of own) reasons.set(name, `changed: ${someOf(files)}`);
  // Breadth first, so each dependent names the shortest chain to a change.
  let frontier = [...own.keys()];
  while (frontier.length) {
    const next = [];
    for (const p of packages) {
      if (reasons.has(p.name)) continue;
      const via = frontier.find((name) => p.dependencies.includes(name));
      if (!via) continue;
      const viaReason = reasons.get(via) ?? '';
      reasons.set(p.name, `depends on ${via}${viaReason.startsWith('changed') ? '' : `, which ${viaReason}`}`);
      next.push(p.name);
    }
    frontier = next;
  }
  const selected = packages
    .filter((p) => reasons.has(p.name))
    .map((p) => ({ name: p.name, dir: p.dir, reason: reasons.get(p.name) ?? '' }));
  return tooling.length
    ? [...selected, { name: TOOLING, dir: TOOLING, reason: `changed: ${someOf(tooling)}` }]
    : selected;
}
