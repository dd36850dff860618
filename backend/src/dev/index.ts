import type { FastifyInstance } from 'fastify';
import { registerAfterSaleDevRoutes } from './after-sales';
import { registerErpRoutes } from './erp';
import { registerOAuthProviderRoutes } from './oauth-provider';
import { registerOrderDevRoutes } from './orders';
import { registerOutboxRoutes } from './outbox';
import { registerPaymentDevRoutes } from './payment';

/**
 * Development endpoints under /__dev: stand-ins for the world outside the store (mail, payment gateway,
 * seller, OAuth provider, ERP). Off unless SHOP_DEV_ENDPOINTS=1; the shell's server never forwards them, so a
 * browser reaches them on the backend's own origin. They take no CSRF token: they are not store calls.
 */
export function registerDevRoutes(app: FastifyInstance): void {
  registerOutboxRoutes(app);
  registerOAuthProviderRoutes(app);
  registerErpRoutes(app);
  registerOrderDevRoutes(app);
  registerPaymentDevRoutes(app);
  registerAfterSaleDevRoutes(app);
}
