import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import * as v from 'valibot';
import { buildChecks, type BuildChecks } from '../verify/verify-build';
import { registerBuildRoutes } from './build-routes';
import { refuse } from './team-changes';
import { grantFor, mayPostSignals, type DeployGrant } from './deploy-tokens';
import { CanaryJudgements } from '../canary/history/canary-judgements';
import { CanaryVerdicts } from '../canary/history/canary-verdicts';
import {
  canaryJudge,
  type CanaryJudgeOptions,
  type PromoteCanary,
  type ReadVerdict,
} from '../canary/judge/judge-canaries';
import type { NotifyCanary } from '../canary/history/canary-webhook';
import { signalBatchSchema, type OtlpSignals, type ReleaseTrack } from '@shop/serve';
import { SignalsStore } from '../signals/signals-store';
import { teamsPage } from '../teams/teams-page';
import { spanFor, type SeriesProvider } from '../canary/evidence/build-series';
import { StoreSeries } from '../canary/evidence/store-series';
import { QuietReadsLog } from './quiet-reads-log';
import { registerQaRoutes } from './qa-routes';
import { qaCommandRunner, type QaCommandSettings } from '../verify/qa-command';
import { judgedCanary, RegistryRefusal, type RegistryStore } from '../state/registry-store';

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
  logger?: FastifyServerOptions['logger'];
  /** Shoppers' signals, as the shells pass them on (default: kept 24 hours in the registry's database). */
  signals?: SignalsStore;
  /**
   * How a canary's analysis makes it live for everyone (default: the store's promote). Asynchronous, so it can check
   * the build as a person's promote does first.
   */
  promoteCanary?: PromoteCanary;
  /** A copy of every signal for an OpenTelemetry collector (`OTEL_EXPORTER_OTLP_ENDPOINT`). */
  otlp?: OtlpSignals;
  /** How often canaries with a policy are judged (default 10 s; 0: never). */
  analysisMs?: number;
  /**
   * Where the teams page's charts take their figures over time: Prometheus when `RELEASE_METRICS_URL` is set
   * (`prometheus-series.ts`), else the registry's own signals.
   */
  series?: SeriesProvider;
  /** Canaries judged from a metrics engine (`RELEASE_METRICS_URL`) rather than the registry's own figures. */
  metrics?: ReadVerdict;
  /** What corroborates shoppers' errors for the registry's own judge (`RELEASE_METRIC_CHECKS`; default the defaults). */
  checksOf?: CanaryJudgeOptions['checksOf'];
  /** Told of every canary started with a policy, and of every step, promotion and rollback of the analysis. */
  notify?: NotifyCanary;
  /** QA's journeys, run by the registry after every verify that passes (`RELEASE_QA_COMMAND`). */
  qaCommand?: QaCommandSettings;
}

/**
 * The registry's HTTP API. Shell servers read `GET /v1/registry` (the live and canary build of each remote, with an
 * ETag: they poll it every second); teams change it with the release command, each change authenticated by a
 * bearer token whose grant names the remotes it may change. Every change, and every refused attempt, is logged.
 */
