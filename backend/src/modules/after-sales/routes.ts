import type { FastifyInstance } from 'fastify';
import {
  AFTER_SALE_FINAL,
  createAfterSale,
  getAfterSaleDetail,
  getAfterSaleEligibility,
  listAfterSales,
  REFUND_REASON_NAMES,
  REFUND_REASONS,
  sendAfterSaleMessage,
  SERVICE_TYPE_NAMES,
  SERVICE_TYPES,
} from '@shop/api/contract';
import { nowIso } from '../../db/database';
import { conflict } from '../../http/api-failure';
import { route } from '../../http/route';
import { registerAfterSaleFileRoute } from './file-route';
import * as requests from './repository';
import { ineligibility, maxRefund, submitRequest } from './submit-request';

const serviceTypes = SERVICE_TYPES.map((code) => ({ code, name: SERVICE_TYPE_NAMES[code] }));
const reasons = REFUND_REASONS.map((code) => ({ code, name: REFUND_REASON_NAMES[code] }));

export function registerAfterSaleRoutes(app: FastifyInstance): void {
  route(app, getAfterSaleEligibility, (input, { db, customer }) => {
    const order = requests.findRequestOrder(db, customer().id, input.order_id);
    const reasonKey = ineligibility(db, order);
    return {
      order_id: order.id,
      order_no: order.order_no,
      order_status: order.status,
      eligible: reasonKey === null,
      reason_key: reasonKey,
      max_amount: maxRefund(order),
      existing_request_id: requests.requestIdForOrder(db, order.id),
      service_types: serviceTypes,
      reasons,
    };
  });

  route(app, createAfterSale, (input, { db, config, customer, files }) =>
    submitRequest(db, config.uploadDir, customer().id, input, files),
  );

  route(app, listAfterSales, (input, { db, customer }) => requests.listRequests(db, customer().id, input));

  route(app, getAfterSaleDetail, (input, { db, customer }) =>
    requests.requestDetail(db, requests.findRequest(db, input.id, customer().id)),
  );

  route(app, sendAfterSaleMessage, (input, { db, customer }) => {
    const userId = customer().id;
    db.transaction(() => {
      const request = requests.findRequest(db, input.id, userId);
      if (AFTER_SALE_FINAL.includes(request.status)) throw conflict('after_sale_closed', { status: request.status });
      const at = nowIso();
      requests.addHistory(db, request.id, { author: 'buyer', kind: 'message', text: input.text, at });
      db.prepare('UPDATE after_sales SET updated_at = ? WHERE id = ?').run(at, request.id);
    })();
    return requests.requestDetail(db, requests.findRequest(db, input.id, userId));
  });

  registerAfterSaleFileRoute(app);
}
