import type { AddManyRefusal, CallData, QuickOrderProduct, productsBySkus } from '@shop/api/calls';
import { orderWarehouse } from './order-warehouse';
import { isWholeQuantity, type OrderLine } from './parse-lines';

type Checked = CallData<typeof productsBySkus>;
type Suggestion = Checked['unknown'][number]['suggestions'][number];

/** What the check said of one SKU, kept by its key (`skuKey`). */
export type SkuAnswer = { product: QuickOrderProduct } | { suggestions: readonly Suggestion[] };

/** What the page knows from its checks: every SKU answered so far and the cart's warehouse. */
export interface CheckedSkus {
  answers: ReadonlyMap<string, SkuAnswer>;
  cartWarehouseId: number | null;
}

/** SKUs are compared without regard to case or surrounding spaces, as the backend does. */
export const skuKey = (sku: string): string => sku.trim().toUpperCase();

/** Why a line cannot go in, with what its message and its fix need. */
export type LineProblem =
  | { kind: 'unknown'; sku: string; suggestions: readonly string[] }
  | { kind: 'duplicate'; line: number }
  | { kind: 'quantity' }
  | { kind: 'soldOut' }
  | { kind: 'overStock'; count: number; stock: number; inCart: number }
  | { kind: 'warehouse'; warehouse: string; orderWarehouse: string | null };

export type LineStatus =
  /** No SKU typed yet: not counted. */
  | { state: 'empty' }
  /** Its SKU is being checked. */
  | { state: 'checking' }
  | { state: 'problem'; product: QuickOrderProduct | null; problem: LineProblem }
  | { state: 'ready'; product: QuickOrderProduct; quantity: number };

/** A refusal of `cart.addMany` for a line, kept until the line is edited. */
export interface Refusal {
  reason: AddManyRefusal;
  available: number;
}

/**
 * Each line's status, in the words of its first problem: an unknown SKU, a duplicate of an earlier line, a
 * quantity that is not a whole number from 1, sold out, more than the cart can still take, or another warehouse
 * than the order's (`orderWarehouse`, judged among the lines with no other problem). A refusal the cart gave
 * for a line stands until the line is edited.
 */
export function lineStatuses(
  lines: readonly OrderLine[],
  checked: CheckedSkus,
  refusals: ReadonlyMap<number, Refusal> = new Map(),
): LineStatus[] {
  const firstLine = new Map<string, number>();
  const statuses = lines.map((line, index): LineStatus => {
    const key = skuKey(line.sku);
    if (key === '') return { state: 'empty' };
    const answer = checked.answers.get(key);
    if (!answer) return { state: 'checking' };
    if (!('product' in answer)) {
      const suggestions = answer.suggestions.map((suggestion) => suggestion.sku);
      return { state: 'problem', product: null, problem: { kind: 'unknown', sku: line.sku.trim(), suggestions } };
    }
    const { product } = answer;
    const first = firstLine.get(key);
    if (first === undefined) firstLine.set(key, index);
    const refusal = refusals.get(index);
    if (refusal) return { state: 'problem', product, problem: refusalProblem(refusal, product) };
    if (first !== undefined) return { state: 'problem', product, problem: { kind: 'duplicate', line: first + 1 } };
    if (!isWholeQuantity(line.quantity)) return { state: 'problem', product, problem: { kind: 'quantity' } };
    if (product.sold_out) return { state: 'problem', product, problem: { kind: 'soldOut' } };
    const available = Math.max(0, product.inventory - product.in_cart);
    const quantity = Number(line.quantity);
    if (quantity > available) {
      const problem = {
        kind: 'overStock',
        count: available,
        stock: product.inventory,
        inCart: product.in_cart,
      } as const;
      return { state: 'problem', product, problem };
    }
    return { state: 'ready', product, quantity };
  });

  const ready = statuses.flatMap((status) => (status.state === 'ready' ? [status.product.warehouse_id] : []));
  const shipsFrom = orderWarehouse(checked.cartWarehouseId, ready);
  const named = statuses.find((status) => status.state === 'ready' && status.product.warehouse_id === shipsFrom);
  const orderName = named?.state === 'ready' ? named.product.warehouse_name : null;
  return statuses.map((status) =>
    status.state === 'ready' && status.product.warehouse_id !== shipsFrom
      ? {
          state: 'problem',
          product: status.product,
          problem: { kind: 'warehouse', warehouse: status.product.warehouse_name, orderWarehouse: orderName },
        }
      : status,
  );
}

function refusalProblem({ reason, available }: Refusal, product: QuickOrderProduct): LineProblem {
  switch (reason) {
    case 'product_not_found':
      return { kind: 'unknown', sku: product.sku, suggestions: [] };
    case 'product_sold_out':
      return { kind: 'soldOut' };
    case 'quantity_over_inventory':
      return { kind: 'overStock', count: available, stock: product.inventory, inCart: product.inventory - available };
    case 'checkout_mixed_warehouses':
      return { kind: 'warehouse', warehouse: product.warehouse_name, orderWarehouse: null };
  }
}
