import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { grantFor, mayDeploy, type DeployGrant } from './deploy-tokens';
import { RegistryRefusal } from '../state/registry-store';

const REMOTE = /^[a-z][a-z0-9_]{0,63}$/;

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
};

/** A request body checked against its schema; anything else is refused before any change, naming what is wrong. */
export function bodyFrom<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body ?? {});
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((item) => String(item.key)).join('.') || 'body';
  throw new RegistryRefusal('bad_request', `${where}: ${issue.message}`);
}

/**
 * The team changes of the registry: each authenticated by a bearer token whose grant names the remotes it may
 * change (401 without one, 403 for a remote not granted: both logged, nothing changed); a refusal is answered with
 * its reason and logged.
 */
export function teamChanges(app: FastifyInstance, grants: readonly DeployGrant[]) {
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

  return function change(
    handler: (
      remote: string,
      body: unknown,
      grant: DeployGrant,
      params: Record<string, string>,
    ) => unknown | Promise<unknown>,
  ) {
    return async function (request: FastifyRequest, reply: FastifyReply) {
      const params = request.params as Record<string, string>;
      const remote = params.remote ?? '';
      const grant = authorize(request, reply, remote);
      if (!grant) return reply;
      try {
        const answer = await handler(remote, request.body, grant, params);
        request.log.info({ remote, who: grant.who, url: request.url }, 'release registry changed');
        return answer;
      } catch (error) {
        if (!(error instanceof RegistryRefusal)) throw error;
        request.log.warn({ remote, who: grant.who, reason: error.reason }, error.message);
        return refuse(reply, STATUS[error.reason], error.reason, error.message);
      }
    };
  };
}
