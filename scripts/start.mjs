#!/usr/bin/env node
// `pnpm start`: builds for production whatever is out of date, then runs the backend, the shell's server and
// every remote's server together (docs/architecture.md, "Running it"). Ctrl-C stops them all.
import { runToEnd, runTogether } from './lib/run-together.mjs';
import { staleBuilds } from './lib/stale-builds.mjs';
import { envAmongAll, pnpm, workspaceApps } from './lib/workspace-apps.mjs';

const apps = workspaceApps();

for (const app of staleBuilds(apps.filter((candidate) => candidate.scripts.build))) {
  console.log(`[${app.label}] building for production`);
  const { command, args } = pnpm(['--filter', app.name, 'build']);
  const code = await runToEnd({ label: `${app.label} build`, command, args, cwd: app.dir });
  if (code !== 0) {
    console.error(`[${app.label}] build failed (exit ${code})`);
    process.exit(code);
  }
}

runTogether(
  apps
    .filter((app) => app.scripts.start)
    .map((app) => ({
      label: app.label,
      cwd: app.dir,
      env: envAmongAll(app),
      ...pnpm(['--filter', app.name, 'start']),
    })),
);
