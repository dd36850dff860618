import type {
  AfterSaleDetail,
  AfterSaleRow,
  AfterSaleStatus,
  GoodsStatus,
  HistoryAuthor,
  HistoryKind,
  OrderStatus,
  RefundReason,
  ServiceType,
} from '@shop/api/contract';
import { countRows, type Db } from '../../db/database';
import { notFound } from '../../http/api-failure';
import { productImageUrl } from '../catalog/product-image';
import { AFTER_SALE_UPLOAD_PREFIX } from './file-store';

export interface AfterSaleRecord {
  id: number;
  user_id: number;
  order_id: number;
  order_no: string;
  service_type: ServiceType;
  goods_status: GoodsStatus;
  reason: RefundReason;
  amount: number;
  max_amount: number;
  description: string;
  status: AfterSaleStatus;
  offer_amount: number | null;
  refunded_amount: number | null;
  rejection_reason_key: string | null;
  rejection_note: string | null;
  submitted_at: string;
  completed_at: string | null;
  arrival_at: string | null;
  updated_at: string;
}

/** The fields of the order an after-sales request is about. */
export interface RequestOrder {
  id: number;
  order_no: string;
  status: OrderStatus;
  goods_total: number;
  shipping_fee: number;
  payment_method: string | null;
  intercept_fails: number;
}

const REQUEST_SELECT = 'SELECT r.*, o.order_no FROM after_sales r JOIN orders o ON o.id = r.order_id';

/** The customer's order (not deleted); another customer's is a 404. */
export function findRequestOrder(db: Db, userId: number, orderId: number): RequestOrder {
  const row = db
    .prepare(
      `SELECT id, order_no, status, goods_total, shipping_fee, payment_method, intercept_fails FROM orders
       WHERE id = ? AND user_id = ? AND deleted_at IS NULL`,
    )
    .get(orderId, userId) as RequestOrder | undefined;
  if (!row) throw notFound();
  return row;
}

export const requestIdForOrder = (db: Db, orderId: number) =>
  (db.prepare('SELECT id FROM after_sales WHERE order_id = ?').pluck().get(orderId) as number | undefined) ?? null;

/** A request by id; with `userId`, only that customer's (another customer's is a 404). */
export function findRequest(db: Db, id: number, userId?: number): AfterSaleRecord {
  const row = (
    userId === undefined
      ? db.prepare(`${REQUEST_SELECT} WHERE r.id = ?`).get(id)
      : db.prepare(`${REQUEST_SELECT} WHERE r.id = ? AND r.user_id = ?`).get(id, userId)
  ) as AfterSaleRecord | undefined;
  if (!row) throw notFound();
  return row;
}

export function addHistory(
  db: Db,
  requestId: number,
  entry: { author: HistoryAuthor; kind: HistoryKind; text?: string; amount?: number | null; at: string },
): void {
  db.prepare(
    'INSERT INTO after_sale_history (request_id, author, kind, text, amount, at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(requestId, entry.author, entry.kind, entry.text ?? '', entry.amount ?? null, entry.at);
}

export function listRequests(
  db: Db,
  userId: number,
  filter: { status?: AfterSaleStatus | undefined; page: number; page_size: number },
) {
  const where = filter.status === undefined ? 'r.user_id = ?' : 'r.user_id = ? AND r.status = ?';
  const params: unknown[] = filter.status === undefined ? [userId] : [userId, filter.status];
  const total = countRows(db, `after_sales r WHERE ${where}`, params);
  const rows = db
    .prepare(`${REQUEST_SELECT} WHERE ${where} ORDER BY r.submitted_at DESC, r.id DESC LIMIT ? OFFSET ?`)
    .all(...params, filter.page_size, (filter.page - 1) * filter.page_size) as AfterSaleRecord[];
  const products = db.prepare('SELECT product_id, name, sku, quantity FROM order_items WHERE order_id = ? ORDER BY id');
  const items: AfterSaleRow[] = rows.map((row) => ({
    id: row.id,
    order_id: row.order_id,
    order_no: row.order_no,
    service_type: row.service_type,
    status: row.status,
    amount: row.amount,
    products: (products.all(row.order_id) as { product_id: number; name: string; sku: string; quantity: number }[]).map(
      ({ product_id, ...item }) => ({ ...item, image_url: productImageUrl(product_id) }),
    ),
    submitted_at: row.submitted_at,
    updated_at: row.updated_at,
  }));
  return { items, page: filter.page, page_size: filter.page_size, total };
}

export function requestDetail(db: Db, row: AfterSaleRecord): AfterSaleDetail {
  const files = db
    .prepare(
      'SELECT field, stored_name, original_name, mime, size FROM after_sale_files WHERE request_id = ? ORDER BY id',
    )
    .all(row.id) as {
    field: 'images' | 'attachments';
    stored_name: string;
    original_name: string;
    mime: string;
    size: number;
  }[];
  const toFile = (file: (typeof files)[number]) => ({
    url: `${AFTER_SALE_UPLOAD_PREFIX}${file.stored_name}`,
    name: file.original_name,
    mime: file.mime,
    size: file.size,
  });
  const history = db
    .prepare('SELECT author, kind, text, amount, at FROM after_sale_history WHERE request_id = ? ORDER BY at, id')
    .all(row.id) as AfterSaleDetail['history'];
  return {
    id: row.id,
    order_id: row.order_id,
    order_no: row.order_no,
    service_type: row.service_type,
    goods_status: row.goods_status,
    reason: row.reason,
    amount: row.amount,
    max_amount: row.max_amount,
    description: row.description,
    status: row.status,
    offer_amount: row.offer_amount,
    refunded_amount: row.refunded_amount,
    rejection_reason_key: row.rejection_reason_key,
    rejection_note: row.rejection_note,
    images: files.filter((file) => file.field === 'images').map(toFile),
    attachments: files.filter((file) => file.field === 'attachments').map(toFile),
    submitted_at: row.submitted_at,
    completed_at: row.completed_at,
    arrival_at: row.arrival_at,
    history,
  };
}
