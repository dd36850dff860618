import * as v from 'valibot';
import { id } from '@shop/api/contract';
import { addressDefaults, addressSchema, type AddressValues } from '@shop/platform/forms';

/**
 * The post delivery form: the typed-address branch of `delivery.post`'s input, the very fields (and messages,
 * spec 5) the backend checks — the shared address form's schema plus the checkout. The saved-address branch
 * needs no form.
 */
export const postAddressSchema = v.object({ cart_id: id, ...addressSchema.entries });
export type PostAddressValues = v.InferInput<typeof postAddressSchema>;

/** An empty form for a checkout, or the recipient it already has (coming back to change the delivery). */
export function postAddressDefaults(cartId: number, recipient?: Partial<AddressValues>): PostAddressValues {
  return { cart_id: cartId, ...addressDefaults(recipient) };
}
