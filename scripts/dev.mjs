#!/usr/bin/env node
// `pnpm dev`: the backend with reload, and every app's webpack dev server (the shell on 3000, each remote on its
// own port), together with prefixed output. Ctrl-C stops them all.
import { runTogether } from './lib/run-together.mjs';
import { pnpm, workspaceApps } from './lib/workspace-apps.mjs';

// Development only: the backend's /__dev stand-ins (mail outbox, seller, payment outcome, OAuth and ERP pages) are
// off unless asked for; `pnpm start` leaves them off.
process.env.SHOP_DEV_ENDPOINTS ??= '1';

runTogether(
  workspaceApps()
    .filter((app) => app.scripts.dev)
    .map((app) => ({ label: app.label, cwd: app.dir, ...pnpm(['--filter', app.name, 'dev']) })),
);
