import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { staleBuilds, type App } from './workspace';

/**
 * How an app is built for production: the shell and the remotes by webpack (which also writes their compiled
 * servers), the backend by its own script (esbuild into build/server.cjs).
 */
function buildCommand(app: App): { command: string; args: string[] } {
  if (existsSync(path.join(app.dir, 'webpack.config.js'))) {
    const webpack = path.join(app.dir, 'node_modules/.bin/webpack');
    if (!existsSync(webpack)) throw new Error(`${app.label} has no webpack installed: run pnpm install first`);
    return { command: webpack, args: ['--mode', 'production'] };
  }
  const [runner, ...args] = app.scripts.build!.split(' ');
  if (runner !== 'node') throw new Error(`${app.label}'s build script is not a node script: ${app.scripts.build}`);
  return { command: process.execPath, args };
}

/** Builds for production each app whose build is missing or older than its sources. */
export async function buildStaleApps(apps: App[]): Promise<void> {
  for (const app of await staleBuilds(apps)) {
    console.log(`[e2e] building ${app.label} for production`);
    const started = Date.now();
    const { command, args } = buildCommand(app);
    const build = spawnSync(command, args, { cwd: app.dir, encoding: 'utf8' });
    // webpack reports compile errors on stdout; show its whole report only when the build failed.
    if (build.status !== 0) {
      throw new Error(`the ${app.label} build failed:\n${build.stdout}${build.stderr}${build.error ?? ''}`);
    }
    console.log(`[e2e] built ${app.label} in ${Date.now() - started} ms`);
  }
}
