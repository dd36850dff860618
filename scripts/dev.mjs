#!/usr/bin/env node
// `pnpm dev`: the backend with reload, and every app's webpack dev server (the shell on 3000, each remote on its
// own port), together with prefixed output. Ctrl-C stops them all.
import { runTogether } from './lib/run-together.mjs';
import { pnpm, workspaceApps } from './lib/workspace-apps.mjs';

runTogether(
  workspaceApps()
    .filter((app) => app.scripts.dev)
    .map((app) => ({ label: app.label, cwd: app.dir, ...pnpm(['--filter', app.name, 'dev']) })),
);
