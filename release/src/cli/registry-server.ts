// The registry's server: `pnpm --filter @shop/release registry` (tsx runs it from source; there is no bundle).
// RELEASE_REGISTRY_FILE is its document (default data/registry.json), RELEASE_TOKENS the grants file, HOST and
// RELEASE_REGISTRY_PORT (or PORT) where it listens; RELEASE_SIGNALS_FILE keeps the shoppers' figures across restarts
// (default: signals.json beside the document), and OTEL_EXPORTER_OTLP_ENDPOINT sends a copy to a collector.
import path from 'node:path';
import { listenUntilStopped, portFrom } from '@shop/serve';
import { readGrants } from '../registry/deploy-tokens';
import { createRegistryServer } from '../registry/registry-server';
import { RegistryStore } from '../registry/registry-store';
import { otlpSignalsFrom } from '../signals/otlp-exporter';

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
