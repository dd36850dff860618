import Fastify, { type FastifyInstance } from 'fastify';
import { buildChecks, type BuildChecks } from '../verify/verify-build';
import { registerBuildRoutes } from './build-routes';
import type { DeployGrant } from './deploy-tokens';
import { judgeCanary } from '../signals/canary-analysis';
import type { OtlpSignals, ReleaseTrack } from '../signals/otlp-exporter';
import { keepSignalsIn } from '../signals/signals-file';
import { SignalsStore, type WireSignal } from '../signals/signals-store';
import { teamsPage } from '../signals/teams-page';
import { liveMapOf } from './registry-model';
import type { RegistryStore } from './registry-store';

export interface RegistryServerOptions {
  store: RegistryStore;
  grants: readonly DeployGrant[];
  /**
   * The origins builds may live at (`RELEASE_ALLOWED_ORIGINS`): publish, verify, promote and rollback check it.
   * Default none: nothing can be published.
   */
  allowedOrigins?: readonly string[];
  /** The checks the registry runs itself: a build's files before it goes live, and the whole verify. */
  checks?: BuildChecks;
  logger?: boolean | { level: string };
  /** Shoppers' signals, as the shells pass them on (default: kept 24 hours, in memory). */
  signals?: SignalsStore;
  /** Where the signals' figures are kept across restarts (`RELEASE_SIGNALS_FILE`); in memory only without. */
  signalsFile?: string;
  /** A copy of every signal for an OpenTelemetry collector (`OTEL_EXPORTER_OTLP_ENDPOINT`). */
  otlp?: OtlpSignals;
  /** How often canaries with a policy are judged (default 10 s; 0: never). */
  analysisMs?: number;
}

const KINDS = new Set(['view', 'load-error', 'render-error', 'call-error', 'vital']);
function isWireSignal(value: unknown): value is WireSignal {
  const signal = value as Partial<WireSignal> | null;
  return (
    Boolean(signal) && KINDS.has(signal!.k as string) && typeof signal!.r === 'string' && typeof signal!.b === 'string'
  );
}

/**
 * The registry's HTTP API. Shell servers read `GET /v1/registry` (the live and canary build of each remote, with an
 * ETag: they poll it every second); teams change it with the release command, each change authenticated by a
 * bearer token whose grant names the remotes it may change. Every change, and every refused attempt, is logged.
 */
export function createRegistryServer(options: RegistryServerOptions): FastifyInstance {
  const { store, grants } = options;
  const signals = options.signals ?? new SignalsStore();
  const app = Fastify({ logger: options.logger ?? false });
  const keeper = options.signalsFile
    ? keepSignalsIn(signals, options.signalsFile, {
        onError: (error) => app.log.error({ err: error }, 'signals file not read or written'),
      })
    : null;
  // The registry's file is read once per batch of signals, not once per signal.
  const tracksNow = (): ((remote: string, build: string) => ReleaseTrack) => {
    const { remotes } = store.read();
    return (remote, build) => {
      const state = remotes[remote];
      return state?.live?.build === build ? 'live' : state?.canary?.build === build ? 'canary' : 'other';
    };
  };
  app.addHook('onClose', async () => {
    keeper?.stop();
    await options.otlp?.shutdown();
  });

  // Shoppers' signals from the shells (internal network): counted per remote, build and minute.
  app.post('/v1/signals', { bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const list = (request.body as { s?: unknown } | null)?.s;
    if (!Array.isArray(list)) return reply.code(204).send();
    const checked = list.filter(isWireSignal);
    signals.add(checked);
    options.otlp?.record(checked, tracksNow());
    return reply.code(204).send();
  });
  app.get('/v1/signals', async (request) => {
    const windowS = Number((request.query as { windowS?: string }).windowS ?? 3600);
    return signals.figures((Number.isFinite(windowS) && windowS > 0 ? windowS : 3600) * 1000);
  });
  app.get('/teams', async (request, reply) => {
    const windowS = Number((request.query as { windowS?: string }).windowS ?? 3600) || 3600;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return teamsPage(store.read(), signals.figures(windowS * 1000), windowS);
  });

  // Canaries with a policy are judged by their figures; every automatic step goes into the history with them.
  const judge = () => {
    const document = store.read();
    for (const [remote, state] of Object.entries(document.remotes)) {
      const policy = state.canary?.policy;
      if (!state.canary || !policy) continue;
      const figures = signals.figures(policy.windowS * 1000)[remote] ?? {};
      const verdict = judgeCanary(
        state.live ? figures[state.live.build] : undefined,
        figures[state.canary.build],
        policy,
        Date.now(),
      );
      const actor = { who: 'canary-analysis', reason: verdict.reason };
      if (verdict.action === 'rollback') store.endCanary(remote, actor);
      if (verdict.action === 'promote') store.promote(remote, state.canary.build, actor);
      if (verdict.action !== 'wait') app.log.warn({ remote, verdict }, 'canary judged');
    }
  };
  const analysisMs = options.analysisMs ?? 10_000;
  const timer = analysisMs > 0 ? setInterval(judge, analysisMs) : null;
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  app.get('/healthz', async () => ({ status: 'ok', service: 'release-registry' }));

  app.get('/v1/registry', async (request, reply) => {
    const map = liveMapOf(store.read());
    const etag = `"v${map.version}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return map;
  });

  app.get('/v1/status', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return store.read();
  });

  registerBuildRoutes(app, {
    store,
    grants,
    allowedOrigins: options.allowedOrigins ?? [],
    checks: options.checks ?? buildChecks({}),
  });

  return app;
}
