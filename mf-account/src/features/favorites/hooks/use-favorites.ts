import { addFavorite, addToCart, getHeader, listFavorites, removeFavorite } from '@shop/api/calls';
import { useAction, useCall } from '@shop/platform';
import { useToast } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

export const FAVORITES_PAGE_SIZE = 12;

/** One page of the favorites, and remove / add to cart, each keeping the header's counters in step. */
export function useFavorites(page: number) {
  const t = useAccountTexts();
  const toast = useToast();
  const { data, error, mutate } = useCall(
    listFavorites,
    { page, page_size: FAVORITES_PAGE_SIZE },
    { keepPreviousData: true },
  );
  // Keyed by product: the header's counters are read again after each.
  const action = useAction<number>({ refresh: [getHeader] });
  const again = { refresh: [listFavorites] };

  const restore = async (productId: number) => {
    if (await action.run(addFavorite, { product_id: productId }, { key: productId, ...again })) {
      toast.success(t('favorites.restored'));
    }
  };

  return {
    list: data,
    error,
    retry: () => void mutate(),
    isPending: action.isPending,
    failure: action.failure,
    // Removed at once, with an Undo in the toast for its few seconds: putting it back adds it again (so it
    // returns as the newest favorite), which works even after the person has paged or left the page.
    remove: async (productId: number) => {
      if (!(await action.run(removeFavorite, { product_id: productId }, { key: productId, ...again }))) return;
      toast.success(t('favorites.removed'), {
        action: {
          label: t('favorites.undo'),
          onAction: () => void restore(productId),
        },
      });
    },
    addToCart: async (productId: number) => {
      if (await action.run(addToCart, { product_id: productId, quantity: 1 }, { key: productId })) {
        toast.success(t('action.addedToCart'));
      }
    },
  };
}
