import { ErrorCode, type AfterSaleStatus, type CallParsedInput, type createAfterSale } from '@shop/api/contract';
import { nowIso, type Db } from '../../db/database';
import { ApiFailure, conflict, fieldError } from '../../http/api-failure';
import type { UploadedFile } from '../../http/route';
import { AFTER_SALE_ALLOWED } from '../orders/order-states';
import { removeStoredFiles, storeFiles, type FileToStore } from './file-store';
import { addHistory, findRequestOrder, requestIdForOrder, type RequestOrder } from './repository';

type RequestInput = CallParsedInput<typeof createAfterSale>;

/** Why an order cannot get a request (a message key), or null when it can. */
export function ineligibility(db: Db, order: RequestOrder): 'after_sale_exists' | 'after_sale_not_allowed' | null {
  if (requestIdForOrder(db, order.id) !== null) return 'after_sale_exists';
  return AFTER_SALE_ALLOWED.includes(order.status) ? null : 'after_sale_not_allowed';
}

/** The refund cap of spec 5: the goods and the fees paid. */
export const maxRefund = (order: RequestOrder) => order.goods_total + order.shipping_fee;

/**
 * Stores a buyer's request with its files. For refund only with the goods not received the system intercepts the
 * shipment first; when the carrier cannot, the request is stored rejected (intercept_failed) and the buyer is asked
 * to contact the seller.
 */
export function submitRequest(
  db: Db,
  uploadDir: string,
  userId: number,
  input: RequestInput,
  files: Record<string, UploadedFile[]>,
  now: number = Date.now(),
): { id: number; status: AfterSaleStatus } {
  const order = findRequestOrder(db, userId, input.order_id);
  const refused = ineligibility(db, order);
  if (refused === 'after_sale_exists') throw conflict(refused, { request_id: requestIdForOrder(db, order.id) });
  if (refused) throw new ApiFailure(ErrorCode.CONFLICT, refused, { status: order.status });
  const max = maxRefund(order);
  if (input.amount > max) throw fieldError({ amount: ['refund_amount_too_high'] });

  const stored = storeFiles(uploadDir, toStore(files));
  try {
    return db.transaction(() => {
      // A request made meanwhile by another tab loses here, on the order's unique request.
      if (requestIdForOrder(db, order.id) !== null) throw conflict('after_sale_exists');
      const at = nowIso(now);
      const interceptFailed =
        input.service_type === 'refund_only' && input.goods_status === 'not_received' && order.intercept_fails === 1;
      const status: AfterSaleStatus = interceptFailed ? 'rejected' : 'submitted';
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO after_sales (user_id, order_id, service_type, goods_status, reason, amount, max_amount, description,
             status, rejection_reason_key, submitted_at, completed_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          userId,
          order.id,
          input.service_type,
          input.goods_status,
          input.reason,
          input.amount,
          max,
          input.description,
          status,
          interceptFailed ? 'intercept_failed' : null,
          at,
          interceptFailed ? at : null,
          at,
        );
      const id = Number(lastInsertRowid);
      const insertFile = db.prepare(
        `INSERT INTO after_sale_files (request_id, field, stored_name, original_name, mime, kind, size, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const file of stored) {
        insertFile.run(id, file.field, file.storedName, file.filename, file.mime, file.kind, file.size, at);
      }
      addHistory(db, id, { author: 'buyer', kind: 'submitted', text: input.description, amount: input.amount, at });
      if (input.service_type === 'refund_only' && input.goods_status === 'not_received') {
        addHistory(db, id, { author: 'system', kind: interceptFailed ? 'intercept_failed' : 'intercepted', at });
      }
      return { id, status };
    })();
  } catch (error) {
    removeStoredFiles(uploadDir, stored);
    throw error;
  }
}

function toStore(files: Record<string, UploadedFile[]>): FileToStore[] {
  const fields = ['images', 'attachments'] as const;
  return fields.flatMap((field) =>
    (files[field] ?? []).map((file) => ({
      field,
      filename: file.filename,
      mime: file.mime,
      extension: file.extension,
      kind: file.kind,
      tempPath: file.tempPath,
      size: file.size,
    })),
  );
}
