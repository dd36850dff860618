import * as v from 'valibot';
import { addressFields } from '@shop/api/contract';

/**
 * The fields of an address (spec 5), as the contract checks them for `delivery.post`, `address.create` and
 * `address.update`: the one schema of the address form, whichever call it is sent with.
 */
export const addressSchema = v.object(addressFields);
export type AddressValues = v.InferInput<typeof addressSchema>;

/** An empty address form, or one filled with what is already known (a saved address, a checkout's recipient). */
export function addressDefaults(known: Partial<AddressValues> = {}): AddressValues {
  return {
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
    ...known,
  };
}
