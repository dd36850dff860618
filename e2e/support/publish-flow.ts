import type { APIRequestContext, Page } from '@playwright/test';
import { customerApi, signedIn, type CustomerApi } from './customer-api';

interface Claimable {
  id: number;
  name: string;
  sku: string;
}

/** Products of one page of the publish list whose names are unique on it, so a row can be found by its name. */
export async function claimablePage(api: CustomerApi, page: number): Promise<Claimable[]> {
  const items = (await api.get('/shop-api/publish/products', { page, page_size: 10 })).items as Claimable[];
  return items.filter((item) => items.filter((other) => other.name === item.name).length === 1);
}

/** A signed-in customer with one product in the collection box already (published through the API). */
export async function customerWithBoxedProduct(page: Page, request: APIRequestContext, token: string, baseURL: string) {
  const api = customerApi(request, token);
  const [product, other] = await claimablePage(api, 1);
  await api.post('/shop-api/publish/one-click', { product_id: product!.id });
  await signedIn(page, token, baseURL);
  return { api, product: product!, other: other! };
}
