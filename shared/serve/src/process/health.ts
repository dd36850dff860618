import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Warmth } from '../rendering/keep-warm';
import { isDraining } from './shutdown';

/** What a server reports about itself; `null` when it cannot serve (its build folder is gone, say). */
export type HealthDetails = () => Record<string, unknown> | null;

/**
 * `GET /healthz` for a load balancer or an orchestrator: 200 `{ status: "ok", service, startedAt, ... }`, or 503
 * `{ status: "unavailable" }` when the server cannot do its job. Never cached; `startedAt` tells a restart apart.
 *
 * With `ready`, `GET /readyz` too: the same answers, 503 `{ status: "warming" }` while the server is getting ready
 * to serve its first shoppers as fast as its hundredth (decision 048), and 503 `{ status: "draining" }` from the
 * moment it is told to stop (decision 057). `reason` says why a server is not ready; `warmUp` what a server ready
 * anyway gave up on. A balancer sends traffic on `/readyz`; a supervisor restarts on `/healthz`, which a warming or
 * draining server passes.
 */
export function registerHealth(
  app: FastifyInstance,
  service: string,
  details: HealthDetails = () => ({}),
  ready?: () => Warmth,
): void {
  const startedAt = new Date().toISOString();
  const answer = (readiness: boolean) => async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const found = details();
    if (found === null) return reply.code(503).send({ status: 'unavailable', service, startedAt });
    if (!readiness || !ready) return { status: 'ok', service, startedAt, ...found };
    if (isDraining(app)) return reply.code(503).send({ status: 'draining', service, startedAt });
    const { ready: warm, note } = ready();
    if (!warm)
      return reply.code(503).send({ status: 'warming', service, startedAt, ...(note ? { reason: note } : {}) });
    return { status: 'ok', service, startedAt, ...found, ...(note ? { warmUp: note } : {}) };
  };
  app.get('/healthz', answer(false));
  if (ready) app.get('/readyz', answer(true));
}
