import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@shop/api/contract';
import { applySellerAction, parseSellerAction } from '../modules/after-sales/seller-actions';

/**
 * POST /__dev/after-sales/seller {id, action: approve|reject|counter, amount?, text?}: the seller's side of an
 * after-sales request, for demos and e2e tests (the seller CLI does the same from a terminal).
 */
export function registerAfterSaleDevRoutes(app: FastifyInstance): void {
  app.post('/__dev/after-sales/seller', async (request) => {
    const data = applySellerAction(app.db, parseSellerAction(request.body ?? {}));
    return { code: ErrorCode.OK, data, msg: 'ok' };
  });
}
