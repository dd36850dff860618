// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts and its pages. Each page is its own chunk, fetched when the shell first shows it; the form pages also
// bring @shop/platform/forms (react-hook-form), which no other page loads. Names are the shell's route table's.
import { lazy } from 'react';
import type { RemoteModule } from '@shop/platform';
import { CHECKOUT_NAMESPACE, checkoutTranslations } from './i18n/texts';

export const namespace: RemoteModule['namespace'] = CHECKOUT_NAMESPACE;

export const translations: RemoteModule['translations'] = checkoutTranslations;

export const pages = {
  Cart: lazy(() => import(/* webpackChunkName: "page-cart" */ './pages/cart-page')),
  ChooseDelivery: lazy(() => import(/* webpackChunkName: "page-choose-delivery" */ './pages/choose-delivery-page')),
  DeliveryPost: lazy(() => import(/* webpackChunkName: "page-delivery-post" */ './pages/delivery-post-page')),
  DeliveryPickUp: lazy(() => import(/* webpackChunkName: "page-delivery-pickup" */ './pages/delivery-pickup-page')),
  OrderConfirm: lazy(() => import(/* webpackChunkName: "page-order-confirm" */ './pages/order-confirm-page')),
  Payment: lazy(() => import(/* webpackChunkName: "page-payment" */ './pages/payment-page')),
  PaymentResult: lazy(() => import(/* webpackChunkName: "page-payment-result" */ './pages/payment-result-page')),
  Step: lazy(() => import(/* webpackChunkName: "page-step" */ './pages/step-page')),
} satisfies RemoteModule['pages'];
