// Which apps need a production build: no build yet, or a source newer than the build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './workspace-apps.mjs';

/** The files a finished build always writes: the shell's page, a remote's manifest (in dist/). */
const BUILD_MARKERS = ['index.html', 'mf-manifest.json'];
/** ... and every app's compiled server, written last (build/server.cjs; the backend has nothing else). */
const SERVER_BUNDLE = path.join('build', 'server.cjs');
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
/** An app's own outputs and data, which are not its sources. */
const SKIPPED_IN_APP = new Set([...SKIPPED, 'build', 'data']);

function newestIn(dir, skipped = SKIPPED) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/** When the app's build was finished, or null when part of it is missing. */
function builtAt(app) {
  const server = path.join(app.dir, SERVER_BUNDLE);
  if (!existsSync(server)) return null;
  const hasPages = existsSync(path.join(app.dir, 'webpack.config.js'));
  if (!hasPages) return statSync(server).mtimeMs;
  const marker = BUILD_MARKERS.map((name) => path.join(app.dir, 'dist', name)).find((file) => existsSync(file));
  return marker ? Math.min(statSync(marker).mtimeMs, statSync(server).mtimeMs) : null;
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
    const built = builtAt(app);
    return built === null || Math.max(newestIn(app.dir, SKIPPED_IN_APP), sharedSource) > built;
  });
}
