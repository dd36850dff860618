import { expect, type Locator, type Page } from '@playwright/test';
import type { CustomerApi } from './customer-api';

/** A product as a quick-order journey lines it up. */
export interface StockedProduct {
  id: number;
  sku: string;
  name: string;
  inventory: number;
}

/**
 * In-stock products that ship from one country's warehouse (the seed has one warehouse per country but China), the
 * best stocked first: lines a quick order can hold together, whatever the journeys beside it add to their carts.
 */
export async function productsShippedFrom(api: CustomerApi, country: 'VN' | 'US', count: number) {
  const page = await api.get('/shop-api/product/list', {
    ship_from: country,
    in_stock: 'true',
    sort: 'inventory_desc',
    page_size: 100,
  });
  const items = (page.items as StockedProduct[]).filter((item) => item.inventory >= 20).slice(0, count);
  expect(items, `${count} stocked products shipping from ${country}`).toHaveLength(count);
  return items;
}

/** A SKU with one of its zeros left out (`LW-07-000123` → `LW-07-00123`): unknown, one edit from the real one. */
export function typoOf(sku: string): string {
  const at = sku.lastIndexOf('-') + 1;
  return `${sku.slice(0, at)}${sku.slice(at + 1)}`;
}

/** The page's quick order: where lines are pasted and checked. */
export function quickOrder(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    pasteBox: main.getByRole('textbox', { name: 'Paste SKUs and quantities' }),
    sku: (line: number): Locator => main.getByRole('textbox', { name: `SKU, line ${line}`, exact: true }),
    quantity: (line: number): Locator => main.getByLabel(`Quantity, line ${line}`, { exact: true }),
    summary: main.getByRole('status').filter({ hasText: /lines? ready/ }),
    async paste(text: string) {
      await this.pasteBox.fill(text);
      await main.getByRole('button', { name: 'Check lines' }).click();
    },
  };
}

/** The customer's cart as product id → quantity, read from the API. */
export async function cartQuantities(api: CustomerApi): Promise<Map<number, number>> {
  const cart = (await api.get('/shop-api/cart/list')) as { items: { product_id: number; quantity: number }[] };
  return new Map(cart.items.map((item) => [item.product_id, item.quantity]));
}