export function createRegistryServer(options: RegistryServerOptions): FastifyInstance {
  const { store, grants } = options;
  const signals = options.signals ?? new SignalsStore(store.database);
  const app = Fastify({ logger: options.logger ?? false, logController: new QuietReadsLog() });
  // The registry's file is read once per batch of signals, not once per signal.
  const tracksNow = (): ((remote: string, build: string) => ReleaseTrack) => {
    const { remotes } = store.state();
    return (remote, build) => {
      const state = remotes[remote];
      return state?.live?.build === build ? 'live' : state?.canary?.build === build ? 'canary' : 'other';
    };
  };
  app.addHook('onClose', async () => {
    await options.otlp?.shutdown();
  });

  // Shoppers' signals from the shell servers, with the shells' token only: a team's deploy token cannot count
  // shoppers, nor can anyone on the network. Each batch is one transaction in the registry's database.
  app.post('/v1/signals', { bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const grant = grantFor(grants, request.headers.authorization);
    if (!grant) {
      request.log.warn({ url: request.url }, 'signals refused: no valid token');
      return refuse(reply, 401, 'unauthenticated', "the shells' token is needed (Authorization: Bearer …)");
    }
    if (!mayPostSignals(grant)) {
      request.log.warn({ who: grant.who }, 'signals refused: not a shell token');
      return refuse(reply, 403, 'forbidden', `${grant.who} may not post signals`);
    }
    const batch = v.safeParse(signalBatchSchema, request.body);
    if (!batch.success) {
      const problem = v.summarize(batch.issues).split('\n')[0];
      request.log.warn({ who: grant.who, problem }, 'signals refused: not a batch of signals');
      return refuse(reply, 400, 'bad_request', `{ s: [{ k, r, b, u, n?, v?, w? }], e?: [{ r, b, k, c }] }: ${problem}`);
    }
    signals.add(batch.output.s, batch.output.e);
    options.otlp?.record(batch.output.s, tracksNow());
    return reply.code(204).send();
  });
  app.get('/v1/signals', async (request) => {
    const windowS = Number((request.query as { windowS?: string }).windowS ?? 3600);
    return signals.figures((Number.isFinite(windowS) && windowS > 0 ? windowS : 3600) * 1000);
  });
  const series = options.series ?? new StoreSeries(signals);
  const judgements = new CanaryJudgements(store.database);
  const verdicts = new CanaryVerdicts(store.database);
  app.get('/teams', async (request, reply) => {
    const asked = Number((request.query as { windowS?: string }).windowS ?? 3600);
    // At least a minute, at most the 24 hours the signals are kept.
    const windowS = Number.isFinite(asked) && asked >= 60 ? Math.min(asked, 24 * 3600) : 3600;
    const now = Date.now();
    const document = store.read();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return teamsPage({
      document,
      figures: signals.figures(windowS * 1000),
      windowS,
      span: spanFor(windowS * 1000, now),
      now,
      series,
      // What the judge that acts last found, never a second judgement made for the page.
      verdictOf: (remote) => verdicts.last(remote, judgedCanary(document.remotes[remote]?.canary ?? null)),
      judgementsOf: (remote) => judgements.current(remote),
      byMetrics: options.metrics !== undefined,
      qa: store.qaStatus(document.remotes),
    });
  });

  const checks = options.checks ?? buildChecks({});
  // A canary's analysis promotes as a person does: only while the build's files are the content published.
  const promoteChecked: PromoteCanary = async (remote, judged, actor) => {
    const found = store.state().remotes[remote]?.builds[judged.build];
    const files = found ? await checks.files(found) : null;
    if (files && !files.passed) {
      throw new RegistryRefusal('files_changed', `${remote} ${judged.build} cannot go live: ${files.detail}`);
    }
    return store.promoteCanary(remote, judged, actor);
  };

  // Canaries with a policy are judged by their figures; every automatic step goes into the history with them. One
  // round at a time: the next is timed from the end of the last, so a slow promote never overlaps the next round.
  const judgeRound = canaryJudge({
    store,
    signals,
    judgements,
    verdicts,
    promote: options.promoteCanary ?? promoteChecked,
    log: app.log,
    metrics: options.metrics,
    checksOf: options.checksOf,
    notify: options.notify,
  });
  const analysisMs = options.analysisMs ?? 10_000;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> = Promise.resolve();
  let closing = false;
  const next = () => {
    if (closing || analysisMs <= 0) return;
    timer = setTimeout(() => {
      round = judgeRound().finally(next);
    }, analysisMs);
    timer.unref();
  };
  app.addHook('onReady', async () => next());
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await round;
  });

  // Healthy only while the database answers: a registry that cannot read its state is not one to route to.
  app.get('/healthz', async (request, reply) => {
    try {
      store.database.prepare('SELECT version FROM registry_state WHERE id = 1').get();
      return { status: 'ok', service: 'release-registry' };
    } catch (error) {
      request.log.error({ err: error }, 'the registry database does not answer');
      return reply.code(503).send({ status: 'unavailable', service: 'release-registry' });
    }
  });

  app.get('/v1/registry', async (request, reply) => {
    // Every shell asks every second: an unchanged registry is answered from its version alone.
    const etag = `"v${store.version()}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const map = store.liveMap();
    reply.header('etag', `"v${map.version}"`);
    return map;
  });

  app.get('/v1/status', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const document = store.read();
    return { ...document, qa: store.qaStatus(document.remotes) };
  });

  const qaRunner = options.qaCommand ? qaCommandRunner(options.qaCommand, store, app.log) : null;
  // Runs still going when the registry stops are stopped, recorded failed and their keys revoked: before close, as
  // onClose hooks run last-registered first and the command's own closes the database.
  app.addHook('preClose', async () => qaRunner?.stop());
  registerBuildRoutes(app, {
    store,
    grants,
    allowedOrigins: options.allowedOrigins ?? [],
    checks,
    notify: options.notify,
    ...(qaRunner
      ? { afterVerify: (remote, build, verification) => void qaRunner.run(remote, build, verification) }
      : {}),
  });
  registerQaRoutes(app, store, grants);

  return app;
}
