import type { ProductSummary } from '@shop/api/contract';
import { productImageUrl } from '../cart/product-image';

/** Columns every product payload is built from. */
export const PRODUCT_COLUMNS =
  'p.id, p.sku, p.name, p.price, p.inventory, p.sales_count, p.ship_from, p.created_at, p.image_count';

export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  inventory: number;
  sales_count: number;
  ship_from: string;
  created_at: string;
  image_count: number;
}

/**
 * A product as the API shows it to this viewer. For a visitor the price is not put in the payload at all
 * (spec 1: prices are hidden, not merely not displayed).
 */
export function toSummary(row: ProductRow, showPrice: boolean): ProductSummary {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    image_url: productImageUrl(row.id),
    ...(showPrice ? { price: row.price } : {}),
    inventory: row.inventory,
    in_stock: row.inventory > 0,
    sold_out: row.inventory === 0,
    sales_count: row.sales_count,
    ship_from: row.ship_from,
    created_at: row.created_at,
  };
}
