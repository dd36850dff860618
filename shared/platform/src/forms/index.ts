// `@shop/platform/forms`: imported only by pages that show a form, which are lazy chunks, so react-hook-form and
// its resolver never weigh on a page without one. Shared as a federation singleton like the rest of the package.
export { useApiForm, type ApiFormOptions } from './use-api-form';
// A call's schema without the ids no one types: they are sent beside the form's values.
export { typedFields } from './typed-fields';
// The key sent beside a form's values for an action the backend must do once (a confirmation, a payment, a quick
// order's add).
export { newIdempotencyKey } from './idempotency-key';
// The one address form (decision 019), used by the checkout's post delivery and the account's addresses.
export { AddressFields, AreaCodeField, PhoneField } from './address-fields';
export { addressDefaults, addressSchema, type AddressValues } from './address-schema';
export { areaCodeOptions, useCountries } from './use-countries';
// A form of many rows (the quick order's lines) with each row watched on its own: react-hook-form's, from the one
// copy of it this entry brings.
export { useFieldArray, useWatch, type UseFormRegister } from 'react-hook-form';
