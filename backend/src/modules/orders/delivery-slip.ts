import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { escapeXml } from '../site/site-images';
import { readWarehouse } from '../checkout/repository';
import { orderItems, type OrderRecord } from './repository';
import { DELIVERY_SLIP_PREFIX } from './shipment';

const MAX_LINES = 8;

/** The delivery slip of a shipped order, as a printable SVG document. */
export function renderDeliverySlip(db: Db, order: OrderRecord): string {
  const warehouse = readWarehouse(db, order.warehouse_id);
  const items = orderItems(db, order.id);
  const text = (x: number, y: number, value: string, size = 13, weight = 400) =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}">${escapeXml(value)}</text>`;
  const lines = [
    text(24, 40, 'DELIVERY SLIP', 20, 700),
    text(24, 66, `Order ${order.order_no} · ${order.created_at.slice(0, 10)}`),
    text(24, 86, `${order.shipping_company ?? ''} · Tracking ${order.tracking_number ?? ''}`),
    text(24, 122, 'FROM', 11, 700),
    text(24, 140, warehouse.name),
    text(24, 158, warehouse.address),
    text(24, 176, `${warehouse.contact_person} · ${warehouse.phone} · ${warehouse.post_code}`),
    text(24, 212, 'TO', 11, 700),
    text(24, 230, order.recipient_name),
    text(24, 248, `${order.recipient_area_code} ${order.recipient_phone}`),
    text(24, 266, order.recipient_address || 'Collected at the warehouse'),
    text(24, 302, 'ITEMS', 11, 700),
    ...items
      .slice(0, MAX_LINES)
      .map((item, i) => text(24, 320 + i * 18, `${item.quantity} × ${item.sku}  ${item.name}`, 12)),
  ];
  if (items.length > MAX_LINES)
    lines.push(text(24, 320 + MAX_LINES * 18, `… and ${items.length - MAX_LINES} more`, 12));
  const height = 340 + Math.min(items.length, MAX_LINES + 1) * 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${height}" viewBox="0 0 640 ${height}" font-family="sans-serif" fill="#1f1147"><rect width="640" height="${height}" fill="#fff" stroke="#1f1147" stroke-width="2"/>${lines.join('')}</svg>`;
}

/** GET /uploads/delivery-slips/<token>.svg: the unguessable address stored on the order is the only key. */
export function registerDeliverySlipRoute(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(`${DELIVERY_SLIP_PREFIX}:name`, async (request, reply) => {
    const order = app.db
      .prepare('SELECT * FROM orders WHERE delivery_slip_url = ? AND deleted_at IS NULL')
      .get(`${DELIVERY_SLIP_PREFIX}${request.params.name}`) as OrderRecord | undefined;
    if (!order) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderDeliverySlip(app.db, order));
  });
}
