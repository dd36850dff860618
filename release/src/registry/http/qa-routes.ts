import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { mayHandleKey, mayMakeStaffKeys, mayQa, type DeployGrant } from './deploy-tokens';
import { BuildId } from './build-routes';
import { bodyFrom, REMOTE, teamChanges } from './team-changes';
import { RegistryRefusal, type RegistryStore } from '../state/registry-store';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const secondsBetween = (min: number, max: number, fallback: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)), fallback);

/** A preview lasts an hour unless asked (at most a day); a staff key a working day (at most a week). */
const PreviewBody = v.object({ seconds: secondsBetween(10, 86_400, 3_600) });
const StaffBody = v.object({ seconds: secondsBetween(10, 604_800, 28_800) });

const VerdictBody = v.object({
  passed: v.boolean(),
  run: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  report: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'an http(s) address'))),
  digest: v.optional(v.pipe(v.string(), v.regex(/^sha256:[0-9a-f]{64}$/, 'sha256:<64 hex digits>'))),
  summary: v.optional(v.object({ passed: Count, failed: Count, skipped: v.optional(Count) })),
  pages: v.optional(v.record(v.pipe(v.string(), v.regex(REMOTE, "a remote's name")), BuildId)),
});

/**
 * QA's gate (decision 058): preview keys of verified builds for QA's journeys, staff keys, their list and their end,
 * and QA's verdicts on builds, recorded against the build's digest. A `qa` grant acts on its remotes only, a release
 * manager on all; a team's own token and the shells' are refused.
 */
export function registerQaRoutes(app: FastifyInstance, store: RegistryStore, grants: readonly DeployGrant[]): void {
  const qa = teamChanges(app, grants, { may: mayQa, doing: 'do QA for' });

  app.post(
    '/v1/remotes/:remote/builds/:build/previews',
    qa((remote, raw, grant, params) => {
      const { seconds } = bodyFrom(PreviewBody, raw);
      return store.makePreview(remote, params.build ?? '', seconds, { who: grant.who });
    }, 201),
  );

  app.post(
    '/v1/staff-keys',
    qa((_remote, raw, grant) => {
      if (!mayMakeStaffKeys(grant)) {
        throw new RegistryRefusal(
          'forbidden',
          `${grant.who} may not make staff keys (they show every remote's canary)`,
        );
      }
      const { seconds } = bodyFrom(StaffBody, raw);
      return store.makeStaffKey(seconds, { who: grant.who });
    }, 201),
  );

  app.get(
    '/v1/previews',
    qa((_remote, _raw, grant) => ({ previews: store.previewKeys().filter((key) => mayHandleKey(grant, key)) })),
  );

  app.delete(
    '/v1/previews/:id',
    qa((_remote, _raw, grant, params) => {
      const key = store.previewKey(params.id ?? '');
      if (!key) throw new RegistryRefusal('unknown_preview', `no preview or staff key ${params.id ?? ''}`);
      if (!mayHandleKey(grant, key)) throw new RegistryRefusal('forbidden', `${grant.who} may not end key ${key.id}`);
      return { ok: true, key: store.revokeKey(key.id) };
    }),
  );

  app.post(
    '/v1/remotes/:remote/builds/:build/qa',
    qa((remote, raw, grant, params) => {
      const body = bodyFrom(VerdictBody, raw);
      const verdict = store.recordQaVerdict(
        remote,
        params.build ?? '',
        {
          passed: body.passed,
          run: body.run,
          report: body.report ?? null,
          summary: body.summary ?? null,
          pages: body.pages ?? null,
          ...(body.digest ? { digest: body.digest } : {}),
        },
        { who: grant.who },
      );
      return { verdict };
    }, 201),
  );

  // As public as the registry's status, which shows the same verdicts.
  app.get('/v1/remotes/:remote/builds/:build/qa', async (request, reply) => {
    const { remote, build } = request.params as { remote: string; build: string };
    reply.header('cache-control', 'no-store');
    try {
      return { verdict: store.qaVerdict(remote, build) };
    } catch (error) {
      if (!(error instanceof RegistryRefusal)) throw error;
      return reply.code(404).send({ error: error.reason, message: error.message });
    }
  });
}
