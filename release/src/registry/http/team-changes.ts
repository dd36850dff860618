import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { grantFor, mayDeploy, type DeployGrant } from './deploy-tokens';
import { RegistryRefusal } from '../state/registry-store';

/** A remote's name, as the routes take it. */
export const REMOTE = /^[a-z][a-z0-9_]{0,63}$/;

export function refuse(reply: FastifyReply, status: number, reason: string, message: string) {
  return reply.code(status).send({ error: reason, message });
}

/** The status a refusal is answered with. */
const STATUS: Record<RegistryRefusal['reason'], number> = {
  unknown_build: 404,
  bad_request: 400,
  not_verified: 409,
  no_previous: 409,
  duplicate_build: 409,
  origin_not_allowed: 409,
  files_changed: 409,
  canary_changed: 409,
  qa_required: 409,
  qa_failed: 409,
  digest_mismatch: 409,
  unknown_preview: 404,
  forbidden: 403,
};

/** A request body checked against its schema; anything else is refused before any change, naming what is wrong. */
export function bodyFrom<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body ?? {});
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((item) => String(item.key)).join('.') || 'body';
  throw new RegistryRefusal('bad_request', `${where}: ${issue.message}`);
}

/** Who may make a kind of change: a grant, and the remote the route names (null for a route that names none). */
export interface Permission {
  may: (grant: DeployGrant, remote: string | null) => boolean;
  /** What the refusal says the grant may not do: "deploy", "do QA for". */
  doing: string;
}

const DEPLOY: Permission = { may: (grant, remote) => remote !== null && mayDeploy(grant, remote), doing: 'deploy' };

/**
 * The team changes of the registry: each authenticated by a bearer token whose grant names the remotes it may
 * change (401 without one, 403 for a remote not granted: both logged, nothing changed); a refusal is answered with
 * its reason and logged. `permission` says who may (default: a team deploying its remote).
 */
export function teamChanges(app: FastifyInstance, grants: readonly DeployGrant[], permission: Permission = DEPLOY) {
  /** The grant of the request, if it may change `remote`; otherwise the answer is sent and null returned. */
  const authorize = (request: FastifyRequest, reply: FastifyReply, remote: string | null): DeployGrant | null => {
    const grant = grantFor(grants, request.headers.authorization);
    if (!grant) {
      request.log.warn({ remote, url: request.url }, 'release refused: no valid token');
      void refuse(reply, 401, 'unauthenticated', 'a valid token is needed (Authorization: Bearer …)');
      return null;
    }
    if ((remote !== null && !REMOTE.test(remote)) || !permission.may(grant, remote)) {
      request.log.warn({ remote, who: grant.who }, 'release refused: remote not granted');
      void refuse(reply, 403, 'forbidden', `${grant.who} may not ${permission.doing} ${remote ?? 'any remote'}`);
      return null;
    }
    return grant;
  };

  return function change(
    handler: (
      remote: string,
      body: unknown,
      grant: DeployGrant,
      params: Record<string, string>,
    ) => unknown | Promise<unknown>,
    /** The answer's status when it succeeds: 201 for what it creates. */
    status = 200,
  ) {
    return async function (request: FastifyRequest, reply: FastifyReply) {
      const params = request.params as Record<string, string>;
      const remote = params.remote ?? null;
      const grant = authorize(request, reply, remote);
      if (!grant) return reply;
      try {
        const answer = await handler(remote ?? '', request.body, grant, params);
        if (request.method !== 'GET') {
          request.log.info({ remote, who: grant.who, url: request.url }, 'release registry changed');
        }
        return reply.code(status).send(answer);
      } catch (error) {
        if (!(error instanceof RegistryRefusal)) throw error;
        request.log.warn({ remote, who: grant.who, reason: error.reason }, error.message);
        return refuse(reply, STATUS[error.reason], error.reason, error.message);
      }
    };
  };
}
