import type { QuickOrderProduct } from '@shop/api/contract';
import type { Db } from '../../db/database';
import { selectedWarehouse } from '../cart/repository';
import { productImageUrl } from './product-image';
import { foldSku, SkuSuggester } from './sku-suggestions';

interface QuickOrderRow {
  id: number;
  sku: string;
  name: string;
  /** Read only for a customer. */
  price?: number;
  inventory: number;
  warehouse_id: number;
  warehouse_name: string;
  ship_from: string;
  in_cart: number;
}

export interface ProductsBySkus {
  products: QuickOrderProduct[];
  unknown: { sku: string; suggestions: { id: number; sku: string; name: string }[] }[];
  cart_warehouse_id: number | null;
}

/**
 * The products a quick order's SKUs name, in the order asked, each once: one query for the known ones (through
 * the NOCASE index), then suggestions for the rest. For a visitor the price is not even read and the cart is
 * nobody's (`userId` null: in_cart 0, no warehouse). Product names have no translations, so the locale changes
 * nothing here yet. The reads share one transaction, so in_cart and the cart's warehouse agree.
 */
export function productsBySkus(db: Db, skus: readonly string[], userId: number | null): ProductsBySkus {
  return db.transaction(() => {
    // The first spelling of each SKU is the one answered.
    const asked = new Map<string, string>();
    for (const sku of skus) if (!asked.has(foldSku(sku))) asked.set(foldSku(sku), sku);
    const keys = [...asked.keys()];
    const rows = db
      .prepare(
        `SELECT p.id, p.sku, p.name,${userId === null ? '' : ' p.price,'} p.inventory, p.warehouse_id,
           w.name AS warehouse_name, p.ship_from, COALESCE(c.quantity, 0) AS in_cart
         FROM products p
         JOIN warehouses w ON w.id = p.warehouse_id
         LEFT JOIN cart_items c ON c.product_id = p.id AND c.user_id = ?
         WHERE p.sku COLLATE NOCASE IN (${keys.map(() => '?').join(', ')})`,
      )
      .all(userId, ...keys) as QuickOrderRow[];
    const byKey = new Map<string, QuickOrderRow[]>();
    for (const row of rows) byKey.set(foldSku(row.sku), [...(byKey.get(foldSku(row.sku)) ?? []), row]);

    const suggester = new SkuSuggester(db);
    const products: QuickOrderProduct[] = [];
    const unknown: { sku: string; closest: string[] }[] = [];
    for (const [key, sku] of asked) {
      const found = byKey.get(key);
      if (found) products.push(...found.map(toQuickOrderProduct));
      else unknown.push({ sku, closest: suggester.suggest(key) });
    }
    const suggested = productsNamed(db, [...new Set(unknown.flatMap((u) => u.closest))]);
    return {
      products,
      unknown: unknown.map(({ sku, closest }) => ({
        sku,
        suggestions: closest.flatMap((s) => suggested.get(s) ?? []),
      })),
      cart_warehouse_id: userId === null ? null : selectedWarehouse(db, userId),
    };
  })();
}

function toQuickOrderProduct(row: QuickOrderRow): QuickOrderProduct {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    image_url: productImageUrl(row.id, 1),
    ...(row.price === undefined ? {} : { price: row.price }),
    inventory: row.inventory,
    sold_out: row.inventory === 0,
    warehouse_id: row.warehouse_id,
    warehouse_name: row.warehouse_name,
    ship_from: row.ship_from,
    in_cart: row.in_cart,
  };
}

/** The suggested products, in one query (the candidates were read from indexes that hold only the SKU). */
function productsNamed(db: Db, skus: readonly string[]): Map<string, { id: number; sku: string; name: string }> {
  if (skus.length === 0) return new Map();
  const rows = db
    .prepare(`SELECT id, sku, name FROM products WHERE sku IN (${skus.map(() => '?').join(', ')})`)
    .all(...skus) as { id: number; sku: string; name: string }[];
  return new Map(rows.map((row) => [row.sku, row]));
}
