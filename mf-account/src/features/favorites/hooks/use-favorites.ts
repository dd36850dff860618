import { addFavorite, addToCart, listFavorites, removeFavorite } from '@shop/api/calls';
import { api, refreshHeader, useCall, usePendingAction } from '@shop/platform';
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
  const { pending, failure, run: act } = usePendingAction<number>(() => void refreshHeader());

  return {
    list: data,
    error,
    retry: () => void mutate(),
    pending,
    failure,
    // Removed at once, with an Undo in the toast for its few seconds: putting it back adds it again (so it
    // returns as the newest favorite), which works even after the person has paged or left the page.
    remove: (productId: number) =>
      act(productId, async () => {
        await api.call(removeFavorite, { product_id: productId });
        toast.success(t('favorites.removed'), {
          action: {
            label: t('favorites.undo'),
            onAction: () =>
              void act(productId, async () => {
                await api.call(addFavorite, { product_id: productId });
                toast.success(t('favorites.restored'));
                await mutate();
              }),
          },
        });
        await mutate();
      }),
    addToCart: (productId: number) =>
      act(productId, async () => {
        await api.call(addToCart, { product_id: productId, quantity: 1 });
        toast.success(t('action.addedToCart'));
      }),
  };
}
