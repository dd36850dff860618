import { createAfterSale, createPayment, getPaymentStatus, type PaymentMethod } from '@shop/api/contract';
import type { ApiResponse, TestApp, TestClient } from '../../test/helper';
import { newKey, placedOrder } from '../orders/order-fixtures';
import { postMultipart, type UploadPart } from './multipart.test-helper';

export type PaidStatus = 'processing' | 'purchased' | 'shipped' | 'completed';

/** A fresh order of the client's, paid (through the payment calls) and then moved on by the seller to `status`. */
export async function paidOrder(
  t: TestApp,
  client: TestClient,
  userId: number,
  status: PaidStatus = 'processing',
  method: PaymentMethod = 'card',
): Promise<number> {
  const { order_id } = await placedOrder(t, client, userId, 'post');
  await client.call(createPayment, { order_id, method, idempotency_key: newKey() });
  const paid = await client.call(getPaymentStatus, { order_id });
  if ((paid.body.data as { order_status: string }).order_status !== 'processing')
    throw new Error(`payment did not settle: ${JSON.stringify(paid.body)}`);
  const steps: PaidStatus[] = ['purchased', 'shipped', 'completed'];
  for (const to of steps.slice(0, steps.indexOf(status as (typeof steps)[number]) + 1)) {
    const res = await t.app.inject({ method: 'POST', url: '/__dev/orders/advance', payload: { order_id, to } });
    if (res.statusCode !== 200) throw new Error(`advance to ${to} failed: ${res.body}`);
  }
  return order_id;
}

export const maxOf = (t: TestApp, orderId: number) =>
  t.db.prepare('SELECT goods_total + shipping_fee FROM orders WHERE id = ?').pluck().get(orderId) as number;

/** A complete request form; override any field (undefined leaves it out). */
export function requestFields(orderId: number, overrides: Record<string, string | number | undefined> = {}) {
  const fields: Record<string, string | number | undefined> = {
    order_id: orderId,
    service_type: 'return_refund',
    goods_status: 'received',
    reason: 'damaged',
    amount: 100,
    description: 'The items arrived broken.',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >;
}

export const submit = <T = { id: number; status: string }>(
  client: TestClient,
  fields: Record<string, string | number>,
  files: readonly UploadPart[] = [],
  token?: string | null,
): Promise<ApiResponse<T>> => postMultipart<T>(client, createAfterSale.path, fields, files, token);

/** The seller's stand-in (dev endpoint): approve, reject or counter. */
export const seller = (t: TestApp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/__dev/after-sales/seller', payload });
