import { listClaimableProducts, publishBatch } from '@shop/api/calls';
import { useAction } from '@shop/platform';
import { MAX_BATCH } from '../lib/batch-limit';
import type { ClaimableProduct, Selection } from '../../../lib/selection';

/** One product the batch refused, with the contract's reason key (publish_already_in_box, product_sold_out, not_found). */
export interface Refusal {
  productId: number;
  product: ClaimableProduct | undefined;
  reasonKey: string;
}

export interface BatchOutcome {
  published: ClaimableProduct[];
  refused: Refusal[];
}

/**
 * Sends the selection with publish.batch. The call takes no idempotency key; instead nothing can be sent twice:
 * a send while one is under way is ignored (double click: the action's guard), and a product that reached the box
 * is refused as publish_already_in_box by the backend on any later send (a retry after a lost answer), never
 * claimed again. The list is read again afterwards, so its "in collection box" marks are the server's.
 */
export function useBatchPublish() {
  const { run, pending, failure, setFailure } = useAction({ refresh: [listClaimableProducts] });

  const send = async (selection: Selection): Promise<BatchOutcome | null> => {
    if (selection.size === 0) {
      setFailure({ kind: 'validation', key: 'select_item' });
      return null;
    }
    if (selection.size > MAX_BATCH) return null;
    const answer = await run(publishBatch, { product_ids: [...selection.keys()] });
    if (!answer) return null;
    return {
      published: answer.published.flatMap((id) => {
        const product = selection.get(id);
        return product ? [product] : [];
      }),
      refused: answer.skipped.map((skip) => ({
        productId: skip.product_id,
        product: selection.get(skip.product_id),
        reasonKey: skip.reason_key,
      })),
    };
  };

  return { send, pending, failure, clearFailure: () => setFailure(null) };
}
