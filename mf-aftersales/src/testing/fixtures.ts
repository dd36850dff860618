import type { CallData, getOrderDetail, listAfterSales } from '@shop/api/calls';
import { orderDetail as order, pageOf, type AfterSaleRow } from '@shop/platform/testing';
import { sampleRequest } from '../samples/sample-request';

// The sample pages' request is the one the store shows on spec 2's sample routes; the tests reuse it.
export { sampleRequest as afterSale };

export const listOf = (items: AfterSaleRow[], total = items.length, page = 1): CallData<typeof listAfterSales> =>
  pageOf(items, { total, page });

/** The order a request is about (order 7, request 5), as far as the rejection view reads it (the seller's contact). */
export const orderDetail = (): CallData<typeof getOrderDetail> =>
  order({
    id: 7,
    order_no: 'SO202601070007',
    created_at: '2026-01-01T09:00:00.000Z',
    items: [],
    remark: '',
    delivery: { ...order().delivery, email: '', address: '12 Le Loi' },
    payment: null,
    shipping: null,
    actions: [],
    after_sale_id: 5,
  });
