// Which apps need a production build: no build yet, or a source newer than the build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './workspace-apps.mjs';

/** The files a finished build always writes: the shell's page, a remote's manifest. */
const BUILD_MARKERS = ['index.html', 'mf-manifest.json'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/** Every app compiles the shared packages' sources in, and is built by the shared factory. */
function newestSharedSource() {
  const shared = path.join(root, 'shared');
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  return Math.max(newestIn(shared), existsSync(lockfile) ? statSync(lockfile).mtimeMs : 0);
}

/** @param {import('./workspace-apps.mjs').App[]} apps apps with a `build` script */
export function staleBuilds(apps) {
  const sharedSource = newestSharedSource();
  return apps.filter((app) => {
    const marker = BUILD_MARKERS.map((name) => path.join(app.dir, 'dist', name)).find((file) => existsSync(file));
    if (!marker) return true;
    return Math.max(newestIn(app.dir), sharedSource) > statSync(marker).mtimeMs;
  });
}
