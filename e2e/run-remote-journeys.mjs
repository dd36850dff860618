#!/usr/bin/env node
// A remote's `e2e` script (`pnpm --filter @shop/mf-catalog e2e`, or `pnpm e2e` in its folder): the journeys of that
// remote, e2e/tests/<area>*.spec.ts (mf-catalog -> catalog.spec.ts), through the e2e package's Playwright and
// config. With E2E_BASE_URL they run against that store and start nothing (the tagged ones are left out); without
// it, against the local stores the global setup builds and starts. More arguments go to Playwright as they are.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.dirname(fileURLToPath(import.meta.url));
const remote = path.basename(process.cwd());
if (!remote.startsWith('mf-')) {
  console.error(`run this from a remote's folder (mf-*), not ${process.cwd()}`);
  process.exit(2);
}
const area = remote.slice('mf-'.length);
const specs = readdirSync(path.join(e2e, 'tests'))
  .filter((file) => file.startsWith(area) && file.endsWith('.spec.ts'))
  .map((file) => `tests/${file}`);
if (specs.length === 0) {
  console.error(`no journeys for ${remote}: expected e2e/tests/${area}*.spec.ts`);
  process.exit(1);
}
const store = process.env.E2E_BASE_URL;
console.log(`[e2e] ${remote}: ${specs.join(', ')} against ${store ?? 'a local store started for this run'}`);
const run = spawnSync(
  path.join(e2e, 'node_modules', '.bin', 'playwright'),
  ['test', '-c', 'playwright.config.ts', ...specs, ...process.argv.slice(2)],
  { cwd: e2e, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
