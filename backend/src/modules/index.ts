import type { FastifyInstance } from 'fastify';
import { registerSiteRoutes } from './site/routes';

/** Every domain module's routes. Each module owns a folder: repository (SQL), routes (contract calls), seed. */
export function registerModules(app: FastifyInstance): void {
  registerSiteRoutes(app);
}
