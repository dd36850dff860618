import { addFavorite } from '@shop/api/calls';
import { useCustomerAction } from '../../../hooks/use-customer-action';

/** Adds a product to the favorites: 'Add to collect successfully', and the header's counter changes. */
export function useAddToFavorites(onAdded: () => void) {
  const { run, pending } = useCustomerAction();
  const add = async (productId: number) => {
    if (await run(addFavorite, { product_id: productId }, 'favorites.added')) onAdded();
  };
  return { add, pending };
}
