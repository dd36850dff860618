import { useState } from 'react';
import { listClaimableProducts, publishOneClick } from '@shop/api/calls';
import { useAction, type FormFailure } from '@shop/platform';
import type { ClaimableProduct } from '../../../lib/selection';

/** What the last one-click publish did: the product, and why it was refused (null when it went to the box). */
export interface OneClickResult {
  product: ClaimableProduct;
  failure: FormFailure | null;
}

/**
 * One-click publish of a single product. A product already on its way is not sent again, however often its button
 * is pressed (the backend would refuse it as already in the box anyway): the action is keyed by product. The list
 * is read again once the answer is in, so its "in collection box" marks are the server's.
 */
export function useOneClick() {
  const action = useAction<number>({ refresh: [listClaimableProducts] });
  const [result, setResult] = useState<OneClickResult | null>(null);

  const publish = async (product: ClaimableProduct) => {
    setResult(null);
    const published = await action.run(
      publishOneClick,
      { product_id: product.id },
      {
        key: product.id,
        // Null after a 401: the shell is already taking the customer to sign in.
        onFailure: ({ failure }) => {
          if (failure) setResult({ product, failure });
        },
      },
    );
    if (published !== undefined) setResult({ product, failure: null });
  };

  return { publish, isPublishing: action.isPending, result, clear: () => setResult(null) };
}
