import type { Page } from '@playwright/test';
import { signInAs, type Customer, type CustomerApi } from './customer-api';

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

/** The customer signed in, with nothing published yet: the claimable products of the publish list's first page. */
export async function signInToPublish(page: Page, customer: Customer): Promise<Claimable[]> {
  const claimable = await claimablePage(customer.api, 1);
  await signInAs(page, customer);
  return claimable;
}

/** The customer signed in with one product in the collection box already (published through the API). */
export async function signInWithBoxedProduct(page: Page, customer: Customer) {
  const { api } = customer;
  const [product, other] = await claimablePage(api, 1);
  await api.post('/shop-api/publish/one-click', { product_id: product!.id });
  await signInAs(page, customer);
  return { api, product: product!, other: other! };
}
