import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { staleBuilds, type App } from './workspace';

/** Builds for production each app whose build is missing or older than its sources. */
export async function buildStaleApps(apps: App[]): Promise<void> {
  for (const app of await staleBuilds(apps)) {
    console.log(`[e2e] building ${app.label} for production`);
    const started = Date.now();
    const webpack = path.join(app.dir, 'node_modules/.bin/webpack');
    if (!existsSync(webpack)) throw new Error(`${app.label} has no webpack installed: run pnpm install first`);
    const build = spawnSync(webpack, ['--mode', 'production'], {
      cwd: app.dir,
      encoding: 'utf8',
    });
    // webpack reports compile errors on stdout; show its whole report only when the build failed.
    if (build.status !== 0) {
      throw new Error(`the ${app.label} build failed:\n${build.stdout}${build.stderr}${build.error ?? ''}`);
    }
    console.log(`[e2e] built ${app.label} in ${Date.now() - started} ms`);
  }
}
