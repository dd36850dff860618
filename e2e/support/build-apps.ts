import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './servers';

interface App {
  dir: string;
  label: string;
  scripts: Record<string, string>;
}

/**
 * Builds for production every app whose build is missing or older than its sources, with the same staleness
 * rule as `pnpm start` (scripts/lib), so journeys always run against current production builds.
 */
export async function buildStaleApps(): Promise<void> {
  const lib = (file: string) => pathToFileURL(path.join(ROOT, 'scripts/lib', file)).href;
  const { workspaceApps } = (await import(lib('workspace-apps.mjs'))) as { workspaceApps: () => App[] };
  const { staleBuilds } = (await import(lib('stale-builds.mjs'))) as { staleBuilds: (apps: App[]) => App[] };
  for (const app of staleBuilds(workspaceApps().filter((candidate) => candidate.scripts.build))) {
    console.log(`[e2e] building ${app.label} for production`);
    execFileSync(path.join(app.dir, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
      cwd: app.dir,
      stdio: 'inherit',
    });
  }
}
