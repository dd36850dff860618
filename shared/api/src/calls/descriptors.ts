// Generated from the contract by `pnpm --filter @shop/api generate`: edit the calls in src/contract/calls, then
// run it. descriptors.test.ts fails while this file or descriptors.json is out of date.
//
// The descriptors pages call the API with: where each call goes and how its input travels, typed by the contract,
// without its schemas (decision 011). They are plain data (descriptors.json); this module only gives each its
// call's types and exports it under the call's name.
import type * as contract from '../contract';
import type { ApiCall, CallOf } from './api-call';
import table from './descriptors.json';

export type * from '../contract';

type Contract = typeof contract;

// A cast, not a check: JSON's types are wide (a method is any string) and carry no input or data types. It is safe
// because descriptors.test.ts compares every entry with the contract's call of the same name.
const descriptors = table as {
  [K in keyof typeof table & keyof Contract]: CallOf<Extract<Contract[K], ApiCall>>;
};

export const {
  addFavorite,
  addToCart,
  batchDeleteOrders,
  buyAgain,
  cancelOrder,
  checkoutCart,
  confirmOrder,
  createAddress,
  createAfterSale,
  createPayment,
  deleteAddress,
  forgotPassword,
  getAddressCountries,
  getAfterSaleDetail,
  getAfterSaleEligibility,
  getCart,
  getCategories,
  getCheckoutSummary,
  getCsrfToken,
  getHeader,
  getIndexBlock,
  getIrregularEntryUrl,
  getLocaleList,
  getOrderDetail,
  getOrderShipping,
  getPaymentMethods,
  getPaymentStatus,
  getProduct,
  getShipFromCountries,
  getWebsitePassword,
  irregularEntry,
  listAddresses,
  listAfterSales,
  listBoxItems,
  listClaimableProducts,
  listFavorites,
  listOrders,
  listProducts,
  login,
  logout,
  moveToCart,
  publishBatch,
  publishOneClick,
  register,
  removeCartItems,
  removeFavorite,
  resetPassword,
  selectCartItems,
  sendAfterSaleMessage,
  setCartQuantity,
  setDefaultAddress,
  setPickupDelivery,
  setPostDelivery,
  socialCallback,
  socialLogin,
  updateAddress,
  validateWebsitePassword,
} = descriptors;
