// The registry's server: `pnpm --filter @shop/release registry [--init]` (tsx runs it from source; there is no
// bundle). RELEASE_REGISTRY_FILE is its SQLite database (default data/registry.sqlite), created only with --init;
// RELEASE_TOKENS the grants file; HOST and RELEASE_REGISTRY_PORT (or PORT) where it listens;
// OTEL_EXPORTER_OTLP_ENDPOINT sends a copy of the shoppers' signals to a collector. RELEASE_ALLOWED_ORIGINS lists
// where builds may live; RELEASE_STORE_URL and RELEASE_VERIFY_CUSTOMER are what its own verify loads pages through
// and signs in as. RELEASE_QA_REQUIRED, RELEASE_QA_COMMAND and RELEASE_QA_TIMEOUT_S are QA's gate (decision 058).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { A_PORT, listenUntilStopped, numberSetting, otlpSignalsFrom } from '@shop/serve';
import { readGrants } from './http/deploy-tokens';
import { openRegistryDatabase } from './state/registry-database';
import { importJsonRegistry, isUnchanged } from './state/registry-json-import';
import { createRegistryServer } from './http/registry-server';
import { RegistryStore } from './state/registry-store';
import { allowedOriginsFrom } from './http/allowed-origins';
import { buildChecks } from './verify/verify-build';
import { prometheusRange } from './canary/evidence/prometheus-range';
import { PrometheusSeries } from './canary/evidence/prometheus-series';
import { canaryAnalysisFrom } from './canary/canary-settings';
import { qaSettingsFrom } from './qa-settings';

/** The registry's port on a developer's machine (the apps use 3000-3005, the backend 4000). */
export const REGISTRY_PORT = 4100;

/** How often canaries are judged: a query of the metrics engine each time, so not more than once a second. */
const CHECK_MS = { min: 1_000, max: 3_600_000, what: 'a whole number of milliseconds' };

async function start(): Promise<void> {
  const { values } = parseArgs({ options: { init: { type: 'boolean', default: false } }, strict: true });
  const tokens = process.env.RELEASE_TOKENS;
  if (!tokens) throw new Error('RELEASE_TOKENS must name the grants file: without it nobody could deploy');
  const grants = readGrants(tokens);
  // Every number is checked before anything opens (decision 054): `10s` stops the start, naming the variable.
  const port =
    numberSetting(process.env, 'RELEASE_REGISTRY_PORT', A_PORT) ??
    numberSetting(process.env, 'PORT', A_PORT) ??
    REGISTRY_PORT;
  const analysisMs = numberSetting(process.env, 'RELEASE_CANARY_CHECK_MS', CHECK_MS) ?? 10_000;
  const qa = qaSettingsFrom(process.env);
  const file = path.resolve(process.env.RELEASE_REGISTRY_FILE || 'data/registry.sqlite');
  const database = openRegistryDatabase(file, { init: values.init });
  // The JSON document of before, beside the database, is taken in by --init while the registry has had no change;
  // without --init an unchanged registry beside it refuses to start, so a failed import never leaves an empty
  // registry to serve in place of the old one.
  const before = path.join(path.dirname(file), 'registry.json');
  if (existsSync(before) && isUnchanged(database)) {
    if (!values.init) throw new Error(`${file} is empty and ${before} is beside it: start with --init to import it`);
    const version = importJsonRegistry(database, before);
    console.log(`release registry: imported ${before} (version ${version}) into ${file}`);
  }
  // RELEASE_METRICS_URL, RELEASE_METRIC_CHECKS and RELEASE_WEBHOOK_URL: read now, so a bad file stops the start.
  // The webhook logs through the server's logger, which exists once the server does (its first post comes later).
  const analysis = canaryAnalysisFrom(process.env, {
    warn: (details, message) => app.log.warn(details, message),
    info: (details, message) => app.log.info(details, message),
  });
  // The teams page's charts from the same metrics engine when the shop has one, else the registry's own signals.
  const metricsUrl = process.env.RELEASE_METRICS_URL?.trim().replace(/\/+$/, '') || undefined;
  const app = createRegistryServer({
    ...analysis,
    store: new RegistryStore(database, undefined, { qaRequired: qa.qaRequired }),
    ...(qa.qaCommand ? { qaCommand: qa.qaCommand } : {}),
    otlp: otlpSignalsFrom(process.env),
    grants,
    allowedOrigins: allowedOriginsFrom(process.env.RELEASE_ALLOWED_ORIGINS),
    // The registry runs verify itself (decision 040): the store it loads pages through, the customer it signs in as.
    checks: buildChecks({
      store: process.env.RELEASE_STORE_URL?.replace(/\/$/, '') || undefined,
      customer: process.env.RELEASE_VERIFY_CUSTOMER || undefined,
    }),
    logger: { level: process.env.LOG_LEVEL || 'info' },
    // How often canaries with a policy are judged by shoppers' signals (docs/releasing.md).
    analysisMs,
    // The teams page's charts from Prometheus when the shop has one (RELEASE_METRICS_URL), else its own signals.
    ...(metricsUrl ? { series: new PrometheusSeries(prometheusRange(metricsUrl), metricsUrl) } : {}),
  });
  app.addHook('onClose', async () => {
    await analysis.notify?.settled();
    database.close();
  });
  await listenUntilStopped(app, { host: process.env.HOST || '127.0.0.1', port }, `release registry (${file})`);
}

// Every failure to start is one line naming the problem, and exit code 1: an operator reads it in a pod's status,
// where a stack would push the reason out of sight.
start().catch((error: unknown) => {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  console.error(`release registry: ${message}`);
  process.exit(1);
});
