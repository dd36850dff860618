import type { FastifyInstance, FastifyReply } from 'fastify';

/** What a server reports about itself; `null` when it cannot serve (its build folder is gone, say). */
export type HealthDetails = () => Record<string, unknown> | null;

/**
 * `GET /healthz` for a load balancer or an orchestrator: 200 `{ status: "ok", service, startedAt, ... }`, or 503
 * `{ status: "unavailable" }` when the server cannot do its job. Never cached; `startedAt` tells a restart apart.
 *
 * With `ready`, `GET /readyz` too: the same answers, and 503 `{ status: "warming" }` while the server is getting
 * ready to serve its first shoppers as fast as its hundredth (decision 048). A balancer sends traffic on `/readyz`;
 * a supervisor restarts on `/healthz`, which a warming server passes.
 */
export function registerHealth(
  app: FastifyInstance,
  service: string,
  details: HealthDetails = () => ({}),
  ready?: () => boolean,
): void {
  const startedAt = new Date().toISOString();
  const answer = (warming: boolean) => async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const found = details();
    if (found === null) return reply.code(503).send({ status: 'unavailable', service, startedAt });
    if (warming && ready && !ready()) return reply.code(503).send({ status: 'warming', service, startedAt });
    return { status: 'ok', service, startedAt, ...found };
  };
  app.get('/healthz', answer(false));
  if (ready) app.get('/readyz', answer(true));
}
