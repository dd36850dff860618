import type { APIRequestContext } from 'playwright-core';
import type { RouteName } from './route-addresses';

/** The store's answer envelope (docs/api.md). */
interface Envelope<T> {
  code: number;
  data: T;
  msg?: string;
}

interface Listed {
  items: { id: number; actions?: string[]; status?: string }[];
}

/** Orders whose payment has been made: their payment result page has a result to show. */
const PAID = new Set(['processing', 'purchased', 'shipped', 'completed']);

/**
 * Finds the ids the pages that need one are loaded with, from the verify customer's own data through the store's
 * API: a product, a checkout of their cart, their orders (one they can pay), their after-sales requests. Each is
 * asked once per verify. A page whose id cannot be found is not loaded, and verify says why.
 */
export function customerIds(request: APIRequestContext, store: string, token: string | null) {
  const headers = { 'x-requested-with': 'XMLHttpRequest', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const get = async <T>(path: string): Promise<T> => {
    const answer = await request.get(`${store}${path}`, { headers });
    const body = (await answer.json()) as Envelope<T>;
    if (body.code !== 0) throw new Error(`${path}: ${body.msg ?? answer.status()}`);
    return body.data;
  };
  const post = async <T>(path: string, data: object): Promise<T> => {
    const csrf = await get<{ csrf_token: string }>('/shop-hapi/csrf-token');
    const answer = await request.post(`${store}${path}`, { headers, data: { ...data, _token: csrf.csrf_token } });
    const body = (await answer.json()) as Envelope<T>;
    if (body.code !== 0) throw new Error(`${path}: ${body.msg ?? answer.status()}`);
    return body.data;
  };
  const once = <T>(find: () => Promise<T>) => {
    let found: Promise<T> | null = null;
    return () => (found ??= find());
  };
  const firstId = (list: Listed, what: string, pick: (item: Listed['items'][number]) => boolean = () => true) => {
    const item = list.items.find(pick);
    if (!item) throw new Error(`the verify customer has no ${what}`);
    return String(item.id);
  };

  const product = once(async () => firstId(await get<Listed>('/shop-api/product/list?page_size=1'), 'product'));
  // A checkout of the lines the cart has selected (or of its first line): the cart itself is left as it was.
  const checkout = once(async () => {
    try {
      return String((await post<{ cart_id: number }>('/shop-api/cart/checkout', {})).cart_id);
    } catch {
      const cart = await get<{ items: { id: number; sold_out: boolean }[] }>('/shop-api/cart/list');
      const line = cart.items.find((item) => !item.sold_out);
      if (!line) throw new Error('the verify customer has nothing in the cart to check out');
      await post('/shop-api/cart/select', { item_ids: [line.id], selected: true });
      return String((await post<{ cart_id: number }>('/shop-api/cart/checkout', {})).cart_id);
    }
  });
  const orders = once(() => get<Listed>('/shop-api/order/list?page_size=50'));
  const afterSales = once(() => get<Listed>('/shop-api/after-sale/list?page_size=1'));

  const finders: Partial<Record<RouteName, () => Promise<Record<string, string>>>> = {
    product: async () => ({ id: await product() }),
    chooseDelivery: async () => ({ cart_id: await checkout() }),
    deliveryPost: async () => ({ cart_id: await checkout() }),
    deliveryPickUp: async () => ({ cart_id: await checkout() }),
    orderConfirm: async () => ({ cart_id: await checkout() }),
    payment: async () => ({
      order_id: firstId(await orders(), 'order to pay', (order) => order.actions?.includes('pay') ?? false),
    }),
    paymentResult: async () => ({
      order_id: firstId(await orders(), 'paid order', (order) => PAID.has(order.status ?? '')),
    }),
    orderDetail: async () => ({ order_id: firstId(await orders(), 'order') }),
    afterSalesDetail: async () => ({ id: firstId(await afterSales(), 'after-sales request') }),
  };
  return {
    /** The parameters to load `route` with, or why none were found; null for a route no finder knows. */
    async paramsFor(route: RouteName): Promise<Record<string, string> | string | null> {
      const find = finders[route];
      if (!find) return null;
      return find().catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    },
  };
}
