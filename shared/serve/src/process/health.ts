import type { FastifyInstance } from 'fastify';

/** What a server reports about itself; `null` when it cannot serve (its build folder is gone, say). */
export type HealthDetails = () => Record<string, unknown> | null;

/**
 * `GET /healthz` for a load balancer or an orchestrator: 200 `{ status: "ok", service, startedAt, ... }`, or 503
 * `{ status: "unavailable" }` when the server cannot do its job. Never cached; `startedAt` tells a restart apart.
 */
export function registerHealth(app: FastifyInstance, service: string, details: HealthDetails = () => ({})): void {
  const startedAt = new Date().toISOString();
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const found = details();
    if (found === null) return reply.code(503).send({ status: 'unavailable', service, startedAt });
    return { status: 'ok', service, startedAt, ...found };
  });
}
