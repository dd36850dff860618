// Generated from the contract by `pnpm --filter @shop/api generate`: edit the calls in src/contract/calls, then
// run it. descriptors.test.ts fails while this file is out of date.
//
// The descriptors pages call the API with: where each call goes and how its input travels, typed by the contract,
// without its schemas (decision 011). A table, one call a line, left as written (.prettierignore). Each is an
// object literal of its own: webpack then writes it in place of its export (about 600 B gzip less on every first
// load than the same table read from JSON and destructured).
import type * as contract from '../contract';
import type { CallOf } from './api-call';

export type * from '../contract';

// site
export const getCsrfToken: CallOf<typeof contract.getCsrfToken> = { name: 'site.csrfToken', method: 'GET', path: '/shop-hapi/csrf-token' };
export const getHeader: CallOf<typeof contract.getHeader> = { name: 'site.header', method: 'GET', path: '/shop-hapi/header' };
export const getIndexBlock: CallOf<typeof contract.getIndexBlock> = { name: 'site.indexBlock', method: 'GET', path: '/shop-hapi/index-block', sameForEveryone: true };
export const getIrregularEntryUrl: CallOf<typeof contract.getIrregularEntryUrl> = { name: 'site.irregularEntryUrl', method: 'GET', path: '/shop-api/user/getIrregularEntryUrl' };
export const getLocaleList: CallOf<typeof contract.getLocaleList> = { name: 'site.localeList', method: 'GET', path: '/shop-api/website/locale-list', sameForEveryone: true };
export const getWebsitePassword: CallOf<typeof contract.getWebsitePassword> = { name: 'site.passwordGate', method: 'GET', path: '/shop-hapi/website/password', sameForEveryone: true };
export const validateWebsitePassword: CallOf<typeof contract.validateWebsitePassword> = { name: 'site.validatePassword', method: 'GET', path: '/shop-hapi/website/validation-password' };

// auth
export const forgotPassword: CallOf<typeof contract.forgotPassword> = { name: 'auth.forgotPassword', method: 'POST', path: '/shop-hapi/forgot-password' };
export const irregularEntry: CallOf<typeof contract.irregularEntry> = { name: 'auth.irregularEntry', method: 'GET', path: '/openapi/login/irregularEntryV2' };
export const login: CallOf<typeof contract.login> = { name: 'auth.login', method: 'POST', path: '/shop-hapi/login' };
export const logout: CallOf<typeof contract.logout> = { name: 'auth.logout', method: 'POST', path: '/shop-hapi/logout' };
export const register: CallOf<typeof contract.register> = { name: 'auth.register', method: 'POST', path: '/shop-hapi/register' };
export const resetPassword: CallOf<typeof contract.resetPassword> = { name: 'auth.resetPassword', method: 'POST', path: '/shop-hapi/reset-password' };
export const socialCallback: CallOf<typeof contract.socialCallback> = { name: 'auth.socialCallback', method: 'GET', path: '/shop-hapi/callback' };
export const socialLogin: CallOf<typeof contract.socialLogin> = { name: 'auth.socialLogin', method: 'GET', path: '/shop-hapi/social-login' };

// catalog
export const getCategories: CallOf<typeof contract.getCategories> = { name: 'product.categories', method: 'GET', path: '/shop-api/product/categories', sameForEveryone: true };
export const getProduct: CallOf<typeof contract.getProduct> = { name: 'product.detail', method: 'GET', path: '/shop-api/product/detail' };
export const getShipFromCountries: CallOf<typeof contract.getShipFromCountries> = { name: 'product.countries', method: 'GET', path: '/shop-api/product/ship-from-countries', sameForEveryone: true };
export const listProducts: CallOf<typeof contract.listProducts> = { name: 'product.list', method: 'GET', path: '/shop-api/product/list' };
export const listSitemapProducts: CallOf<typeof contract.listSitemapProducts> = { name: 'product.sitemap', method: 'GET', path: '/shop-api/product/sitemap', sameForEveryone: true };
export const productsBySkus: CallOf<typeof contract.productsBySkus> = { name: 'product.bySkus', method: 'POST', path: '/shop-api/product/by-skus' };

// favorites
export const addFavorite: CallOf<typeof contract.addFavorite> = { name: 'favorite.add', method: 'POST', path: '/shop-api/favorite/add' };
export const listFavorites: CallOf<typeof contract.listFavorites> = { name: 'favorite.list', method: 'GET', path: '/shop-api/favorite/list' };
export const removeFavorite: CallOf<typeof contract.removeFavorite> = { name: 'favorite.remove', method: 'POST', path: '/shop-api/favorite/remove' };

// cart
export const addManyToCart: CallOf<typeof contract.addManyToCart> = { name: 'cart.addMany', method: 'POST', path: '/shop-api/cart/add-many' };
export const addToCart: CallOf<typeof contract.addToCart> = { name: 'cart.add', method: 'POST', path: '/shop-api/cart/add' };
export const checkoutCart: CallOf<typeof contract.checkoutCart> = { name: 'cart.checkout', method: 'POST', path: '/shop-api/cart/checkout' };
export const getCart: CallOf<typeof contract.getCart> = { name: 'cart.list', method: 'GET', path: '/shop-api/cart/list' };
export const removeCartItems: CallOf<typeof contract.removeCartItems> = { name: 'cart.remove', method: 'POST', path: '/shop-api/cart/remove' };
export const selectCartItems: CallOf<typeof contract.selectCartItems> = { name: 'cart.select', method: 'POST', path: '/shop-api/cart/select' };
export const setCartQuantity: CallOf<typeof contract.setCartQuantity> = { name: 'cart.quantity', method: 'POST', path: '/shop-api/cart/quantity' };

