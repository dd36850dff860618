import { useRef, useState } from 'react';
import { publishOneClick } from '@shop/api/calls';
import { actionFailure, api, type FormFailure } from '@shop/platform';
import type { ClaimableProduct } from '../../../lib/selection';

/** What the last one-click publish did: the product, and why it was refused (null when it went to the box). */
export interface OneClickResult {
  product: ClaimableProduct;
  failure: FormFailure | null;
}

/**
 * One-click publish of a single product. A product already on its way is not sent again, however often its button
 * is pressed (the backend would refuse it as already in the box anyway); `afterwards` runs once the answer is in.
 */
export function useOneClick(afterwards: () => void) {
  const inFlight = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<OneClickResult | null>(null);

  const publish = async (product: ClaimableProduct) => {
    if (inFlight.current.has(product.id)) return;
    inFlight.current.add(product.id);
    setPending(new Set(inFlight.current));
    setResult(null);
    try {
      await api.call(publishOneClick, { product_id: product.id });
      setResult({ product, failure: null });
    } catch (caught) {
      // Null after a 401: the shell is already taking the customer to sign in.
      const failure = actionFailure(caught);
      if (failure) setResult({ product, failure });
    } finally {
      inFlight.current.delete(product.id);
      setPending(new Set(inFlight.current));
      afterwards();
    }
  };

  return { publish, pending, result, clear: () => setResult(null) };
}
