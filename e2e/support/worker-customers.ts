import type { APIRequestContext } from '@playwright/test';
import { apiLogin, type CustomerApi } from './customer-api';

/** One account a worker keeps for its tests: who, and its session (renewed if a test signed it out). */
export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

/** The account's session still answers (a journey that signs out through the page ends it). */
async function sessionAnswers(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get('/shop-api/cart/list', { headers: { authorization: `Bearer ${token}` } });
  return response.status() !== 401;
}

/**
 * The account with a live session: its own if it still answers, else a new one through the API (login is limited
 * per account too, so only a test that ended the session costs one).
 */
export async function withLiveSession(request: APIRequestContext, account: Account): Promise<Account> {
  if (await sessionAnswers(request, account.token)) return account;
  account.token = (await apiLogin(request, account.email, account.password)).token;
  return account;
}

/**
 * What a worker's customer leaves behind between tests, taken away: the cart's lines, the saved addresses (both
 * tabs) and the favorites. Orders stay (none can be removed): a journey counts the orders it made, not all of them.
 */
export async function resetCustomer(api: CustomerApi): Promise<void> {
  const { items: lines } = (await api.get('/shop-api/cart/list')) as { items: { id: number }[] };
  if (lines.length > 0) await api.post('/shop-api/cart/remove', { item_ids: lines.map((line) => line.id) });
  for (const status of ['active', 'invalid']) {
    const { items } = (await api.get('/shop-api/address/list', { status, locale: 'en' })) as {
      items: { id: number }[];
    };
    for (const { id } of items) await api.post('/shop-api/address/delete', { id });
  }
  for (;;) {
    const { items } = (await api.get('/shop-api/favorite/list', { page: 1, page_size: 50 })) as {
      items: { id: number }[];
    };
    if (items.length === 0) break;
    for (const { id } of items) await api.post('/shop-api/favorite/remove', { product_id: id });
  }
}