// delivery
export const getCheckoutSummary: CallOf<typeof contract.getCheckoutSummary> = { name: 'checkout.summary', method: 'GET', path: '/shop-api/checkout/summary' };
export const setPickupDelivery: CallOf<typeof contract.setPickupDelivery> = { name: 'delivery.pickup', method: 'POST', path: '/shop-api/delivery/pickup' };
export const setPostDelivery: CallOf<typeof contract.setPostDelivery> = { name: 'delivery.post', method: 'POST', path: '/shop-api/delivery/post' };

// orders
export const batchDeleteOrders: CallOf<typeof contract.batchDeleteOrders> = { name: 'order.batchDelete', method: 'POST', path: '/shop-api/order/batch-delete' };
export const buyAgain: CallOf<typeof contract.buyAgain> = { name: 'order.buyAgain', method: 'POST', path: '/shop-api/order/buy-again' };
export const cancelOrder: CallOf<typeof contract.cancelOrder> = { name: 'order.cancel', method: 'POST', path: '/shop-api/order/cancel' };
export const confirmOrder: CallOf<typeof contract.confirmOrder> = { name: 'order.confirm', method: 'POST', path: '/shop-api/order/confirm' };
export const getOrderDetail: CallOf<typeof contract.getOrderDetail> = { name: 'order.detail', method: 'GET', path: '/shop-api/order/detail' };
export const getOrderShipping: CallOf<typeof contract.getOrderShipping> = { name: 'order.shipping', method: 'GET', path: '/shop-api/order/shipping' };
export const listOrders: CallOf<typeof contract.listOrders> = { name: 'order.list', method: 'GET', path: '/shop-api/order/list' };
export const moveToCart: CallOf<typeof contract.moveToCart> = { name: 'order.moveToCart', method: 'POST', path: '/shop-api/order/move-to-cart' };

// payment
export const createPayment: CallOf<typeof contract.createPayment> = { name: 'payment.create', method: 'POST', path: '/shop-api/payment/create' };
export const getPaymentMethods: CallOf<typeof contract.getPaymentMethods> = { name: 'payment.methods', method: 'GET', path: '/shop-api/payment/methods' };
export const getPaymentStatus: CallOf<typeof contract.getPaymentStatus> = { name: 'payment.status', method: 'GET', path: '/shop-api/payment/status' };

// addresses
export const createAddress: CallOf<typeof contract.createAddress> = { name: 'address.create', method: 'POST', path: '/shop-api/address/create' };
export const deleteAddress: CallOf<typeof contract.deleteAddress> = { name: 'address.delete', method: 'POST', path: '/shop-api/address/delete' };
export const getAddressCountries: CallOf<typeof contract.getAddressCountries> = { name: 'address.countries', method: 'GET', path: '/shop-api/address/countries', sameForEveryone: true };
export const listAddresses: CallOf<typeof contract.listAddresses> = { name: 'address.list', method: 'GET', path: '/shop-api/address/list' };
export const setDefaultAddress: CallOf<typeof contract.setDefaultAddress> = { name: 'address.setDefault', method: 'POST', path: '/shop-api/address/set-default' };
export const updateAddress: CallOf<typeof contract.updateAddress> = { name: 'address.update', method: 'POST', path: '/shop-api/address/update' };

// afterSales
export const createAfterSale: CallOf<typeof contract.createAfterSale> = { name: 'afterSale.create', method: 'POST', path: '/shop-api/after-sale/create', files: {"images":{"maxCount":10,"maxBytes":10485760,"kinds":["image"]},"attachments":{"maxCount":5,"maxBytes":10485760,"kinds":["document"]}} };
export const getAfterSaleDetail: CallOf<typeof contract.getAfterSaleDetail> = { name: 'afterSale.detail', method: 'GET', path: '/shop-api/after-sale/detail' };
export const getAfterSaleEligibility: CallOf<typeof contract.getAfterSaleEligibility> = { name: 'afterSale.eligibility', method: 'GET', path: '/shop-api/after-sale/eligibility' };
export const listAfterSales: CallOf<typeof contract.listAfterSales> = { name: 'afterSale.list', method: 'GET', path: '/shop-api/after-sale/list' };
export const sendAfterSaleMessage: CallOf<typeof contract.sendAfterSaleMessage> = { name: 'afterSale.message', method: 'POST', path: '/shop-api/after-sale/message' };

// publish
export const listBoxItems: CallOf<typeof contract.listBoxItems> = { name: 'publish.box', method: 'GET', path: '/shop-api/publish/box' };
export const listClaimableProducts: CallOf<typeof contract.listClaimableProducts> = { name: 'publish.products', method: 'GET', path: '/shop-api/publish/products' };
export const publishBatch: CallOf<typeof contract.publishBatch> = { name: 'publish.batch', method: 'POST', path: '/shop-api/publish/batch' };
export const publishOneClick: CallOf<typeof contract.publishOneClick> = { name: 'publish.oneClick', method: 'POST', path: '/shop-api/publish/one-click' };
