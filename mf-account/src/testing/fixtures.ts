import type { OrderRow } from '@shop/api/calls';
import { pageOf } from '@shop/platform/testing';

/** A page of orders, as `order.list` answers it. */
export const orderPage = (items: OrderRow[], total = items.length, page = 1) => pageOf(items, { total, page });
