// The registry's server: `pnpm --filter @shop/release registry` (tsx runs it from source; there is no bundle).
// RELEASE_REGISTRY_FILE is its document (default data/registry.json), RELEASE_TOKENS the grants file, HOST and
// RELEASE_REGISTRY_PORT (or PORT) where it listens; RELEASE_SIGNALS_FILE keeps the shoppers' figures across restarts
// (default: signals.json beside the document), and OTEL_EXPORTER_OTLP_ENDPOINT sends a copy to a collector.
// RELEASE_ALLOWED_ORIGINS lists where builds may live; RELEASE_STORE_URL and RELEASE_VERIFY_CUSTOMER are what its
// own verify loads pages through and signs in as.
import path from 'node:path';
import { listenUntilStopped, portFrom } from '@shop/serve';
import { readGrants } from '../registry/deploy-tokens';
import { createRegistryServer } from '../registry/registry-server';
import { RegistryStore } from '../registry/registry-store';
import { otlpSignalsFrom } from '../signals/otlp-exporter';
import { allowedOriginsFrom } from '../registry/allowed-origins';
import { buildChecks } from '../verify/verify-build';

/** The registry's port on a developer's machine (the apps use 3000-3005, the backend 4000). */
export const REGISTRY_PORT = 4100;

async function start(): Promise<void> {
  const tokens = process.env.RELEASE_TOKENS;
  if (!tokens) throw new Error('RELEASE_TOKENS must name the grants file: without it nobody could deploy');
  const file = path.resolve(process.env.RELEASE_REGISTRY_FILE || 'data/registry.json');
  const app = createRegistryServer({
    store: new RegistryStore(file),
    signalsFile: path.resolve(process.env.RELEASE_SIGNALS_FILE || path.join(path.dirname(file), 'signals.json')),
    otlp: otlpSignalsFrom(process.env),
    grants: readGrants(tokens),
    allowedOrigins: allowedOriginsFrom(process.env.RELEASE_ALLOWED_ORIGINS),
    // The registry runs verify itself (decision 040): the store it loads pages through, the customer it signs in as.
    checks: buildChecks({
      store: process.env.RELEASE_STORE_URL?.replace(/\/$/, '') || undefined,
      customer: process.env.RELEASE_VERIFY_CUSTOMER || undefined,
    }),
    logger: { level: process.env.LOG_LEVEL || 'info' },
    // How often canaries with a policy are judged by shoppers' signals (docs/releasing.md).
    analysisMs: Number(process.env.RELEASE_CANARY_CHECK_MS || 10_000),
  });
  const port = portFrom(process.env.RELEASE_REGISTRY_PORT || process.env.PORT, REGISTRY_PORT);
  await listenUntilStopped(app, { host: process.env.HOST || '127.0.0.1', port }, `release registry (${file})`);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
