import Fastify, { type FastifyInstance } from 'fastify';
import type { ShopMetrics } from './shop-metrics';

/**
 * The shell server's internal listener (`SHOP_METRICS_HOST`:`SHOP_METRICS_PORT`): `GET /metrics` for Prometheus,
 * nothing else. A server of its own, never a route of the store's: what the figures say about canaries is not for
 * shoppers, and an address a balancer does not publish needs no authentication.
 */
export function createMetricsListener(metrics: ShopMetrics): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) =>
    reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.exposition()),
  );
  return app;
}
