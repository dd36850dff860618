import type { FastifyInstance } from 'fastify';

/**
 * `GET /healthz` for a load balancer: 200 `{ status: "ok", service: "backend", startedAt }` while the database
 * answers, 503 `{ status: "unavailable", ... }` when it does not. Never cached; `startedAt` tells a restart apart.
 */
export function registerHealth(app: FastifyInstance): void {
  const startedAt = new Date().toISOString();
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      app.db.prepare('SELECT 1').get();
      return { status: 'ok', service: 'backend', startedAt };
    } catch {
      return reply.code(503).send({ status: 'unavailable', service: 'backend', startedAt });
    }
  });
}
