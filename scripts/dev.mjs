#!/usr/bin/env node
// `pnpm dev`: the backend with reload, and every app's webpack dev server, each on its port from
// shared/serve/src/process/ports.ts (`PORT` moves the shell only), together with prefixed output. Ctrl-C stops them all.
import { runTogether } from './lib/run-together.mjs';
import { envAmongAll, pnpm, workspaceApps } from './lib/workspace-apps.mjs';

// Development only: the backend's /__dev stand-ins (mail outbox, seller, payment outcome, OAuth and ERP pages) are
// off unless asked for; `pnpm start` leaves them off.
process.env.SHOP_DEV_ENDPOINTS ??= '1';

runTogether(
  workspaceApps()
    .filter((app) => app.scripts.dev)
    .map((app) => ({ label: app.label, cwd: app.dir, env: envAmongAll(app), ...pnpm(['--filter', app.name, 'dev']) })),
);
