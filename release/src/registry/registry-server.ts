import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import * as v from 'valibot';
import { grantFor, mayDeploy, mayPostSignals, type DeployGrant } from './deploy-tokens';
import { CanaryJudgements } from '../signals/canary-judgements';
import { canaryJudge, type PromoteCanary } from '../signals/judge-canaries';
import type { OtlpSignals, ReleaseTrack } from '../signals/otlp-exporter';
import { signalBatchSchema } from '../signals/signal-schema';
import { SignalsStore } from '../signals/signals-store';
import { teamsPage } from '../signals/teams-page';
import { QuietReadsLog } from './quiet-reads-log';
import { liveMapOf, type CanaryPolicy, type CheckResult } from './registry-model';
import { RegistryRefusal, type RegistryStore } from './registry-store';

export interface RegistryServerOptions {
  store: RegistryStore;
  grants: readonly DeployGrant[];
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
}

const REMOTE = /^[a-z][a-z0-9_]{0,63}$/;
const BUILD = /^[\w.-]{1,100}$/;
const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' ? (request.body as Body) : {};
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.slice(0, 500) : undefined);

/**
 * A canary's policy from a request: positive numbers, or none at all. `minViews` is read as `minShoppers` from a
 * release command of before shoppers were counted (decision 039).
 */
function policyOf(value: unknown): Omit<CanaryPolicy, 'since'> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { marginPct, windowS, minShoppers, minViews, failuresInRow, promoteAfterS } = value as Record<string, unknown>;
  const needed = minShoppers ?? minViews;
  const numbers = [marginPct, windowS, needed, failuresInRow ?? 1, promoteAfterS ?? 0].map(Number);
  if (numbers.some((n) => !Number.isFinite(n) || n < 0) || (failuresInRow !== undefined && Number(failuresInRow) < 1)) {
    throw new RegistryRefusal(
      'bad_request',
      'a canary policy is { marginPct, windowS, minShoppers, failuresInRow? ≥ 1, promoteAfterS? } ≥ 0',
    );
  }
  return {
    marginPct: Number(marginPct),
    windowS: Number(windowS),
    minShoppers: Number(needed),
    ...(failuresInRow === undefined ? {} : { failuresInRow: Math.round(Number(failuresInRow)) }),
    ...(promoteAfterS === undefined ? {} : { promoteAfterS: Number(promoteAfterS) }),
  };
}

function refuse(reply: FastifyReply, status: number, reason: string, message: string) {
  return reply.code(status).send({ error: reason, message });
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
    const { remotes } = store.read();
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
      return refuse(reply, 400, 'bad_request', `{ s: [{ k, r, b, u, n?, v? }] }: ${problem}`);
    }
    signals.add(batch.output.s);
    options.otlp?.record(batch.output.s, tracksNow());
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

  // Canaries with a policy are judged by their figures; every automatic step goes into the history with them. One
  // round at a time: the next is timed from the end of the last, so a slow promote never overlaps the next round.
  const judgeRound = canaryJudge({
    store,
    signals,
    judgements: new CanaryJudgements(store.database),
    promote: options.promoteCanary ?? (async (remote, build, actor) => store.promote(remote, build, actor)),
    log: app.log,
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

  /** The grant of the request, if it may change `remote`; otherwise the answer is sent and null returned. */
  const authorize = (request: FastifyRequest, reply: FastifyReply, remote: string): DeployGrant | null => {
    const grant = grantFor(grants, request.headers.authorization);
    if (!grant) {
      request.log.warn({ remote, url: request.url }, 'release refused: no valid token');
      void refuse(reply, 401, 'unauthenticated', 'a valid deploy token is needed (Authorization: Bearer …)');
      return null;
    }
    if (!REMOTE.test(remote) || !mayDeploy(grant, remote)) {
      request.log.warn({ remote, who: grant.who }, 'release refused: remote not granted');
      void refuse(reply, 403, 'forbidden', `${grant.who} may not deploy ${remote}`);
      return null;
    }
    return grant;
  };

  const change = (
    handler: (remote: string, body: Body, grant: DeployGrant, params: Record<string, string>) => unknown,
  ) =>
    async function (request: FastifyRequest, reply: FastifyReply) {
      const params = request.params as Record<string, string>;
      const remote = params.remote ?? '';
      const grant = authorize(request, reply, remote);
      if (!grant) return reply;
      try {
        const document = handler(remote, bodyOf(request), grant, params);
        request.log.info({ remote, who: grant.who, url: request.url }, 'release registry changed');
        return { ok: true, version: (document as { version: number }).version };
      } catch (error) {
        if (!(error instanceof RegistryRefusal)) throw error;
        request.log.warn({ remote, who: grant.who, reason: error.reason }, error.message);
        const status = error.reason === 'unknown_build' ? 404 : error.reason === 'bad_request' ? 400 : 409;
        return refuse(reply, status, error.reason, error.message);
      }
    };

  app.post(
    '/v1/remotes/:remote/builds',
    change((remote, body, grant) => {
      const { build, manifest, sharedVersions } = body;
      if (typeof build !== 'string' || !BUILD.test(build) || !isHttpUrl(manifest)) {
        throw new RegistryRefusal('bad_request', 'a build id ([\\w.-], ≤ 100) and its manifest’s http(s) address');
      }
      const versions =
        sharedVersions && typeof sharedVersions === 'object'
          ? Object.fromEntries(Object.entries(sharedVersions).map(([name, version]) => [name, String(version)]))
          : {};
      return store.publish({ remote, build, manifest, sharedVersions: versions }, { who: grant.who });
    }),
  );

  app.post(
    '/v1/remotes/:remote/builds/:build/verification',
    change((remote, body, grant, params) => {
      const checks = Array.isArray(body.checks) ? (body.checks as CheckResult[]) : [];
      const valid = checks.filter(
        (check) =>
          ['files', 'shared-versions', 'pages'].includes(check.check) &&
          typeof check.passed === 'boolean' &&
          typeof check.detail === 'string',
      );
      if (valid.length !== checks.length)
        throw new RegistryRefusal('bad_request', 'checks: { check, passed, detail }[]');
      return store.recordVerification(remote, params.build ?? '', valid, { who: grant.who });
    }),
  );

  app.post(
    '/v1/remotes/:remote/builds/:build/preview',
    change((remote, body, _grant, params) => store.preview(remote, params.build ?? '', String(body.keySha256 ?? ''))),
  );

  app.post(
    '/v1/remotes/:remote/promote',
    change((remote, body, grant) => {
      const share = body.canaryShare === undefined || body.canaryShare === null ? undefined : Number(body.canaryShare);
      const policy = policyOf(body.policy);
      return store.promote(
        remote,
        String(body.build ?? ''),
        { who: grant.who, reason: text(body.reason) },
        share,
        policy,
      );
    }),
  );

  app.post(
    '/v1/remotes/:remote/end-canary',
    change((remote, body, grant) => store.endCanary(remote, { who: grant.who, reason: text(body.reason) })),
  );

  app.post(
    '/v1/remotes/:remote/rollback',
    change((remote, body, grant) => store.rollback(remote, { who: grant.who, reason: text(body.reason) })),
  );

  return app;
}
