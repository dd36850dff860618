import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ErrorCode } from '../error-codes';
import { id, locale, timestamp } from '../fields';
import { M } from '../messages';
import { addressFields, recipientSchema } from './delivery';

/** Spec 9: at most 20 saved addresses per customer, whatever their status. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_STATUSES = ['active', 'invalid'] as const;
/** invalid: the address is in a country the shop does not deliver to; it is kept for the customer to fix. */
export const addressStatus = v.picklist(ADDRESS_STATUSES, M.invalid_value);
export type AddressStatus = (typeof ADDRESS_STATUSES)[number];

/** A saved address: the fields of a delivery's recipient, with what the address book adds. */
export const addressSchema = v.object({
  id: v.number(),
  ...recipientSchema.entries,
  /** The country's name: in the asked locale for address.list, in English in the answers of the other calls. */
  country_name: v.string(),
  is_default: v.boolean(),
  status: addressStatus,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Address = v.InferOutput<typeof addressSchema>;

export const countrySchema = v.object({ code: v.string(), name: v.string(), area_code: v.string() });
export type Country = v.InferOutput<typeof countrySchema>;

export const getAddressCountries = defineCall({
  name: 'address.countries',
  method: 'GET',
  path: '/shop-api/address/countries',
  summary:
    'The countries the shop delivers to, by name in the asked locale, with their telephone area codes: the country select of the address forms and the area code select of the address and pickup forms.',
  access: 'public',
  gated: true,
  sameForEveryone: true,
  input: v.object({ locale }),
  data: v.array(countrySchema),
});

export const listAddresses = defineCall({
  name: 'address.list',
  method: 'GET',
  path: '/shop-api/address/list',
  summary:
    'The saved addresses of one tab (active or invalid), the default first then the newest, with the count of each tab and the limit.',
  access: 'customer',
  gated: true,
  input: v.object({ status: v.optional(addressStatus, 'active'), locale }),
  data: v.object({
    items: v.array(addressSchema),
    active_count: v.number(),
    invalid_count: v.number(),
    max: v.number(),
  }),
});

/**
 * is_default: true makes this the default address; it only applies to an address that can be delivered to (an
 * invalid address never becomes the default while an active one exists). The first address is always the default.
 */
const defaultFlag = v.optional(v.boolean(M.invalid_value), false);

const notFoundError = { code: ErrorCode.NOT_FOUND, when: 'no such address for this customer' } as const;
const countryError = {
  code: ErrorCode.VALIDATION,
  when: 'country_code is not a known country (errors.country_code = [invalid_value])',
} as const;

export const createAddress = defineCall({
  name: 'address.create',
  method: 'POST',
  path: '/shop-api/address/create',
  summary:
    'Saves a new address. One in a country the shop does not deliver to is saved with status invalid. At most 20 addresses per customer.',
  access: 'customer',
  gated: true,
  input: v.object({ ...addressFields, is_default: defaultFlag }),
  data: addressSchema,
  errors: [{ code: ErrorCode.LIMIT, when: 'the customer already has 20 addresses (key address_limit)' }, countryError],
});

export const updateAddress = defineCall({
  name: 'address.update',
  method: 'POST',
  path: '/shop-api/address/update',
  summary:
    "Replaces an address's fields; its status follows the new country (an invalid address fixed to a delivered country is active again). is_default true makes it the default; false leaves the default where it is.",
  access: 'customer',
  gated: true,
  input: v.object({ id, ...addressFields, is_default: defaultFlag }),
  data: addressSchema,
  errors: [notFoundError, countryError],
});

export const deleteAddress = defineCall({
  name: 'address.delete',
  method: 'POST',
  path: '/shop-api/address/delete',
  summary: 'Deletes an address. When it was the default, the newest active address becomes the default.',
  access: 'customer',
  gated: true,
  input: v.object({ id }),
  data: v.object({ id: v.number(), default_id: v.nullable(v.number()) }),
  errors: [notFoundError],
});

export const setDefaultAddress = defineCall({
  name: 'address.setDefault',
  method: 'POST',
  path: '/shop-api/address/set-default',
  summary: 'Makes an active address the default one (a customer has exactly one default).',
  access: 'customer',
  gated: true,
  input: v.object({ id }),
  data: addressSchema,
  errors: [notFoundError, { code: ErrorCode.CONFLICT, when: 'the address is invalid (key address_invalid)' }],
});
