import * as v from 'valibot';
import { addressFields, id } from '@shop/api/contract';

/**
 * The post delivery form: the typed-address branch of `delivery.post`'s input, the very fields (and messages,
 * spec 5) the backend checks. The saved-address branch needs no form.
 */
export const postAddressSchema = v.object({ cart_id: id, ...addressFields });
export type PostAddressValues = v.InferInput<typeof postAddressSchema>;

/** An empty form for a checkout, or the recipient it already has (coming back to change the delivery). */
export function postAddressDefaults(cartId: number, recipient?: Partial<PostAddressValues>): PostAddressValues {
  return {
    cart_id: cartId,
    consignee: '',
    country_code: '',
    state: '',
    city: '',
    district: '',
    address: '',
    address2: '',
    post_code: '',
    area_code: '',
    phone: '',
    email: '',
    ...recipient,
  };
}
