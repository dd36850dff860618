import { addToCart } from '@shop/api/calls';
import { useCustomerAction } from '../../../hooks/use-customer-action';

/** Adds a quantity of a product to the cart: 'Add to cart successfully', and the header's counter changes. */
export function useAddToCart() {
  const { run, pending } = useCustomerAction();
  const add = (productId: number, quantity: number) =>
    run(addToCart, { product_id: productId, quantity }, 'cart.added');
  return { add, pending };
}
