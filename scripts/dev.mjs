#!/usr/bin/env node
// `pnpm dev`: the backend with reload, and every app's webpack dev server, each on its port from
// shared/serve/src/ports.ts (`PORT` moves the shell only), together with prefixed output. Ctrl-C stops them all.
import { runTogether } from './lib/run-together.mjs';
import { envAmongAll, pnpm, workspaceApps } from './lib/workspace-apps.mjs';

runTogether(
  workspaceApps()
    .filter((app) => app.scripts.dev)
    .map((app) => ({ label: app.label, cwd: app.dir, env: envAmongAll(app), ...pnpm(['--filter', app.name, 'dev']) })),
);
