import type { FastifyInstance } from 'fastify';
import { registerAddressRoutes } from './addresses/routes';
import { registerAfterSaleRoutes } from './after-sales/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerCartRoutes } from './cart/routes';
import { registerCatalogRoutes } from './catalog/routes';
import { registerFavoriteRoutes } from './favorites/routes';
import { registerCheckoutRoutes } from './checkout/routes';
import { registerOrderRoutes } from './orders/routes';
import { registerPaymentRoutes } from './payment/routes';
import { registerPublishRoutes } from './publish/routes';
import { registerSiteRoutes } from './site/routes';

/** Every domain module's routes. Each module owns a folder: repository (SQL), routes (contract calls), seed. */
export function registerModules(app: FastifyInstance): void {
  registerSiteRoutes(app);
  registerAuthRoutes(app);
  registerCatalogRoutes(app);
  registerFavoriteRoutes(app);
  registerCartRoutes(app);
  registerCheckoutRoutes(app);
  registerOrderRoutes(app);
  registerPaymentRoutes(app);
  registerAddressRoutes(app);
  registerAfterSaleRoutes(app);
  registerPublishRoutes(app);
}
