import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { routesOwnedBy } from '../verify/route-addresses';
import type { BuildChecks } from '../verify/verify-build';
import type { DeployGrant } from './deploy-tokens';
import type {
  CheckResult,
  HistoryEntry,
  PublishedBuild,
  RegistryDocument,
  SkippedRoute,
} from '../../shared/registry-model';
import { RegistryRefusal, type RegistryStore } from '../state/registry-store';
import { bodyFrom, teamChanges } from './team-changes';
import type { NotifyCanary } from '../canary/history/canary-webhook';

export const BuildId = v.pipe(v.string(), v.regex(/^[\w.-]{1,100}$/, 'a build id is 1 to 100 of A-Z a-z 0-9 _ . -'));
const Reason = v.optional(v.pipe(v.string(), v.maxLength(500)), '');

const PublishBody = v.object({
  build: BuildId,
  manifest: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'an http(s) address')),
  digest: v.pipe(v.string(), v.regex(/^sha256:[0-9a-f]{64}$/, 'sha256:<64 hex digits>')),
  sharedVersions: v.optional(v.record(v.string(), v.string()), {}),
});

const VerifyBody = v.object({
  pages: v.optional(v.record(v.string(), v.pipe(v.string(), v.regex(/^\/(?!\/)/, 'a path on the store'))), {}),
  skip: v.optional(v.record(v.string(), v.pipe(v.string(), v.trim(), v.minLength(3, 'say why'), v.maxLength(200))), {}),
});

const Seconds = v.pipe(v.number(), v.integer(), v.minValue(1));
const PolicyBody = v.object({
  marginPct: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  windowS: Seconds,
  minShoppers: v.pipe(v.number(), v.integer(), v.minValue(1)),
  failuresInRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  promoteAfterS: v.optional(Seconds),
  // A progressive canary: 2 … 10 shares, each higher than the one before; it starts at the first.
  steps: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))),
      v.minLength(2),
      v.maxLength(10),
      v.check((steps) => steps.every((share, i) => i === 0 || share > steps[i - 1]!), 'each step above the last'),
    ),
  ),
  intervalS: v.optional(Seconds),
});

// A share that is not a whole per cent from 0 to 99 (a typo, `10%` read as nothing) is refused: it never
// falls through to "everyone". 0 is a canary for the staff keys alone (decision 058), never judged.
const PromoteBody = v.object({
  build: BuildId,
  reason: Reason,
  canaryShare: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  policy: v.optional(PolicyBody),
  dryRun: v.optional(v.boolean(), false),
});

const ChangeBody = v.object({ reason: Reason, dryRun: v.optional(v.boolean(), false) });

/** A verify the registry runs, as the team's command follows it. */
interface VerifyJob {
  id: string;
  remote: string;
  build: string;
  state: 'queued' | 'running' | 'done';
  passed?: boolean;
  checks?: CheckResult[];
  skipped?: SkippedRoute[];
}

export interface BuildRoutesOptions {
  store: RegistryStore;
  grants: readonly DeployGrant[];
  /** The origins builds may live at (`RELEASE_ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
  checks: BuildChecks;
  /** Told when a canary judged by analysis starts (`RELEASE_WEBHOOK_URL`). */
  notify?: NotifyCanary;
  /** Runs QA's journeys after a verify that passed (`RELEASE_QA_COMMAND`), when set. */
  afterVerify?: (remote: string, build: PublishedBuild, verification: string) => void;
}

/** What a change did (or, in a dry run, would do): the history entry it wrote. */
const changed = (document: RegistryDocument, dryRun = false) => ({
  ok: true,
  version: document.version,
  ...(dryRun ? { dryRun: true } : {}),
  change: document.history.at(-1) as HistoryEntry,
});

/**
 * The routes a team changes its remote's builds with: publish (asked before any file is written), verify (run by
 * the registry itself, never a client's word), promote, end-canary and rollback (the build's files re-checked
 * against its digest first). Builds live only at the environment's allowed origins.
 */
