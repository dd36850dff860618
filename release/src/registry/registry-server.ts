import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { grantFor, mayDeploy, type DeployGrant } from './deploy-tokens';
import { judgeCanary } from '../signals/canary-analysis';
import type { OtlpSignals, ReleaseTrack } from '../signals/otlp-exporter';
import { keepSignalsIn } from '../signals/signals-file';
import { SignalsStore, type WireSignal } from '../signals/signals-store';
import { teamsPage } from '../signals/teams-page';
import { liveMapOf, type CanaryPolicy, type CheckResult } from './registry-model';
import { RegistryRefusal, type RegistryStore } from './registry-store';

export interface RegistryServerOptions {
  store: RegistryStore;
  grants: readonly DeployGrant[];
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

const REMOTE = /^[a-z][a-z0-9_]{0,63}$/;
const BUILD = /^[\w.-]{1,100}$/;
const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' ? (request.body as Body) : {};
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.slice(0, 500) : undefined);

const KINDS = new Set(['view', 'load-error', 'render-error', 'call-error', 'vital']);
function isWireSignal(value: unknown): value is WireSignal {
  const signal = value as Partial<WireSignal> | null;
  return (
    Boolean(signal) && KINDS.has(signal!.k as string) && typeof signal!.r === 'string' && typeof signal!.b === 'string'
  );
}

/** A canary's policy from a request: whole, positive numbers, or none at all. */
function policyOf(value: unknown): Omit<CanaryPolicy, 'since'> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { marginPct, windowS, minViews, promoteAfterS } = value as Record<string, unknown>;
  const numbers = [marginPct, windowS, minViews, promoteAfterS ?? 0].map(Number);
  if (numbers.some((n) => !Number.isFinite(n) || n < 0)) {
    throw new RegistryRefusal('bad_request', 'a canary policy is { marginPct, windowS, minViews, promoteAfterS? } ≥ 0');
  }
  return {
    marginPct: Number(marginPct),
    windowS: Number(windowS),
    minViews: Number(minViews),
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
