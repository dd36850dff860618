import type { ProductSummary } from '@shop/api/contract';
import { productImageUrl } from './product-image';

/**
 * Columns every product payload is built from. For a visitor the price is not even read (spec 1: prices are
 * hidden, not merely not displayed), so no later step can leak it.
 */
export function productColumns(showPrice: boolean): string {
  return `p.id, p.sku, p.name,${showPrice ? ' p.price,' : ''} p.inventory, p.sales_count, p.ship_from, p.created_at, p.image_count`;
}

/** The columns with the price, for calls only customers can make. */
export const PRODUCT_COLUMNS = productColumns(true);

export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  /** Present only when the query asked for it (customers). */
  price?: number;
  inventory: number;
  sales_count: number;
  ship_from: string;
  created_at: string;
  image_count: number;
}

/** A product as the API shows it to this viewer: a price only for a customer, and only if it was read. */
export function toSummary(row: ProductRow, showPrice: boolean): ProductSummary {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    image_url: productImageUrl(row.id, 1),
    ...(showPrice && row.price !== undefined ? { price: row.price } : {}),
    inventory: row.inventory,
    in_stock: row.inventory > 0,
    sold_out: row.inventory === 0,
    sales_count: row.sales_count,
    ship_from: row.ship_from,
    created_at: row.created_at,
  };
}