export function registerBuildRoutes(app: FastifyInstance, options: BuildRoutesOptions): void {
  const { store, checks } = options;
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const change = teamChanges(app, options.grants);

  const atAllowedOrigin = (remote: string, manifest: string) => {
    const { origin } = new URL(manifest);
    if (!allowed.has(origin)) {
      throw new RegistryRefusal(
        'origin_not_allowed',
        `${remote}: builds may live only at ${[...allowed].join(', ')} (RELEASE_ALLOWED_ORIGINS), not at ${origin}`,
      );
    }
  };
  const published = (remote: string, build: string): PublishedBuild => {
    const found = store.state().remotes[remote]?.builds[build];
    if (!found) throw new RegistryRefusal('unknown_build', `${remote} has no published build ${build}`);
    atAllowedOrigin(remote, found.manifest);
    return found;
  };
  /** A build goes live only while its files are the content published under its id. */
  const filesUnchanged = async (remote: string, build: PublishedBuild) => {
    const files = await checks.files(build);
    if (!files.passed) {
      throw new RegistryRefusal('files_changed', `${remote} ${build.build} cannot go live: ${files.detail}`);
    }
  };

  app.post(
    '/v1/remotes/:remote/builds',
    change((remote, raw, grant) => {
      const body = bodyFrom(PublishBody, raw);
      atAllowedOrigin(remote, body.manifest);
      // Its own folder, named for the remote and the build: a team's build never lands in another's folder.
      if (!new URL(body.manifest).pathname.endsWith(`/${remote}/${body.build}/mf-manifest.json`)) {
        throw new RegistryRefusal('bad_request', `manifest: expected …/${remote}/${body.build}/mf-manifest.json`);
      }
      const document = store.publish({ remote, ...body }, { who: grant.who });
      return { ok: true, version: document.version };
    }),
  );

  const jobs = new Map<string, VerifyJob>();
  // One verify at a time (one browser): a second is queued behind the first, never refused by it.
  let queue: Promise<void> = Promise.resolve();
  app.post(
    '/v1/remotes/:remote/builds/:build/verify',
    change((remote, raw, grant, params) => {
      const request = bodyFrom(VerifyBody, raw);
      const build = published(remote, params.build ?? '');
      const owned = new Set(routesOwnedBy(remote).map((route) => route.name as string));
      for (const name of [...Object.keys(request.pages), ...Object.keys(request.skip)]) {
        if (!owned.has(name)) {
          throw new RegistryRefusal(
            'bad_request',
            `${remote} has no route ${name} (its routes: ${[...owned].join(', ')})`,
          );
        }
      }
      const job: VerifyJob = { id: randomBytes(12).toString('hex'), remote, build: build.build, state: 'queued' };
      jobs.set(job.id, job);
      queue = queue.then(async () => {
        job.state = 'running';
        const outcome = await checks
          .verify(remote, build, request, (keySha256) => store.preview(remote, build.build, keySha256))
          .catch((error: unknown) => ({
            checks: [{ check: 'pages' as const, passed: false, detail: `verify could not run: ${String(error)}` }],
            skipped: [],
          }));
        try {
          const document = store.recordVerification(
            remote,
            build.build,
            { ...outcome, digest: build.digest },
            { who: grant.who },
          );
          const verification = document.remotes[remote]?.builds[build.build]?.verification;
          Object.assign(job, {
            passed: verification?.passed ?? false,
            checks: outcome.checks,
            skipped: outcome.skipped,
          });
          if (verification?.passed) options.afterVerify?.(remote, build, job.id);
        } catch (error) {
          app.log.error({ err: error, remote, build: build.build }, 'verification not recorded');
          Object.assign(job, { passed: false, checks: outcome.checks, skipped: outcome.skipped });
        }
        job.state = 'done';
        // Kept an hour for the command that asked; the registry's status keeps the verification itself.
        setTimeout(() => jobs.delete(job.id), 3_600_000).unref();
      });
      return { ok: true, job: job.id };
    }),
  );
  app.get('/v1/verifications/:id', async (request, reply) => {
    const job = jobs.get((request.params as { id: string }).id);
    reply.header('cache-control', 'no-store');
    return job ?? reply.code(404).send({ error: 'unknown_job', message: 'no such verify (they are kept an hour)' });
  });

  app.post(
    '/v1/remotes/:remote/promote',
    change(async (remote, raw, grant) => {
      const body = bodyFrom(PromoteBody, raw);
      const build = published(remote, body.build);
      if (!build.verification?.passed) {
        throw new RegistryRefusal('not_verified', `${remote} ${build.build} has not passed verify: run it first`);
      }
      await filesUnchanged(remote, build);
      const actor = { who: grant.who, reason: body.reason };
      const policy = body.policy;
      if (policy && (policy.steps === undefined) !== (policy.intervalS === undefined)) {
        throw new RegistryRefusal('bad_request', 'policy: steps and intervalS go together');
      }
      if (policy?.steps && policy.promoteAfterS !== undefined) {
        throw new RegistryRefusal('bad_request', 'policy: a progressive canary is promoted after its last step');
      }
      const document = store.promote(remote, build.build, actor, body.canaryShare, policy, body.dryRun);
      const canary = document.remotes[remote]?.canary;
      if (!body.dryRun && canary?.policy) {
        const { steps } = canary.policy;
        options.notify?.({
          remote,
          build: canary.build,
          action: 'canary',
          share: canary.share,
          ...(steps ? { step: { at: 1, of: steps.length } } : {}),
          who: grant.who,
          reason: body.reason || 'started',
          at: canary.policy.since,
        });
      }
      return changed(document, body.dryRun);
    }),
  );

  app.post(
    '/v1/remotes/:remote/end-canary',
    change((remote, raw, grant) => {
      const body = bodyFrom(ChangeBody, raw);
      return changed(store.endCanary(remote, { who: grant.who, reason: body.reason }));
    }),
  );

  app.post(
    '/v1/remotes/:remote/rollback',
    change(async (remote, raw, grant) => {
      const body = bodyFrom(ChangeBody, raw);
      const target = store.rollbackTarget(remote);
      atAllowedOrigin(remote, target.manifest);
      await filesUnchanged(remote, target);
      return changed(
        store.rollback(remote, { who: grant.who, reason: body.reason }, body.dryRun, target.build),
        body.dryRun,
      );
    }),
  );
}
