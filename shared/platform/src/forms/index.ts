// `@shop/platform/forms`: imported only by pages that show a form, which are lazy chunks, so react-hook-form and
// its resolver never weigh on a page without one. Shared as a federation singleton like the rest of the package.
export { useApiForm, type ApiFormOptions } from './use-api-form';
// A call's schema without the ids no one types: they are sent beside the form's values.
export { typedFields } from './typed-fields';
// The one address form (decision 019), used by the checkout's post delivery and the account's addresses.
export { AddressFields, AreaCodeField, PhoneField } from './address-fields';
export { addressDefaults, addressSchema, type AddressValues } from './address-schema';
export { areaCodeOptions, useCountries } from './use-countries';
