// `@shop/api/calls`: what pages need to call the API — the descriptors, the contract's types, and the plain
// values beside them — and nothing that brings valibot (decision 011). Forms take their schemas from
// `@shop/api/contract`, in their own lazily loaded chunks.
export * from './descriptors';
export type { ApiCall, CallData, CallInput, CallOf, FileFieldRule, FileKind } from './api-call';
export { ErrorCode } from '../contract/error-codes';
export { M, validationEn, validationVi, type ValidationKey } from '../contract/messages';
export { isSafeReturnPath } from '../contract/safe-return-path';
export { canPay, ORDER_STATUSES, PAYABLE_STATUSES, PAYMENT_STANDING } from '../contract/order-statuses';
export { PRODUCT_SORTS, type ProductSort } from '../contract/product-sorts';
export { DEFAULT_LOCALE, INTL_TAGS, LOCALES, type Locale } from '../contract/locales';
