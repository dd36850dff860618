import { useRef, useState } from 'react';
import { productsBySkus } from '@shop/api/calls';
import { useAction, useLocale, useSessionKey } from '@shop/platform';
import { skuKey, type CheckedSkus, type SkuAnswer } from '../lib/line-status';

interface Known extends CheckedSkus {
  /** Whose answers they are: a customer's prices and cart are not the next session's. */
  session: string;
}

/**
 * The answers of `product.bySkus` the page has so far, by SKU, and `check` to ask for more: each SKU asked once,
 * however many lines name it and however often the lines change, all asked together in one call.
 */
export function useSkuCheck() {
  const session = useSessionKey();
  const locale = useLocale();
  const [known, setKnown] = useState<Known>({ session, answers: new Map(), cartWarehouseId: null });
  // The SKUs of the calls under way, so a second change does not ask for them again (read and written at once).
  const asking = useRef(new Set<string>());
  const batches = useRef(0);
  const action = useAction<number>();
  const current = known.session === session ? known : { session, answers: new Map(), cartWarehouseId: null };

  /** Asks for the SKUs given that are neither answered nor asked already (`again`: for all of them). */
  const check = async (skus: readonly string[], again = false) => {
    const keys = [...new Set(skus.map(skuKey))].filter(
      (key) => key !== '' && (again || (!current.answers.has(key) && !asking.current.has(key))),
    );
    if (keys.length === 0) return;
    for (const key of keys) asking.current.add(key);
    const data = await action.run(productsBySkus, { skus: keys, locale }, { key: ++batches.current });
    for (const key of keys) asking.current.delete(key);
    // Undefined: failed (told by `failed`) or the session changed meanwhile (its answers are not this one's).
    if (!data) return;
    setKnown((before) => {
      const answers = new Map(before.session === session ? before.answers : []);
      for (const product of data.products) answers.set(skuKey(product.sku), { product } satisfies SkuAnswer);
      for (const { sku, suggestions } of data.unknown) answers.set(skuKey(sku), { suggestions });
      return { session, answers, cartWarehouseId: data.cart_warehouse_id };
    });
  };

  /** Forgets every answer (the cart changed: units in it, its warehouse), so the lines left are asked again. */
  const forget = () => setKnown({ session, answers: new Map(), cartWarehouseId: null });

  return { checked: current as CheckedSkus, check, forget, failed: action.failure !== null };
}
