#!/usr/bin/env node
// `pnpm dev`: the backend with reload, and every app's webpack dev server, each on its port from
// shared/serve/src/process/ports.ts (`PORT` moves the shell only), together with prefixed output. Ctrl-C stops them all.
import { runTogether } from './lib/run-together.mjs';
import { envAmongAll, pnpm, workspaceApps } from './lib/workspace-apps.mjs';

// Development only: the backend's /__dev stand-ins (mail outbox, seller, payment outcome, OAuth and ERP pages) are
// off unless asked for; `pnpm start` leaves them off.
process.env.SHOP_DEV_ENDPOINTS ??= '1';

// A save in a shared package (the kit, the platform, the contract) rebuilds every app, but the page runs the shell's
// copy of each (a shared singleton): the remotes' dev servers yield the two cores to the shell's, so its update is on
// screen first (save → painted, decision 062). A remote's own edit rebuilds that remote alone, at any priority.
const REMOTE_NICE = 10;

runTogether(
  workspaceApps()
    .filter((app) => app.scripts.dev)
    .map((app) => ({
      label: app.label,
      cwd: app.dir,
      env: envAmongAll(app),
      nice: app.label.startsWith('mf-') ? REMOTE_NICE : 0,
      ...pnpm(['--filter', app.name, 'dev']),
    })),
);
